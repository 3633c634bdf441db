import {
  CONTENT_TYPES,
  LICENSE_STATUSES,
  isContentType,
  licenseStatus,
  type ContentType,
  type KnownStatus,
  type License,
} from '@fair/shared';

/** What the list's filters and orders read of a licence, whichever kind it is. */
export type Listed = Pick<License, 'id' | 'type' | 'purchaseDate' | 'expiryDate' | 'storedStatus'>;

/** `other`: a stored status outside the three known ones (shown grey, with its raw text). */
export const STATUS_FILTERS = ['all', ...LICENSE_STATUSES, 'other'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type TypeFilter = 'all' | ContentType;
export const TYPE_FILTERS: readonly TypeFilter[] = ['all', ...CONTENT_TYPES];
/** Purchase date newest or oldest first, or the soonest expiry first (no expiry last). */
export const SORT_ORDERS = ['newest', 'oldest', 'expiry'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface ListQuery {
  status: StatusFilter;
  type: TypeFilter;
  sort: SortOrder;
}

export const DEFAULT_QUERY: ListQuery = { status: 'all', type: 'all', sort: 'newest' };

const PARAMS = { status: 'status', type: 'type', sort: 'sort' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the list's filters from the page's query string; anything unknown means "all". */
export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const type = params.get(PARAMS.type);
  return {
    status: oneOf(STATUS_FILTERS, params.get(PARAMS.status), DEFAULT_QUERY.status),
    type: isContentType(type) ? type : DEFAULT_QUERY.type,
    sort: oneOf(SORT_ORDERS, params.get(PARAMS.sort), DEFAULT_QUERY.sort),
  };
}

/**
 * The query string for a list query, keeping any other parameter the page was given. Defaults are
 * left out, so the plain page has a plain address. Returns "" or "?…".
 */
export function listQueryToSearch(query: ListQuery, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of Object.keys(PARAMS) as (keyof ListQuery)[]) {
    if (query[key] === DEFAULT_QUERY[key]) params.delete(PARAMS[key]);
    else params.set(PARAMS[key], query[key]);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function isDefaultQuery(query: ListQuery): boolean {
  return (
    query.status === DEFAULT_QUERY.status &&
    query.type === DEFAULT_QUERY.type &&
    query.sort === DEFAULT_QUERY.sort
  );
}

function statusKey(license: Listed, now: Date): KnownStatus | 'other' {
  const status = licenseStatus(license, now);
  return status.kind;
}

const time = (iso: string) => Date.parse(iso);

const COMPARE: Record<SortOrder, (a: Listed, b: Listed) => number> = {
  newest: (a, b) => time(b.purchaseDate) - time(a.purchaseDate),
  oldest: (a, b) => time(a.purchaseDate) - time(b.purchaseDate),
  expiry: (a, b) => {
    // Licenses that never end come last, newest purchase first among them.
    if (a.expiryDate === null && b.expiryDate === null) return COMPARE.newest(a, b);
    if (a.expiryDate === null) return 1;
    if (b.expiryDate === null) return -1;
    return time(a.expiryDate) - time(b.expiryDate);
  },
};

/** The licenses the list shows: filtered by status and type, then sorted (a stable sort). */
export function applyListQuery<T extends Listed>(
  licenses: readonly T[],
  query: ListQuery,
  now: Date,
): T[] {
  return licenses
    .filter((license) => query.status === 'all' || statusKey(license, now) === query.status)
    .filter((license) => query.type === 'all' || license.type === query.type)
    .sort((a, b) => COMPARE[query.sort](a, b) || a.id.localeCompare(b.id));
}
