import {
  canUpgradeToLifetime,
  formatDate,
  licenseStatus,
  PriceSplit,
  totalPaid,
  type Language,
  type License,
} from '@fair/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeDays } from '../lib/dates';
import { canExpand } from '../lib/expandOptions';
import { describeExpansion, expansionCost } from '../lib/expansionText';
import { StatusBadge } from './StatusBadge';

export type ExpandMode = 'expand' | 'lifetime';

interface Props {
  license: License;
  now: Date;
  language: Language;
  preparingCertificate: boolean;
  onCertificate: (license: License) => void;
  onExpand: (license: License, mode: ExpandMode) => void;
}

function DateText({ date, language }: { date: string; language: Language }) {
  return <time dateTime={date}>{formatDate(date, language)}</time>;
}

export function LicenseCard({
  license,
  now,
  language,
  preparingCertificate,
  onCertificate,
  onExpand,
}: Props) {
  const { t } = useTranslation(['licenses', 'common']);
  const id = useId();
  const titleId = `${id}-title`;
  const status = licenseStatus(license, now);
  const expired = status.kind === 'expired';

  return (
    <article className="license-card" aria-labelledby={titleId} data-license-id={license.id}>
      <header className="license-card__header">
        <div className="license-card__heading">
          <p className="license-card__type">{t(`common:contentType.${license.type}`)}</p>
          <h3 id={titleId} className="license-card__title" tabIndex={-1}>
            {license.workTitle}
          </h3>
          <p className="license-card__author">{t('card.by', { author: license.author })}</p>
        </div>
        <StatusBadge status={status} />
      </header>

      <dl className="license-card__facts">
        <div>
          <dt>{t('card.id')}</dt>
          <dd>
            <code>{license.id}</code>
          </dd>
        </div>
        <div>
          <dt>{t('card.licensee')}</dt>
          <dd>{license.licensee}</dd>
        </div>
        <div>
          <dt>{t('card.purchased')}</dt>
          <dd>
            <DateText date={license.purchaseDate} language={language} />
          </dd>
        </div>
        {license.expiryDate !== null && (
          <div>
            <dt>{expired ? t('card.expired') : t('card.expires')}</dt>
            <dd>
              <DateText date={license.expiryDate} language={language} />{' '}
              <span className="license-card__relative">
                ({relativeDays(license.expiryDate, now, language)})
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('card.duration')}</dt>
          <dd>{t(`common:durations.${license.duration}`)}</dd>
        </div>
        <div className="license-card__platforms">
          <dt>{t('card.platforms')}</dt>
          <dd>
            <ul className="chips">
              {license.distributionFees.map((line) => (
                <li key={line.platform} className="chip">
                  {t(`common:platforms.${line.platform}`)}
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
            contentFee: license.contentFee,
            distribution: license.distributionFees,
            commission: license.commission,
            total: totalPaid(license),
          }}
          language={language}
          notes={false}
          omitZero
          totalLabel={t('card.total')}
        />
      </div>

      <div className="license-card__history">
        <h4>{t('history.title')}</h4>
        {license.history.length === 0 ? (
          <p className="license-card__muted">{t('history.empty')}</p>
        ) : (
          <ol className="history">
            {license.history.map((expansion, index) => (
              <li key={`${expansion.date}-${index}`} className="history__item">
                <DateText date={expansion.date} language={language} />
                <ul>
                  {describeExpansion(expansion, t, language).map((line, lineIndex) => (
                    <li key={lineIndex}>{line}</li>
                  ))}
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
        aria-label={t('card.actions', { title: license.workTitle })}
      >
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={preparingCertificate}
          onClick={() => {
            if (!preparingCertificate) onCertificate(license);
          }}
        >
          {preparingCertificate ? t('actions.preparing') : t('actions.certificate')}
        </button>
        {canExpand(license, now) && (
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={() => onExpand(license, 'expand')}
          >
            {t('actions.expand')}
          </button>
        )}
        {canUpgradeToLifetime(license) && (
          <button
            type="button"
            className="button"
            aria-haspopup="dialog"
            onClick={() => onExpand(license, 'lifetime')}
          >
            {t('actions.upgrade')}
          </button>
        )}
      </div>
    </article>
  );
}
