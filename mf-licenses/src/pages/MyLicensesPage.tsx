import {
  formatMoney,
  licenseStatus,
  signingKeysAddress,
  useLicenseKeys,
  useOnDemand,
  usePlatformNames,
  type MoveReport,
} from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddByKey } from '../components/AddByKey';
import { EmptyState } from '../components/EmptyState';
import { EraseLicensee } from '../components/EraseLicensee';
import { ForgetLicence } from '../components/ForgetLicence';
import { KeyOnlyCard } from '../components/KeyOnlyCard';
import { LicenseCard, type ExpandMode } from '../components/LicenseCard';
import { LicenseTransfer } from '../components/LicenseTransfer';
import { ListControls } from '../components/ListControls';
import { MarketplaceNotices } from '../components/MarketplaceNotices';
import { PreviousRecords } from '../components/PreviousRecords';
import { ResetSamples } from '../components/ResetSamples';
import { StorageNotices } from '../components/StorageNotices';
import { SummaryCards } from '../components/SummaryCards';
import { entriesOf, entryId, type LicenceEntry } from '../lib/entries';
import { certificateMaker } from '../lib/certificateMaker';
import { expandDialog } from '../lib/expandDialog';
import {
  storeToChange,
  useClock,
  useInjectedStore,
  useMarketplace,
  useNow,
} from '../lib/environment';
import {
  applyListQuery,
  listQueryToSearch,
  parseListQuery,
  type ListQuery,
} from '../lib/listQuery';
import { summarize } from '../lib/summary';
import { useMarketplaceCopies } from '../lib/useMarketplaceCopies';
import { useMoveWaiting } from '../lib/useMoveWaiting';
import { verificationAddress } from '../lib/verificationAddress';
import '../styles/licenses.css';

/** Where focus goes when the control that opened a dialog has gone (e.g. after an upgrade). */
function focusCardTitle(id: string) {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const card = [...document.querySelectorAll<HTMLElement>('.mf-licenses .license-card')].find(
      (element) => element.dataset.licenseId === id,
    );
    card?.querySelector<HTMLElement>('.license-card__title')?.focus();
  });
}

/**
 * After a card was removed, the focus (left on the page's body with the card's button) goes to
 * the card now in its place, else the one before it, else the page's heading: the visitor goes on
 * from where they were, and hears where that is.
 */
function focusAfterRemoval(position: number) {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const cards = document.querySelectorAll<HTMLElement>('.mf-licenses .license-list__items > li');
    const near = cards[position] ?? cards[position - 1];
    (
      near?.querySelector<HTMLElement>('.license-card__title') ??
      document.querySelector<HTMLElement>('.mf-licenses h1')
    )?.focus();
  });
}

type OpenDialog =
  | { kind: 'expand'; id: string; mode: ExpandMode }
  | { kind: 'erase'; id: string }
  /** `position`: the card's place in the list shown. */
  | { kind: 'forget'; key: string; position: number };

