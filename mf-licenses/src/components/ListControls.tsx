import type { ParseKeys } from 'i18next';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@fair/shared';
import {
  DEFAULT_QUERY,
  isDefaultQuery,
  SORT_ORDERS,
  STATUS_FILTERS,
  TYPE_FILTERS,
  type ListQuery,
  type SortOrder,
  type StatusFilter,
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
      <SelectField
        className="list-controls__field"
        selectRef={firstField}
        id={`${id}-status`}
        label={t('filters.status')}
        value={query.status}
        options={statuses.map((status) => ({ value: status, label: statusLabel(status) }))}
        onChange={(status) => onChange({ ...query, status })}
      />
      <SelectField
        className="list-controls__field"
        id={`${id}-type`}
        label={t('common:filters.type')}
        value={query.type}
        options={TYPE_FILTERS.map((type) => ({
          value: type,
          label: t(`common:contentTypes.${type}`),
        }))}
        onChange={(type) => onChange({ ...query, type })}
      />
      <SelectField
        className="list-controls__field"
        id={`${id}-sort`}
        label={t('common:filters.sort')}
        value={query.sort}
        options={SORT_ORDERS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
        onChange={(sort) => onChange({ ...query, sort })}
      />
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
