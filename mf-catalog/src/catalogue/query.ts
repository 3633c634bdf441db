import { isContentType, isLanguage, type ContentType, type Language } from '@fair/shared';

/** The orders a visitor chooses, as the address names them (`?sort=`). */
export const SORT_KEYS = ['newest', 'title', 'price', 'price-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/**
 * Best match first: the order of a search unless another is chosen. It is never written in the
 * address, since it is the default whenever it means something.
 */
export const RELEVANCE = 'relevance';
/** An order the list can be in: a chosen one, or best match while searching. */
export type Order = SortKey | typeof RELEVANCE;

export const isSortKey = (value: unknown): value is SortKey =>
  typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);

/** What the visitor is looking for; every part is in the URL so a view can be shared. */
export interface CatalogueQuery {
  /** The search text as typed (matching ignores case and accents). */
  q: string;
  /** null: all types. */
  type: ContentType | null;
  /** null: all languages. */
  lang: Language | null;
  /** The order chosen; null: the default one, best match while searching, newest first otherwise. */
  sort: SortKey | null;
}

export const EMPTY_QUERY: CatalogueQuery = { q: '', type: null, lang: null, sort: null };

/** Whether there is a search text (spaces alone are none). */
export const isSearching = (q: string): boolean => q.trim() !== '';

/** The order of a list nobody chose one for. */
export const defaultOrder = (q: string): Order => (isSearching(q) ? RELEVANCE : 'newest');

/** The order the list is in. */
export const orderOf = (query: CatalogueQuery): Order => query.sort ?? defaultOrder(query.q);

/** The orders offered: best match only while searching. */
export const ordersFor = (q: string): readonly Order[] =>
  isSearching(q) ? [RELEVANCE, ...SORT_KEYS] : SORT_KEYS;

/**
 * The query with `order` chosen. Choosing the default keeps no choice, so the order follows the
 * search again (best match as soon as words are typed).
 */
export function withOrder(query: CatalogueQuery, order: Order): CatalogueQuery {
  const sort = order === RELEVANCE || order === defaultOrder(query.q) ? null : order;
  return { ...query, sort };
}

/**
 * Reads `?q=…&type=…&lang=…&sort=…`. A value that is not one of the known options (an old or
 * hand-edited link) is ignored rather than producing an empty, unexplained view.
 */
export function parseQuery(search: string): CatalogueQuery {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const lang = params.get('lang');
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    type: isContentType(type) ? type : null,
    lang: isLanguage(lang) ? lang : null,
    sort: isSortKey(sort) ? sort : null,
  };
}

/**
 * The query as a search string ("?q=joao&type=books", or "" when nothing is chosen). Defaults are
 * left out, so the plain catalogue keeps its plain address and a shared search its best-match
 * order.
 */
export function serializeQuery(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (isSearching(query.q)) params.set('q', query.q);
  if (query.type) params.set('type', query.type);
  if (query.lang) params.set('lang', query.lang);
  if (query.sort && query.sort !== defaultOrder(query.q)) params.set('sort', query.sort);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Whether any filter narrows the list (the order does not). */
export function isFiltered(query: CatalogueQuery): boolean {
  return isSearching(query.q) || query.type !== null || query.lang !== null;
}
