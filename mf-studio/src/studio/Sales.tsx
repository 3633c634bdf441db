import { formatMoney } from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sale, SalesMonth } from '../api/types';
import { ScrollTable } from '../components/ScrollTable';
import { formatDateTime, formatMonth } from '../lib/dates';

/**
 * The author's sales: the totals of each month (UTC), then each licence sold and each expansion,
 * with the content fee it earned and when that is paid (the payout rule of `@fair/shared`, applied
 * by the server). No buyer's name or details: the API gives none.
 */
export function Sales({
  sales,
  months,
  platformNameOf,
  onRefresh,
}: {
  sales: readonly Sale[];
  months: readonly SalesMonth[];
  platformNameOf: (id: string) => string;
  onRefresh: () => void;
}) {
  const { t } = useTranslation(['studio', 'common']);
  const { language } = useRemoteProps();
  const heading = useId();
  const money = (cents: number) => formatMoney(cents, language);
  const count = new Intl.NumberFormat(language);
  return (
    <section className="panel" aria-labelledby={heading}>
      <h2 id={heading}>{t('sales.heading')}</h2>
      <p>{t('sales.intro')}</p>
      <p role="status">
        {sales.length === 0 ? t('sales.none') : t('sales.count', { count: sales.length })}
      </p>
      <button type="button" className="button button--secondary" onClick={onRefresh}>
        {t('sales.refresh')}
      </button>
      {months.length > 0 ? (
        <ScrollTable id={`${heading}-months`} caption={t('sales.months.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('sales.months.month')}</th>
              <th scope="col" className="data-table__number">
                {t('sales.months.sales')}
              </th>
              <th scope="col" className="data-table__number">
                {t('sales.months.contentFees')}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatMonth(month.month, language)}</th>
                <td className="data-table__number">{count.format(month.sales)}</td>
                <td className="data-table__number">{money(month.contentFees)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
      {sales.length > 0 ? (
        <ScrollTable id={`${heading}-all`} caption={t('sales.list.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('sales.list.soldAt')}</th>
              <th scope="col">{t('sales.list.work')}</th>
              <th scope="col">{t('sales.list.kind')}</th>
              <th scope="col">{t('sales.list.duration')}</th>
              <th scope="col">{t('sales.list.platforms')}</th>
              <th scope="col" className="data-table__number">
                {t('sales.list.contentFee')}
              </th>
              <th scope="col">{t('sales.list.payoutDate')}</th>
            </tr>
          </thead>
          <tbody>
            {sales.map((sale, index) => (
              <tr key={`${sale.soldAt}-${sale.work.id}-${index}`}>
                <td>{formatDateTime(sale.soldAt, language)}</td>
                <th scope="row">{sale.work.title}</th>
                <td>{t(`sales.kinds.${sale.kind}`)}</td>
                <td>{t(`common:durations.${sale.duration}`)}</td>
                <td>{sale.platforms.map(platformNameOf).join(', ')}</td>
                <td className="data-table__number">{money(sale.contentFee)}</td>
                <td>{formatDateTime(sale.payoutDate, language)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
    </section>
  );
}
