import {
  canUpgradeToLifetime,
  formatDate,
  licenseStatus,
  pageAddress,
  PriceSplit,
  type Language,
} from '@fair/shared';
import { InternalLink } from '@fair/shared/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeDays } from '../lib/dates';
import type { LicenceEntry } from '../lib/entries';
import { certificateMaker } from '../lib/certificateMaker';
import { expandDialog } from '../lib/expandDialog';
import { canExpand } from '../lib/expandOptions';
import { describeExpansion, expansionCost } from '../lib/expansionText';
import type { CopyStatus } from '../lib/useMarketplaceCopies';
import { StatusBadge } from './StatusBadge';

export type ExpandMode = 'expand' | 'lifetime';

/** What can be done with a licence; each card offers what applies to its kind. */
export interface CardActions {
  onCertificate: (entry: LicenceEntry) => void;
  /** `opener`: the button, busy while the dialog's code arrives. */
  onExpand: (entry: LicenceEntry, mode: ExpandMode, opener: HTMLButtonElement) => void;
  onErase: (entry: LicenceEntry) => void;
  onForget: (entry: LicenceEntry) => void;
}

interface Props extends CardActions {
  entry: LicenceEntry;
  /** For a licence on the marketplace: how this visit's reading of it went. */
  copyStatus: CopyStatus | undefined;
  now: Date;
  language: Language;
  platformName: (id: string) => string;
  preparingCertificate: boolean;
}

function DateText({ date, language }: { date: string; language: Language }) {
  return <time dateTime={date}>{formatDate(date, language)}</time>;
}

/**
 * One licence: what it covers, until when, what was paid and its history, with what it is (on
 * the marketplace with its public code, a sample, or a record of the previous version) and the
 * actions that apply to it.
 */
