import { formatDate, formatMoney } from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoveredLicence, PlatformTotal } from '../api/types';
import { ScrollTable } from '../components/ScrollTable';
import { formatDateTime } from '../lib/dates';

/**
 * The licences that cover the distributor's platforms, each with the distribution fee it paid
 * (owed to the distributor), and the totals per platform. No buyer's name or details: the API
 * gives none, only the licence's public code.
 */
export function Licences({
  licences,
  totals,
  platformNameOf,
  onRefresh,
}: {
  licences: readonly CoveredLicence[];
  totals: readonly PlatformTotal[];
  platformNameOf: (id: string) => string;
  onRefresh: () => void;
}) {
  const { t } = useTranslation(['console', 'common']);
  const { language } = useRemoteProps();
  const heading = useId();
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <section className="panel" aria-labelledby={heading}>
      <h2 id={heading}>{t('licences.heading')}</h2>
      <p>{t('licences.intro')}</p>
      <p role="status">
        {licences.length === 0
          ? t('licences.none')
          : t('licences.count', { count: licences.length })}
      </p>
      <button type="button" className="button button--secondary" onClick={onRefresh}>
        {t('licences.refresh')}
      </button>
      {totals.length > 0 ? (
        <ul className="item-list">
          {totals.map((total) => (
            <li key={total.platform} className="item">
              <p className="item__title">{platformNameOf(total.platform)}</p>
              <p className="item__detail">
                {t('licences.total', { count: total.licences, amount: money(total.fees) })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {licences.length > 0 ? (
        <ScrollTable id={`${heading}-table`} caption={t('licences.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('licences.code')}</th>
              <th scope="col">{t('licences.work')}</th>
              <th scope="col">{t('licences.platform')}</th>
              <th scope="col" className="data-table__number">
                {t('licences.fee')}
              </th>
              <th scope="col">{t('licences.paidAt')}</th>
              <th scope="col">{t('licences.duration')}</th>
              <th scope="col">{t('licences.expiresAt')}</th>
            </tr>
          </thead>
          <tbody>
            {licences.map((licence, index) => (
              <tr key={`${licence.code}-${licence.platform}-${licence.paidAt}-${index}`}>
                <td className="data-table__code">{licence.code}</td>
                <th scope="row">{licence.work.title}</th>
                <td>{platformNameOf(licence.platform)}</td>
                <td className="data-table__number">{money(licence.fee)}</td>
                <td>{formatDateTime(licence.paidAt, language)}</td>
                <td>{t(`common:durations.${licence.duration}`)}</td>
                <td>
                  {licence.expiresAt
                    ? formatDate(licence.expiresAt, language)
                    : t('licences.noEnd')}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
    </section>
  );
}