export function MyLicensesPage() {
  const { t } = useTranslation(['licenses', 'common']);
  const { language, pathname, search, hash, navigate, notify } = useRemoteProps();
  const injected = useInjectedStore();
  const state = useLicenseKeys(injected);
  const store = useCallback(() => storeToChange(injected), [injected]);
  const client = useMarketplace();
  const clock = useClock();
  const now = useNow();
  const listHeadingId = useId();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const { module: expandModule, request: requestExpandDialog } = useOnDemand(expandDialog);
  const ExpandLicence = expandModule?.ExpandLicence;
  const [preparing, setPreparing] = useState<ReadonlySet<string>>(new Set());
  const [moveAttempt, setMoveAttempt] = useState(0);
  const [lastMove, setLastMove] = useState<MoveReport | null>(null);

  const { entries, withoutCopy } = entriesOf(state);
  const keys = state.licenses.map((kept) => kept.key);
  const copies = useMarketplaceCopies(store, client, keys, state.known);
  const platformName = usePlatformNames(
    [...new Set(entries.flatMap((entry) => entry.facts.distributionFees.map((l) => l.platform)))],
    client,
  );

  const query = parseListQuery(search);
  const shown = applyListQuery(
    entries.map((entry) => ({ ...entry.facts, id: entryId(entry), entry })),
    query,
    now,
  ).map((item) => item.entry);
  const summary = summarize(
    entries.map((entry) => entry.facts),
    now,
  );
  const statusOf = (entry: LicenceEntry) =>
    entry.kind === 'marketplace' ? copies.statuses.get(entry.key) : undefined;
  const unreachable = [...copies.statuses.values()].includes('unreachable');

  /** A change's toast; one the browser could not keep says so (it lasts for this visit only). */
  const tell = (message: string, kept: boolean) =>
    notify(
      kept
        ? { kind: 'success', message }
        : { kind: 'info', message: `${message} ${t('common:storage.notKept')}` },
    );

  const reportMove = useCallback(
    (report: MoveReport) => {
      setLastMove(report);
      const parts = [
        report.moved > 0 ? t('moved.done', { count: report.moved }) : '',
        report.flagged > 0 ? t('moved.flagged', { count: report.flagged }) : '',
        report.refused.length > 0 ? t('moved.refused', { count: report.refused.length }) : '',
      ].filter(Boolean);
      if (parts.length > 0) {
        notify({ kind: report.refused.length > 0 ? 'info' : 'success', message: parts.join(' ') });
      }
    },
    [notify, t],
  );
  useMoveWaiting(store, client, state.known ? state.waiting.length : 0, moveAttempt, reportMove);

  const retry = () => {
    copies.retry();
    setMoveAttempt((count) => count + 1);
  };

  const findEntry = (id: string) => entries.find((entry) => entryId(entry) === id);
  const dialogEntry = dialog && dialog.kind !== 'forget' ? findEntry(dialog.id) : undefined;
  // The licence went away while its dialog was open (another tab changed the list): forget it.
  if (dialog && dialog.kind !== 'forget' && !dialogEntry) setDialog(null);

  const changeQuery = (next: ListQuery) => {
    navigate(`${pathname}${listQueryToSearch(next, search)}${hash}`, { replace: true });
  };

  const downloadCertificate = async (entry: LicenceEntry) => {
    const id = entryId(entry);
    setPreparing((current) => new Set(current).add(id));
    try {
      const { downloadCertificate: download } = await certificateMaker.get();
      await download({
        entry,
        t,
        language,
        now: clock(),
        platformName,
        verifyUrl:
          entry.kind === 'marketplace'
            ? verificationAddress(entry.copy.code, language, window.location.origin)
            : null,
        keysUrl: signingKeysAddress(window.location.origin),
      });
      notify({ kind: 'info', message: t('certificate.ready', { title: entry.facts.workTitle }) });
    } catch (error) {
      console.error('[mf-licenses] certificate failed:', error);
      notify({ kind: 'error', message: t('certificate.failed') });
    } finally {
      setPreparing((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  // The licences live in this browser and on the marketplace: the server's HTML (and its
  // hydration) has the page's frame, headings and list controls (disabled), and the licences fill
  // it in as soon as the browser's storage is read, with nothing the server drew taken away.
  const count = !state.known
    ? t('list.reading')
    : entries.length === 0
      ? ''
      : t('list.showing', { shown: shown.length, total: entries.length });

  const forgetting =
    dialog?.kind === 'forget' ? state.licenses.find((kept) => kept.key === dialog.key) : undefined;

  return (
    <div className="mf-licenses">
      <header className="mf-licenses__header">
        <h1 tabIndex={-1}>{t('title')}</h1>
        <p className="mf-licenses__intro">{t('intro')}</p>
      </header>

      {state.known && (
        <StorageNotices
          state={state}
          language={language}
          onDiscard={(entry) => {
            store().discardSetAside(entry.key);
            notify({ kind: 'info', message: t('storage.discarded') });
          }}
        />
      )}

      {state.known && (
        <MarketplaceNotices
          unreachable={unreachable}
          waiting={lastMove && lastMove.left > 0 ? state.waiting.length : 0}
          onRetry={retry}
        />
      )}

      {state.known && (
        <PreviousRecords refused={state.refused.map((entry) => entry.record)} now={clock} />
      )}

      <SummaryCards summary={state.known ? summary : null} language={language} />

      <section className="license-list" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="visually-hidden">
          {t('list.label')}
        </h2>
        {(!state.known || entries.length > 0) && (
          <ListControls
            query={query}
            onChange={changeQuery}
            offerOtherStatus={entries.some(
              (entry) => licenseStatus(entry.facts, now).kind === 'other',
            )}
            disabled={!state.known}
          />
        )}
        <p className="license-list__count" role="status">
          {count}
        </p>
        {state.known &&
          (entries.length === 0 && withoutCopy.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              {shown.length === 0 && entries.length > 0 && (
                <p className="license-list__none">{t('list.noMatch')}</p>
              )}
              <ul className="license-list__items">
                {shown.map((entry, position) => (
                  <li key={entryId(entry)}>
                    <LicenseCard
                      entry={entry}
                      copyStatus={statusOf(entry)}
                      now={now}
                      language={language}
                      platformName={platformName}
                      preparingCertificate={preparing.has(entryId(entry))}
                      onCertificate={(chosen) => void downloadCertificate(chosen)}
                      onExpand={(chosen, mode, opener) => {
                        setDialog({ kind: 'expand', id: entryId(chosen), mode });
                        requestExpandDialog(opener, () => {
                          setDialog(null);
                          notify({ kind: 'error', message: t('expand.couldNotOpen') });
                        });
                      }}
                      onErase={(chosen) => setDialog({ kind: 'erase', id: entryId(chosen) })}
                      onForget={(chosen) => {
                        if (chosen.kind === 'marketplace') {
                          setDialog({ kind: 'forget', key: chosen.key, position });
                        }
                      }}
                    />
                  </li>
                ))}
                {withoutCopy.map((kept, index) => (
                  <li key={`key-only:${kept.addedAt}:${keys.indexOf(kept.key)}`}>
                    <KeyOnlyCard
                      status={copies.statuses.get(kept.key)}
                      onForget={() =>
                        setDialog({ kind: 'forget', key: kept.key, position: shown.length + index })
                      }
                    />
                  </li>
                ))}
              </ul>
            </>
          ))}
      </section>

      {state.known && (
        <AddByKey
          store={store}
          client={client}
          onAdded={(licence, kept) => tell(t('add.added', { title: licence.work.title }), kept)}
        />
      )}

      {state.known && (
        <LicenseTransfer
          licenses={state.licenses}
          language={language}
          now={clock}
          store={store}
          client={client}
          onExported={(exported, file) =>
            notify({ kind: 'info', message: t('transfer.exported', { count: exported, file }) })
          }
          onMoved={reportMove}
        />
      )}

      {state.known && (
        <ResetSamples
          samples={state.samples}
          onReset={() => tell(t('reset.done'), store().restoreSamples().kept)}
        />
      )}

      {dialog?.kind === 'expand' &&
        ExpandLicence &&
        dialogEntry &&
        (dialogEntry.kind === 'marketplace' || dialogEntry.kind === 'sample') && (
          <ExpandLicence
            key={`${dialog.id}-${dialog.mode}`}
            entry={dialogEntry}
            mode={dialog.mode}
            now={clock()}
            language={language}
            platformName={platformName}
            store={store}
            client={client}
            onDone={(entry, done, mode) => {
              const amount = formatMoney(done.total, language);
              tell(
                mode === 'lifetime'
                  ? t('expand.upgraded', { title: entry.facts.workTitle, amount })
                  : t('expand.done', { title: entry.facts.workTitle, amount }),
                done.kept,
              );
              focusCardTitle(entry.facts.id);
            }}
            onClose={() => setDialog(null)}
          />
        )}

      {dialog?.kind === 'erase' &&
        dialogEntry?.kind === 'marketplace' &&
        dialogEntry.facts.licensee !== null && (
          <EraseLicensee
            licenceKey={dialogEntry.key}
            licensee={dialogEntry.facts.licensee}
            title={dialogEntry.facts.workTitle}
            store={store}
            client={client}
            onDone={() => {
              notify({
                kind: 'success',
                message: t('erase.done', { title: dialogEntry.facts.workTitle }),
              });
              focusCardTitle(dialogEntry.facts.id);
            }}
            onClose={() => setDialog(null)}
          />
        )}

      {dialog?.kind === 'forget' && forgetting && (
        <ForgetLicence
          kept={forgetting}
          now={clock}
          onForget={() => {
            const title = forgetting.copy?.work.title;
            const { kept } = store().forget(forgetting.key);
            tell(title ? t('forget.done', { title }) : t('forget.doneUntitled'), kept);
            focusAfterRemoval(dialog.position);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
