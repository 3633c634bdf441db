// @ts-check
import { SEARCH_TEXT_MAX_LENGTH } from './api.mjs';
import { isContentType } from './contentTypes.mjs';
import { isLanguage } from './languages.mjs';

/** @import { ContentType } from './contentTypes.mjs' */
/** @import { Language } from './languages.mjs' */

/**
 * The catalogue's query as its address writes it (`/?q=…&type=…&lang=…&sort=…`), read and written
 * by the one set of rules that the catalogue's page (mf-catalog) and the site's server (which
 * renders that page per query and keys its fragment cache by it) both follow, so that what the
 * server tells apart is exactly what the page shows apart.
 */

/** The orders a visitor chooses, as the address names them (`?sort=`). */
export const SORT_KEYS = /** @type {const} */ (['newest', 'title', 'price', 'price-desc']);

/** @typedef {(typeof SORT_KEYS)[number]} SortKey */

/**
 * Best match first: the order of a search unless another is chosen. It is never written in the
 * address, since it is the default whenever it means something.
 */
export const RELEVANCE = 'relevance';

/** @typedef {SortKey | typeof RELEVANCE} Order An order the list can be in: a chosen one, or best match while searching. */

/**
 * What the visitor is looking for; every part is in the address so a view can be shared.
 * @typedef {object} CatalogueQuery
 * @property {string} q The search text as typed (matching ignores case and accents).
 * @property {ContentType | null} type null: all types.
 * @property {Language | null} lang null: all languages.
 * @property {SortKey | null} sort The order chosen; null: the default one, best match while searching, newest first otherwise.
 */

/**
 * @param {unknown} value
 * @returns {value is SortKey}
 */
export function isSortKey(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (SORT_KEYS).includes(value);
}

/**
 * Whether there is a search text (spaces alone are none).
 * @param {string} q
 */
export function isSearching(q) {
  return q.trim() !== '';
}

/**
 * The order of a list nobody chose one for.
 * @param {string} q
 * @returns {Order}
 */
export function defaultOrder(q) {
  return isSearching(q) ? RELEVANCE : 'newest';
}

/**
 * How long a search text is, counted as the API counts it: in characters, not UTF-16 units.
 * @param {string} q
 */
export function searchTextLength(q) {
  return [...q].length;
}

/**
 * Whether the API would refuse this search text (`SEARCH_TEXT_MAX_LENGTH`): it is never sent.
 * @param {string} q
 */
export function isSearchTextTooLong(q) {
  return searchTextLength(q) > SEARCH_TEXT_MAX_LENGTH;
}

/**
 * Reads `?q=…&type=…&lang=…&sort=…` (each one's first value). A value that is not one of the known
 * options (an old or hand-edited link) is ignored rather than producing an empty, unexplained view;
 * the rest of the query is ignored.
 * @param {string} search the address's query, with or without its `?`
 * @returns {CatalogueQuery}
 */
export function parseCatalogueQuery(search) {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const lang = params.get('lang');
  const sort = params.get('sort');
  return {
    // Spaces alone are no search: read as none, as the server's key reads them.
    q: isSearching(params.get('q') ?? '') ? (params.get('q') ?? '') : '',
    type: isContentType(type) ? type : null,
    lang: isLanguage(lang) ? lang : null,
    sort: isSortKey(sort) ? sort : null,
  };
}

/**
 * The query's parameters as the address writes them, in this order: a search text that is one (as
 * typed: a trailing space tells the API the last word is finished), the filters chosen, and an
 * order other than the default. Defaults are left out, so the plain catalogue keeps its plain
 * address and a shared search its best-match order.
 * @param {CatalogueQuery} query
 * @returns {[string, string][]}
 */
export function catalogueQueryParameters(query) {
  /** @type {[string, string][]} */
  const parameters = [];
  if (isSearching(query.q)) parameters.push(['q', query.q]);
  if (query.type) parameters.push(['type', query.type]);
  if (query.lang) parameters.push(['lang', query.lang]);
  if (query.sort && query.sort !== defaultOrder(query.q)) parameters.push(['sort', query.sort]);
  return parameters;
}

/**
 * The query as a search string (`?q=joao&type=books`, or '' when nothing is chosen).
 * @param {CatalogueQuery} query
 */
export function serializeCatalogueQuery(query) {
  const text = new URLSearchParams(catalogueQueryParameters(query)).toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * What of an address's query the catalogue's page shows: its parameters once read and written
 * back by the page's rules (`parseCatalogueQuery`, `catalogueQueryParameters`), so two addresses
 * the page shows alike (`?type=poems` and none, `?sort=newest` and none, `?q=%20` and none) give
 * the same. null when the page would not ask the API for it (a search text past
 * `SEARCH_TEXT_MAX_LENGTH` characters).
 * @param {string} search the address's query, with or without its `?`
 * @returns {[string, string][] | null}
 */
export function catalogueShownParameters(search) {
  const query = parseCatalogueQuery(search);
  return isSearchTextTooLong(query.q) ? null : catalogueQueryParameters(query);
}
