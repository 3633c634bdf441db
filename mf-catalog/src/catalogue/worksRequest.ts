import {
  API_SERVICE,
  isSearching,
  isSearchTextTooLong,
  type CatalogueQuery,
  type Order,
  WORKS_PAGE_MAX_SIZE,
} from '@fair/shared/site';
import { orderOf } from './query';

/** How many works a page of results holds, and how many each "Show more" adds. */
export const PAGE_SIZE = 12;

/**
 * How many works to ask for when `shown` works of a query are on the page and asked again (coming
 * back to the page, Retry): as many pages as are shown, so the works "Show more" added stay, up to
 * what one answer holds.
 */
export const sizeToKeep = (shown: number): number =>
  Math.min(Math.max(PAGE_SIZE, Math.ceil(shown / PAGE_SIZE) * PAGE_SIZE), WORKS_PAGE_MAX_SIZE);

/** The API's addresses, on the site's own origin (the site forwards `/api/` to the API). */
export const WORKS_PATH = `${API_SERVICE.pathPrefix}works`;
export const PLATFORMS_PATH = `${API_SERVICE.pathPrefix}platforms`;

/** The address of one work (`GET /api/works/{id}`). */
export const workUrl = (id: string): string => `${WORKS_PATH}/${encodeURIComponent(id)}`;

/** Each order as the API names it. */
const API_SORT: Record<Order, string> = {
  relevance: 'relevance',
  newest: 'newest',
  title: 'title',
  price: 'price-asc',
  'price-desc': 'price-desc',
};

/**
 * The address of a page of works for a query: its first page, or the page after `cursor`, of
 * `size` works. The search text goes as typed (a trailing space tells the API the last word is
 * finished), and the order always explicitly. null when the query holds what the API refuses (a
 * text too long).
 */
export function worksUrl(
  query: CatalogueQuery,
  cursor?: string | null,
  size: number = PAGE_SIZE,
): string | null {
  if (isSearchTextTooLong(query.q)) return null;
  const params = new URLSearchParams();
  if (isSearching(query.q)) params.set('q', query.q);
  if (query.type) params.set('type', query.type);
  if (query.lang) params.set('language', query.lang);
  params.set('sort', API_SORT[orderOf(query)]);
  params.set('limit', String(size));
  if (cursor) params.set('cursor', cursor);
  return `${WORKS_PATH}?${params.toString()}`;
}
