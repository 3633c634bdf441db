// @ts-check
import { APPS, federationName } from './apps.mjs';
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
 * Whether a page is in the main navigation (otherwise it is linked from the footer).
 * @param {Route} route
 */
export function inMainNavigation(route) {
  return !('nav' in route) || route.nav !== 'footer';
}

/**
 * A page's address in a language: `/faq`, `/en/faq`; the home pages are `/` and `/en/`.
 * @param {{ slug: string }} route
 * @param {Language} language
 */
export function pagePath(route, language) {
  const prefix = languagePrefix(language);
  if (!prefix) return `/${route.slug}`;
  return `/${prefix}/${route.slug}`;
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
 * @typedef {{ kind: 'page', language: Language, route: Route }
 *   | { kind: 'redirect', location: string }
 *   | { kind: 'not-found', language: Language }} SitePath
 */

/**
 * What an address of the site is: a page in a language, a permanent redirect to the one form of
 * it (`/pt-br/faq` → `/faq`, `/faq/` → `/faq`, `/en` → `/en/`), or nothing (in the language its
 * prefix names, for the 404 page). `pathname` is decoded, without query or fragment.
 * @param {string} pathname
 * @returns {SitePath}
 */
export function parseSitePath(pathname) {
  const segments = pathname.split('/').slice(1);
  const [first = '', ...rest] = segments;
  if (first === 'pt-br') {
    const remainder = rest.join('/');
    // `/pt-br//evil.example` would lead to `//evil.example`: another site, not an address here.
    if (remainder.startsWith('/')) return { kind: 'not-found', language: DEFAULT_LANGUAGE };
    return { kind: 'redirect', location: `/${remainder}` };
  }
  const prefixed = languageOfPrefix(first);
  const language = prefixed ?? DEFAULT_LANGUAGE;
  const inside = prefixed ? rest : segments;
  if (prefixed && segments.length === 1) {
    return { kind: 'redirect', location: `/${first}/` };
  }
  // `inside` is at least [''] here: the slug, possibly followed by a trailing '' (a slash).
  const slug = inside[0] ?? '';
  const trailing = inside.length === 2 && inside[1] === '' && slug !== '';
  if (inside.length > (trailing ? 2 : 1)) return { kind: 'not-found', language };
  const route = ROUTES.find((candidate) => candidate.slug === slug);
  if (!route) return { kind: 'not-found', language };
  if (trailing) return { kind: 'redirect', location: pagePath(route, language) };
  return { kind: 'page', language, route };
}

/**
 * The same page in every language, for the language links, `hreflang` alternates and the sitemap.
 * @param {{ slug: string }} route
 * @returns {{ language: Language, path: string }[]}
 */
export function alternatePaths(route) {
  return LANGUAGES.map((language) => ({ language, path: pagePath(route, language) }));
}

/**
 * The language an address is in, from its prefix, and whether it has one (`/en/faq` → en,
 * prefixed; `/faq` and `/pt-br/faq` → pt-BR).
 * @param {string} pathname
 * @returns {{ language: Language, prefixed: boolean }}
 */
export function addressLanguage(pathname) {
  const first = pathname.split('/')[1] ?? '';
  const language = languageOfPrefix(first);
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
