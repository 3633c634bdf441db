import type { ParseKeys } from 'i18next';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_QUERY,
  isDefaultQuery,
  SORT_ORDERS,
  STATUS_FILTERS,
  TYPE_FILTERS,
  type ListQuery,
  type SortOrder,
  type StatusFilter,
  type TypeFilter,
} from '../lib/listQuery';

const SORT_LABELS = {
  newest: 'filters.sortNewest',
  oldest: 'filters.sortOldest',
  expiry: 'filters.sortExpiry',
} as const satisfies Record<SortOrder, ParseKeys<'licenses'>>;

interface Props {
  query: ListQuery;
  onChange: (query: ListQuery) => void;
  /** Offer "Other" only when some license has a stored status outside the three known ones. */
  offerOtherStatus: boolean;
}

/** Status, type and sort: changes apply at once (and go into the page's address). */
export function ListControls({ query, onChange, offerOtherStatus }: Props) {
  const { t } = useTranslation(['licenses', 'common']);
  const id = useId();
  const firstField = useRef<HTMLSelectElement>(null);
  const statuses = STATUS_FILTERS.filter(
    (status) => status !== 'other' || offerOtherStatus || query.status === 'other',
  );
  const statusLabel = (status: StatusFilter) =>
    status === 'all'
      ? t('filters.allStatuses')
      : status === 'other'
        ? t('filters.otherStatus')
        : t(`common:statuses.${status}`);

  return (
    <form
      className="list-controls"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="list-controls__field">
        <label htmlFor={`${id}-status`}>{t('filters.status')}</label>
        <select
          ref={firstField}
          id={`${id}-status`}
          value={query.status}
          onChange={(event) => onChange({ ...query, status: event.target.value as StatusFilter })}
        >
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="list-controls__field">
        <label htmlFor={`${id}-type`}>{t('common:filters.type')}</label>
        <select
          id={`${id}-type`}
          value={query.type}
          onChange={(event) => onChange({ ...query, type: event.target.value as TypeFilter })}
        >
          {TYPE_FILTERS.map((type) => (
            <option key={type} value={type}>
              {t(`common:contentTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="list-controls__field">
        <label htmlFor={`${id}-sort`}>{t('common:filters.sort')}</label>
        <select
          id={`${id}-sort`}
          value={query.sort}
          onChange={(event) => onChange({ ...query, sort: event.target.value as SortOrder })}
        >
          {SORT_ORDERS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_LABELS[sort])}
            </option>
          ))}
        </select>
      </div>
      {!isDefaultQuery(query) && (
        <button
          type="button"
          className="button button--secondary list-controls__clear"
          onClick={() => {
            onChange(DEFAULT_QUERY);
            // The button goes away with the filters: keep the keyboard user in the form.
            firstField.current?.focus();
          }}
        >
          {t('common:filters.clear')}
        </button>
      )}
    </form>
  );
}
