// @ts-check
import { DEFAULT_LANGUAGE, escapeHtml, FIXED_ROUTES, LANGUAGES, pagePath } from '@fair/shared/site';

/** @import { Route } from '@fair/shared/site' */

const URLSET =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

/**
 * The `<url>` entries of the pages with one address per language, each with its alternates (the
 * seven and x-default).
 * @param {string} site the site's address, without a trailing slash
 */
export function fixedPageEntries(site) {
  return FIXED_ROUTES.flatMap((route) =>
    LANGUAGES.map((language) => {
      const alternates = [
        ...LANGUAGES.map((other) => [other, pagePath(route, other)]),
        ['x-default', pagePath(route, DEFAULT_LANGUAGE)],
      ].map(
        ([hreflang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${site}${path}`)}"/>`,
      );
      return [
        `  <url>`,
        `    <loc>${escapeHtml(`${site}${pagePath(route, language)}`)}</loc>`,
        ...alternates,
        `  </url>`,
      ].join('\n');
    }),
  );
}

/**
 * The `<url>` entries of pages with a parameter (works): one per language. They carry no
 * alternates: each page's head names them (`hreflang`), and eight alternates an address would
 * make a file of 50,000 addresses pass the protocol's 50 MB.
 * @param {string} site
 * @param {Route} route
 * @param {readonly string[]} values the parameter's values (work ids)
 */
export function parameterPageEntries(site, route, values) {
  return values.flatMap((value) =>
    LANGUAGES.map(
      (language) =>
        `  <url><loc>${escapeHtml(`${site}${pagePath(route, language, value)}`)}</loc></url>`,
    ),
  );
}

/** @param {readonly string[]} entries `<url>` entries */
export function urlsetXml(entries) {
  return ['<?xml version="1.0" encoding="UTF-8"?>', URLSET, ...entries, '</urlset>', ''].join('\n');
}

/** @param {readonly string[]} locations the sitemaps' addresses */
export function sitemapIndexXml(locations) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((location) => `  <sitemap><loc>${escapeHtml(location)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * The sitemap of the pages with one address per language (the composer writes it; the server adds
 * the works' pages to it, or serves it alone when it cannot list them).
 * @param {string} site the site's address, without a trailing slash
 */
export function sitemapXml(site) {
  return urlsetXml(fixedPageEntries(site));
}

/** @param {string} site */
export function robotsTxt(site) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`;
}