export function LicenseCard({
  entry,
  copyStatus,
  now,
  language,
  platformName,
  preparingCertificate,
  onCertificate,
  onExpand,
  onErase,
  onForget,
}: Props) {
  const { t } = useTranslation(['licenses', 'common']);
  const id = useId();
  const titleId = `${id}-title`;
  const { facts } = entry;
  const status = licenseStatus(facts, now);
  const expired = status.kind === 'expired';
  const marketplace = entry.kind === 'marketplace' ? entry : null;
  const stale = marketplace !== null && (copyStatus === 'unreachable' || copyStatus === 'failed');
  const expandable =
    entry.kind !== 'previous' &&
    copyStatus !== 'unknown' &&
    canExpand(facts, now, entry.kind === 'marketplace');

  return (
    <article
      className={`license-card license-card--${entry.kind}`}
      aria-labelledby={titleId}
      data-license-id={facts.id}
    >
      <header className="license-card__header">
        <div className="license-card__heading">
          <p className="license-card__type">{t(`common:contentType.${facts.type}`)}</p>
          <h3
            id={titleId}
            className="license-card__title"
            tabIndex={-1}
            lang={facts.workLanguage ?? undefined}
          >
            {facts.workTitle}
          </h3>
          <p className="license-card__author">{t('card.by', { author: facts.author })}</p>
        </div>
        <div className="license-card__badges">
          <StatusBadge status={status} />
          {entry.kind === 'sample' && (
            <span className="license-card__kind" data-testid="sample-badge">
              {t('card.sample')}
            </span>
          )}
          {entry.kind === 'previous' && (
            <span className="license-card__kind">{t('card.previous')}</span>
          )}
          {marketplace?.copy.imported && (
            <span className="license-card__kind" data-testid="imported-badge">
              {t('card.imported')}
            </span>
          )}
        </div>
      </header>

      {entry.kind === 'sample' && <p className="license-card__note">{t('card.sampleNote')}</p>}
      {entry.kind === 'previous' && (
        <p className="license-card__note">
          {entry.waiting
            ? t('card.waitingNote')
            : t('card.refusedNote', { reason: t(refusalReason(entry.problem)) })}
        </p>
      )}
      {marketplace?.copy.imported && <p className="license-card__note">{t('card.importedNote')}</p>}
      {stale && (
        <p className="license-card__note license-card__note--stale" data-testid="stale-copy">
          {marketplace.copiedAt
            ? t('card.staleCopy', { date: formatDate(marketplace.copiedAt, language) })
            : t('card.staleCopyUndated')}
        </p>
      )}
      {copyStatus === 'unknown' && (
        <p className="license-card__note license-card__note--stale">{t('card.unknownKey')}</p>
      )}

      <dl className="license-card__facts">
        {marketplace ? (
          <div>
            <dt>{t('card.code')}</dt>
            <dd>
              <code>{marketplace.copy.code}</code>
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('card.id')}</dt>
            <dd>
              <code>{facts.id}</code>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('card.licensee')}</dt>
          <dd>
            {facts.licensee ?? <span className="license-card__muted">{t('card.erased')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('card.purchased')}</dt>
          <dd>
            <DateText date={facts.purchaseDate} language={language} />
          </dd>
        </div>
        {facts.expiryDate !== null && (
          <div>
            <dt>{expired ? t('card.expired') : t('card.expires')}</dt>
            <dd>
              <DateText date={facts.expiryDate} language={language} />{' '}
              <span className="license-card__relative">
                ({relativeDays(facts.expiryDate, now, language)})
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('card.duration')}</dt>
          <dd>{t(`common:durations.${facts.duration}`)}</dd>
        </div>
        <div className="license-card__platforms">
          <dt>{t('card.platforms')}</dt>
          <dd>
            <ul className="chips">
              {facts.distributionFees.map((line) => (
                <li key={line.platform} className="chip">
                  {platformName(line.platform)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>

      {/* Parts of a card under their headings, not landmarks: every card has the same two. */}
      <div className="license-card__costs">
        <h4>{t('card.costs')}</h4>
        <PriceSplit
          split={{
            contentFee: facts.contentFee,
            distribution: facts.distributionFees,
            commission: facts.commission,
            total: facts.total,
          }}
          language={language}
          notes={false}
          omitZero
          platformName={platformName}
          totalLabel={t('card.total')}
        />
      </div>

      <div className="license-card__history">
        <h4>{t('history.title')}</h4>
        {facts.history.length === 0 ? (
          <p className="license-card__muted">{t('history.empty')}</p>
        ) : (
          <ol className="history">
            {facts.history.map((expansion, index) => (
              <li key={`${expansion.date}-${index}`} className="history__item">
                <DateText date={expansion.date} language={language} />
                <ul>
                  {describeExpansion(expansion, t, language, platformName).map(
                    (line, lineIndex) => (
                      <li key={lineIndex}>{line}</li>
                    ),
                  )}
                </ul>
                <p className="history__cost">{expansionCost(expansion, t, language)}</p>
              </li>
            ))}
          </ol>
        )}
      </div>

      <div
        className="license-card__actions"
        role="group"
        aria-label={t('card.actions', { title: facts.workTitle })}
      >
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={preparingCertificate}
          onPointerEnter={certificateMaker.preload}
          onPointerDown={certificateMaker.preload}
          onFocus={certificateMaker.preload}
          onClick={() => {
            if (!preparingCertificate) onCertificate(entry);
          }}
        >
          {preparingCertificate ? t('actions.preparing') : t('actions.certificate')}
        </button>
        {expandable && (
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={(event) => onExpand(entry, 'expand', event.currentTarget)}
            onPointerEnter={expandDialog.preload}
            onPointerDown={expandDialog.preload}
            onFocus={expandDialog.preload}
          >
            {t('actions.expand')}
          </button>
        )}
        {expandable && canUpgradeToLifetime(facts) && (
          <button
            type="button"
            className="button"
            aria-haspopup="dialog"
            onClick={(event) => onExpand(entry, 'lifetime', event.currentTarget)}
            onPointerEnter={expandDialog.preload}
            onPointerDown={expandDialog.preload}
            onFocus={expandDialog.preload}
          >
            {t('actions.upgrade')}
          </button>
        )}
        {marketplace && (
          <InternalLink
            className="button button--secondary"
            to={`${pageAddress('verify')}?code=${encodeURIComponent(marketplace.copy.code)}`}
          >
            {t('actions.verify')}
          </InternalLink>
        )}
        {marketplace && facts.licensee !== null && copyStatus !== 'unknown' && (
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={() => onErase(entry)}
          >
            {t('actions.erase')}
          </button>
        )}
        {marketplace && (
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={() => onForget(entry)}
          >
            {t('actions.forget')}
          </button>
        )}
      </div>
    </article>
  );
}

/** Why the marketplace would not take a record of the previous version, in words. */
function refusalReason(problem: string | null) {
  switch (problem) {
    case 'work-not-found':
      return 'card.refusedReasons.workNotFound' as const;
    case 'import-unreadable':
      return 'card.refusedReasons.unreadable' as const;
    default:
      return 'card.refusedReasons.other' as const;
  }
}
