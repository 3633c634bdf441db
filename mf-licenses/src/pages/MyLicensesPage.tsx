import {
  formatMoney,
  licenseStatus,
  useLicenseStore,
  useRemoteProps,
  type License,
  type LicenseExpansion,
} from '@fair/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState';
import { ExpandDialog } from '../components/ExpandDialog';
import { LicenseCard, type ExpandMode } from '../components/LicenseCard';
import { ListControls } from '../components/ListControls';
import { LicenseTransfer } from '../components/LicenseTransfer';
import { ResetSamples } from '../components/ResetSamples';
import { StorageNotices } from '../components/StorageNotices';
import { SummaryCards } from '../components/SummaryCards';
import { storeToChange, useClock, useInjectedStore, useNow } from '../lib/environment';
import {
  applyListQuery,
  listQueryToSearch,
  parseListQuery,
  type ListQuery,
} from '../lib/listQuery';
import { summarize } from '../lib/summary';
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

export function MyLicensesPage() {
  const { t } = useTranslation(['licenses', 'common']);
  const { language, pathname, search, hash, navigate, notify } = useRemoteProps();
  const injected = useInjectedStore();
  const state = useLicenseStore(injected);
  const store = () => storeToChange(injected);
  const clock = useClock();
  const now = useNow();
  const listHeadingId = useId();
  const [dialog, setDialog] = useState<{ id: string; mode: ExpandMode } | null>(null);
  const [preparing, setPreparing] = useState<ReadonlySet<string>>(new Set());

  const query = parseListQuery(search);
  const shown = applyListQuery(state.licenses, query, now);
  const summary = summarize(state.licenses, now);
  const dialogLicense = dialog && state.licenses.find((license) => license.id === dialog.id);
  // The license went away while its dialog was open (another tab reset the list): forget it.
  if (dialog && !dialogLicense) setDialog(null);

  const changeQuery = (next: ListQuery) => {
    navigate(`${pathname}${listQueryToSearch(next, search)}${hash}`, { replace: true });
  };

  const downloadCertificate = async (license: License) => {
    setPreparing((current) => new Set(current).add(license.id));
    try {
      const { downloadCertificate: download } = await import('../certificate/downloadCertificate');
      await download({ license, t, language, now: clock() });
      notify({ kind: 'info', message: t('certificate.ready', { title: license.workTitle }) });
    } catch (error) {
      console.error('[mf-licenses] certificate failed:', error);
      notify({ kind: 'error', message: t('certificate.failed') });
    } finally {
      setPreparing((current) => {
        const next = new Set(current);
        next.delete(license.id);
        return next;
      });
    }
  };

  /** A change's toast; one the browser could not keep says so (it lasts for this visit only). */
  const tell = (message: string, kept: boolean) =>
    notify(
      kept
        ? { kind: 'success', message }
        : { kind: 'info', message: `${message} ${t('common:storage.notKept')}` },
    );

  const lastExpansionKept = useRef(true);
  const expanded = (license: License, expansion: LicenseExpansion, mode: ExpandMode) => {
    const amount = formatMoney(expansion.total, language);
    tell(
      mode === 'lifetime'
        ? t('expand.upgraded', { title: license.workTitle, amount })
        : t('expand.done', { title: license.workTitle, amount }),
      lastExpansionKept.current,
    );
    focusCardTitle(license.id);
  };

  // The licenses live in this browser: the server's HTML (and its hydration) has the page's
  // frame, headings and list controls (disabled), and the licenses fill it in as soon as the
  // browser's storage is read, with nothing the server drew taken away or moved.
  const count = !state.known
    ? t('list.reading')
    : state.licenses.length === 0
      ? ''
      : t('list.showing', { shown: shown.length, total: state.licenses.length });

  return (
    <div className="mf-licenses">
      <header className="mf-licenses__header">
        <h1>{t('title')}</h1>
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

      <SummaryCards summary={state.known ? summary : null} language={language} />

      <section className="license-list" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="visually-hidden">
          {t('list.label')}
        </h2>
        {(!state.known || state.licenses.length > 0) && (
          <ListControls
            query={query}
            onChange={changeQuery}
            offerOtherStatus={state.licenses.some(
              (license) => licenseStatus(license, now).kind === 'other',
            )}
            disabled={!state.known}
          />
        )}
        <p className="license-list__count" role="status">
          {count}
        </p>
        {state.known &&
          (state.licenses.length === 0 ? (
            <EmptyState />
          ) : shown.length === 0 ? (
            <p className="license-list__none">{t('list.noMatch')}</p>
          ) : (
            <ul className="license-list__items">
              {shown.map((license) => (
                <li key={license.id}>
                  <LicenseCard
                    license={license}
                    now={now}
                    language={language}
                    preparingCertificate={preparing.has(license.id)}
                    onCertificate={(chosen) => void downloadCertificate(chosen)}
                    onExpand={(chosen, mode) => setDialog({ id: chosen.id, mode })}
                  />
                </li>
              ))}
            </ul>
          ))}
      </section>

      {state.known && (
        <LicenseTransfer
          licenses={state.licenses}
          language={language}
          now={clock}
          onImport={(licenses) => store().importLicenses(licenses)}
          onExported={(count, file) =>
            notify({ kind: 'info', message: t('transfer.exported', { count, file }) })
          }
        />
      )}

      {state.known && (
        <ResetSamples
          licenses={state.licenses}
          now={clock}
          onReset={() => tell(t('reset.done'), store().reset().kept)}
        />
      )}

      {dialog && dialogLicense && (
        <ExpandDialog
          key={`${dialog.id}-${dialog.mode}`}
          license={dialogLicense}
          mode={dialog.mode}
          now={clock()}
          language={language}
          onConfirm={(license, request) => {
            const result = store().expand(license.id, request);
            lastExpansionKept.current = result.kept;
            return result.expansion;
          }}
          onDone={expanded}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
