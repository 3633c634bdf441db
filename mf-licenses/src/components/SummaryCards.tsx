import { formatMoney, type Language } from '@fair/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LicensesSummary } from '../lib/summary';

export function SummaryCards({
  summary,
  language,
}: {
  /** null while the licenses are not read yet: the cards keep their place, without figures. */
  summary: LicensesSummary | null;
  language: Language;
}) {
  const { t } = useTranslation('licenses');
  const headingId = useId();
  const count = new Intl.NumberFormat(language);
  return (
    <section className="summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('summary.label')}
      </h2>
      <dl className="summary__cards">
        <div className="summary__card" data-testid="summary-total">
          <dt>{t('summary.total')}</dt>
          <dd className="summary__value">{summary ? count.format(summary.total) : '–'}</dd>
        </div>
        <div className="summary__card" data-testid="summary-in-force">
          <dt>{t('summary.inForce')}</dt>
          <dd className="summary__value">{summary ? count.format(summary.inForce) : '–'}</dd>
          <dd className="summary__hint">{t('summary.inForceHint')}</dd>
        </div>
        <div className="summary__card" data-testid="summary-invested">
          <dt>{t('summary.invested')}</dt>
          <dd className="summary__value">
            {summary ? formatMoney(summary.invested, language) : '–'}
          </dd>
          <dd className="summary__hint">{t('summary.investedHint')}</dd>
        </div>
      </dl>
    </section>
  );
}
