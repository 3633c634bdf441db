// @ts-check
import { ID_PATTERN, WORK_ID_MAX_LENGTH } from './api.mjs';
import { APPS, federationName } from './apps.mjs';
import { catalogueShownParameters } from './catalogueQuery.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfPrefix, languagePrefix } from './languages.mjs';

/** @import { Language } from './languages.mjs' */
/** @import { RemoteApp } from './apps.mjs' */
/** @typedef {RemoteApp['pages'][number]} Page */
/** @typedef {RemoteApp['name']} RemoteAppName */

/**
 * @typedef {Page & { app: RemoteAppName, remote: string }} Route
 * A page of the site with the remote that serves it (`remote` is its federation name).
 */

/**
 * Every page of the site, in the navigation's order, from the app table.
 * @type {readonly Route[]}
 */
export const ROUTES = APPS.flatMap((app) =>
  'pages' in app
    ? app.pages.map((page) => ({ ...page, app: app.name, remote: federationName(app.name) }))
    : [],
);

/**
 * Whether a page is linked from the footer (`nav: 'footer'` in the app table).
 * @param {Route} route
 */
export function inFooter(route) {
  return 'nav' in route && route.nav === 'footer';
}

/**
 * Whether a page is in the main navigation: every page with one address per language but those
 * the footer links to (a page with a parameter, a work's, is in no navigation).
 * @param {Route} route
 */
export function inMainNavigation(route) {
  return !hasParameter(route) && !inFooter(route);
}

/**
 * Whether a page is one page per value of a parameter (a work's page: `/obras/{id}`), rather than
 * a page with one address per language.
 * @param {Route} route
 * @returns {route is Extract<Route, { param: string }>}
 */
export function hasParameter(route) {
  return 'param' in route;
}

/**
 * @typedef {Exclude<Route, { param: string }>} FixedRoute
 * A page with one address per language: what the navigation, the footer and the sitemap's fixed
 * part list.
 */

/**
 * Every page with one address per language, in the navigation's order.
 * @type {readonly FixedRoute[]}
 */
export const FIXED_ROUTES = /** @type {FixedRoute[]} */ (
  ROUTES.filter((route) => !hasParameter(route))
);

/** @typedef {Extract<Route, { live: object }>} LiveRoute A page whose HTML is rendered at request time. */

/**
 * Whether a page's HTML is rendered at request time by its remote (its content is data).
 * @param {Route} route
 * @returns {route is LiveRoute}
 */
export function isLive(route) {
  return 'live' in route;
}

/**
 * Each query a data page can depend on (`live.query` in the app table), by its name there: what of
 * an address's query the page shows, normalised by the page's own rules.
 */
const LIVE_QUERIES = { catalogue: catalogueShownParameters };

/**
 * The parameters of a data page's address its HTML depends on (`live.query` in the app table),
 * normalised as the page reads them: values the page ignores (an unknown type, language or order,
 * a search text of spaces, a default order, a repeated parameter, any other parameter) are left
 * out, so addresses the page shows alike give the same parameters. This, never the raw query, is
 * what the server passes to the remote and keys its fragment cache by. null when the page would not
 * ask the API for it (a search text past `SEARCH_TEXT_MAX_LENGTH` characters): such a request is
 * not rendered at request time.
 * @param {LiveRoute} route
 * @param {string} search the address's query, with or without its `?`
 * @returns {[string, string][] | null}
 */
export function liveParameters(route, search) {
  const { query } = route.live;
  return query === null ? [] : LIVE_QUERIES[query](search);
}

const PARAMETER = new RegExp(ID_PATTERN);

/**
 * Whether a value can be a page's parameter: a marketplace id (`ID_PATTERN`, at most
 * `WORK_ID_MAX_LENGTH` characters). Anything else is no page, without asking anyone.
 * @param {unknown} value
 * @returns {value is string}
 */
export function isPageParameter(value) {
  return typeof value === 'string' && value.length <= WORK_ID_MAX_LENGTH && PARAMETER.test(value);
}

/**
 * A page's address in a language: `/faq`, `/en/faq`; the home pages are `/` and `/en/`; a page
 * with a parameter needs its value: `/obras/calculo-i-araujo`, `/en/obras/calculo-i-araujo`.
 * @param {{ slug: string, param?: string }} route
 * @param {Language} language
 * @param {string} [value] the parameter's value, for a page that has one
 */
export function pagePath(route, language, value) {
  const prefix = languagePrefix(language);
  let path = route.slug;
  if (route.param !== undefined) {
    if (value === undefined) throw new Error(`the page /${route.slug} needs its ${route.param}`);
    path = `${route.slug}/${value}`;
  }
  if (!prefix) return `/${path}`;
  return `/${prefix}/${path}`;
}

/**
 * An address inside the site, written as in pt-BR (`/minhas-licencas?status=active#x`), in the
 * given language (`/en/minhas-licencas?status=active#x`). Remotes write their links this way; the
 * shell and the server-side render make them point into the current language.
 * @param {string} path
 * @param {Language} language
 */
export function localizePath(path, language) {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const prefix = languagePrefix(language);
  return prefix ? `/${prefix}${path}` : path;
}

