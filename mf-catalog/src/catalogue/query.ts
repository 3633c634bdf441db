import {
  defaultOrder,
  isSearching,
  RELEVANCE,
  SORT_KEYS,
  type CatalogueQuery,
  type Order,
} from '@fair/shared/site';

// The query's rules (reading and writing the address, the default order) are the site's, in
// `@fair/shared/site` (catalogueQuery.mjs): the server keys this page's HTML by them. What the
// page's controls make of a query is here.

export const EMPTY_QUERY: CatalogueQuery = { q: '', type: null, lang: null, sort: null };

/** The order the list is in. */
export const orderOf = (query: CatalogueQuery): Order => query.sort ?? defaultOrder(query.q);

const WHILE_SEARCHING: readonly Order[] = [RELEVANCE, ...SORT_KEYS];

/** The orders offered: best match only while searching (the same list for every text). */
export const ordersFor = (q: string): readonly Order[] =>
  isSearching(q) ? WHILE_SEARCHING : SORT_KEYS;

/**
 * The query with `order` chosen. Choosing the default keeps no choice, so the order follows the
 * search again (best match as soon as words are typed).
 */
export function withOrder(query: CatalogueQuery, order: Order): CatalogueQuery {
  return { ...query, sort: chosenSort(order, defaultOrder(query.q)) };
}

/** What choosing `order` keeps, where `fallback` is the order the search text alone gives. */
export function chosenSort(order: Order, fallback: Order): CatalogueQuery['sort'] {
  return order === RELEVANCE || order === fallback ? null : order;
}

/** Whether any filter narrows the list (the order does not). */
export function isFiltered(query: CatalogueQuery): boolean {
  return isSearching(query.q) || query.type !== null || query.lang !== null;
}
