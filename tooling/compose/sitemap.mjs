// @ts-check
import { DEFAULT_LANGUAGE, LANGUAGES, pagePath, ROUTES } from '@fair/shared/site';
import { escapeHtml } from './html.mjs';

/**
 * Every page in every language, each with its alternates (the seven and x-default).
 * @param {string} site the site's address, without a trailing slash
 */
export function sitemapXml(site) {
  const urls = ROUTES.flatMap((route) =>
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
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** @param {string} site */
export function robotsTxt(site) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`;
}
