import { isContentType, isLanguage, type ContentType, type Language } from '@fair/shared';

export const SORT_KEYS = ['newest', 'title', 'price', 'price-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'newest';

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
  sort: SortKey;
}

export const EMPTY_QUERY: CatalogueQuery = { q: '', type: null, lang: null, sort: DEFAULT_SORT };

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
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
  };
}

/**
 * The query as a search string ("?q=joao&type=books", or "" when nothing is chosen). Defaults are
 * left out, so the plain catalogue keeps its plain address.
 */
export function serializeQuery(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q);
  if (query.type) params.set('type', query.type);
  if (query.lang) params.set('lang', query.lang);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Whether any filter narrows the list (the sort order does not). */
export function isFiltered(query: CatalogueQuery): boolean {
  return query.q.trim() !== '' || query.type !== null || query.lang !== null;
}