/**
 * @typedef {{ kind: 'page', language: Language, route: Route, param?: string }
 *   | { kind: 'redirect', location: string }
 *   | { kind: 'not-found', language: Language }} SitePath
 * `param`: the parameter's value, for a page that has one.
 */

/**
 * What an address of the site is: a page in a language, a permanent redirect to the one form of
 * it (`/pt-br/faq` → `/faq`, `/faq/` → `/faq`, `/en` → `/en/`, `/EN/FAQ` → `/en/faq`), or nothing
 * (in the language its prefix names, for the 404 page). A page with a parameter is its slug and a
 * value that can be one (`/obras/calculo-i-araujo`); whether that work exists is its remote's to
 * say.
 * `pathname` is decoded, without query or fragment.
 * @param {string} pathname
 * @returns {SitePath}
 */
export function parseSitePath(pathname) {
  // Prefixes and slugs are lower case; typed otherwise (`/pt-PT/`, a link written by hand), the
  // address leads to the page's own.
  const folded = foldedPath(pathname);
  if (folded !== pathname) {
    const site = parseSitePath(folded);
    return site.kind === 'page'
      ? { kind: 'redirect', location: pagePath(site.route, site.language, site.param) }
      : site;
  }
  const segments = pathname.split('/').slice(1);
  const [first = '', ...rest] = segments;
  if (first === 'pt-br') {
    const remainder = rest.join('/');
    // `/pt-br//evil.example` would lead to `//evil.example`, and `/pt-br/\evil.example` to
    // `/\evil.example`, which browsers read the same way: another site, not an address here.
    if (/^[/\\]/.test(remainder)) return { kind: 'not-found', language: DEFAULT_LANGUAGE };
    return { kind: 'redirect', location: `/${remainder}` };
  }
  const prefixed = languageOfPrefix(first);
  const language = prefixed ?? DEFAULT_LANGUAGE;
  const inside = prefixed ? rest : segments;
  if (prefixed && segments.length === 1) {
    return { kind: 'redirect', location: `/${first}/` };
  }
  // `inside` is at least [''] here: the slug, possibly followed by a value and a trailing ''
  // (a slash).
  const slug = inside[0] ?? '';
  const route = ROUTES.find((candidate) => candidate.slug === slug);
  if (!route) return { kind: 'not-found', language };
  if (hasParameter(route)) {
    const value = inside[1];
    const trailing = inside.length === 3 && inside[2] === '';
    if ((inside.length !== 2 && !trailing) || !isPageParameter(value)) {
      return { kind: 'not-found', language };
    }
    if (trailing) return { kind: 'redirect', location: pagePath(route, language, value) };
    return { kind: 'page', language, route, param: value };
  }
  const trailing = inside.length === 2 && inside[1] === '' && slug !== '';
  if (inside.length > (trailing ? 2 : 1)) return { kind: 'not-found', language };
  if (trailing) return { kind: 'redirect', location: pagePath(route, language) };
  return { kind: 'page', language, route };
}

/** ASCII capitals to lower case: every language prefix and slug is written in lower case. */
const lowerCase = (/** @type {string} */ text) =>
  text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * The address with its language prefix and slug in lower case, as the site writes them; a page's
 * value (a work's id) as it is, since it is no address of the site's own making.
 * @param {string} pathname
 */
function foldedPath(pathname) {
  const [, first = '', ...rest] = pathname.split('/');
  const prefix = lowerCase(first);
  if (prefix !== 'pt-br' && languageOfPrefix(prefix) === undefined) {
    return ['', prefix, ...rest].join('/');
  }
  const [slug, ...after] = rest;
  return ['', prefix, ...(slug === undefined ? [] : [lowerCase(slug), ...after])].join('/');
}

/**
 * The same page in every language, for the language links, `hreflang` alternates and the sitemap.
 * @param {{ slug: string, param?: string }} route
 * @param {string} [value] the parameter's value, for a page that has one
 * @returns {{ language: Language, path: string }[]}
 */
export function alternatePaths(route, value) {
  return LANGUAGES.map((language) => ({ language, path: pagePath(route, language, value) }));
}

/**
 * The language an address is in, from its prefix, and whether it has one (`/en/faq` and `/EN/faq`
 * → en, prefixed; `/faq` and `/pt-br/faq` → pt-BR).
 * @param {string} pathname
 * @returns {{ language: Language, prefixed: boolean }}
 */
export function addressLanguage(pathname) {
  const first = pathname.split('/')[1] ?? '';
  const language = languageOfPrefix(lowerCase(first));
  return language ? { language, prefixed: true } : { language: DEFAULT_LANGUAGE, prefixed: false };
}

/** @typedef {Route['id']} PageId */

/**
 * A page's address as remotes write their links (in pt-BR: `InternalLink` and `localizePath`
 * put it into the page's language): `pageAddress('myLicenses')` is `/minhas-licencas`.
 * @param {PageId} id
 */
export function pageAddress(id) {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No page "${id}" in the app table`);
  return pagePath(route, DEFAULT_LANGUAGE);
}
