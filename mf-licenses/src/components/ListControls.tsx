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
  /**
   * Drawn but unusable while the licences are being read: the list's place is taken from the
   * first paint, so nothing moves when they arrive.
   */
  disabled?: boolean;
}

/** Status, type and sort: changes apply at once (and go into the page's address). */
export function ListControls({ query, onChange, offerOtherStatus, disabled = false }: Props) {
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
        disabled={disabled}
        label={t('filters.status')}
        value={query.status}
        options={statuses.map((status) => ({ value: status, label: statusLabel(status) }))}
        onChange={(status) => onChange({ ...query, status })}
      />
      <SelectField
        className="list-controls__field"
        id={`${id}-type`}
        disabled={disabled}
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
        disabled={disabled}
        label={t('common:filters.sort')}
        value={query.sort}
        options={SORT_ORDERS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
        onChange={(sort) => onChange({ ...query, sort })}
      />
      {/* Always in its place, usable when there is something to clear: filters applied from
          the address as the page hydrates move nothing. */}
      <button
        type="button"
        disabled={disabled || isDefaultQuery(query)}
        className="button button--secondary list-controls__clear"
        onClick={() => {
          onChange(DEFAULT_QUERY);
          // The button is disabled with the filters gone: keep the keyboard user in the form.
          firstField.current?.focus();
        }}
      >
        {t('common:filters.clear')}
      </button>
    </form>
  );
}
