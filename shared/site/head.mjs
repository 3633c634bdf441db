// @ts-check
import { FRAGMENT_SOURCE_META } from './composedPage.mjs';
import { escapeHtml, tag } from './html.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES, OPEN_GRAPH_LOCALES } from './languages.mjs';
import { pagePath } from './routes.mjs';

/**
 * The one owner of a page's `<head>`: the deploy-time composer (tooling/compose), the request-time
 * composition of data pages (tooling/server) and the browser's title after a navigation (the
 * shell's `pageTitle`, a work's page) all write it with these functions, from the same texts.
 */

/** @import { Language } from './languages.mjs' */
/** @import { Route } from './routes.mjs' */
/** @import { FragmentSource } from './composedPage.mjs' */

/**
 * A document's title: the page's own name (its nav label, a work's title), then the site's.
 * @param {string} pageName
 * @param {string} siteName
 */
export function documentTitle(pageName, siteName) {
  return `${pageName} · ${siteName}`;
}

/**
 * @typedef {{
 *   site: string,
 *   language: Language,
 *   page: { route: Route, param?: string } | null,
 *   siteName: string,
 *   title: string,
 *   description: string,
 *   openGraph?: { type: 'website' | 'product', title?: string, properties?: readonly (readonly [string, string])[] },
 *   source?: FragmentSource,
 * }} PageHead
 * What the head says about a page. `site`: the site's origin, without a trailing slash; `page`:
 * the page and its parameter's value, null for the 404 page (not indexed, no canonical); `title`:
 * the whole document title (`documentTitle`); `openGraph`: its type (`website` unless said),
 * its title when it is not the document's (a work's own title), and more properties (a work's
 * price); `source`: for a data page, where its HTML came from this time (`FRAGMENT_SOURCE_META`).
 */

/**
 * The tags that describe a page: title, description, canonical address, the `hreflang`
 * alternates (the seven languages and `x-default`), Open Graph, and for a data page where its
 * HTML came from. Every value is escaped.
 * @param {PageHead} head
 * @returns {string}
 */
export function headTags({
  site,
  language,
  page,
  siteName,
  title,
  description,
  openGraph,
  source,
}) {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    tag('meta', { name: 'description', content: description }),
  ];
  if (page) {
    const address = (/** @type {Language} */ other) =>
      `${site}${pagePath(page.route, other, page.param)}`;
    const canonical = address(language);
    tags.push(tag('link', { rel: 'canonical', href: canonical }));
    for (const alternate of LANGUAGES) {
      tags.push(tag('link', { rel: 'alternate', hreflang: alternate, href: address(alternate) }));
    }
    tags.push(
      tag('link', { rel: 'alternate', hreflang: 'x-default', href: address(DEFAULT_LANGUAGE) }),
      tag('meta', { property: 'og:type', content: openGraph?.type ?? 'website' }),
      tag('meta', { property: 'og:site_name', content: siteName }),
      tag('meta', { property: 'og:title', content: openGraph?.title ?? title }),
      tag('meta', { property: 'og:description', content: description }),
      tag('meta', { property: 'og:url', content: canonical }),
      tag('meta', { property: 'og:locale', content: OPEN_GRAPH_LOCALES[language] }),
      ...LANGUAGES.filter((other) => other !== language).map((other) =>
        tag('meta', { property: 'og:locale:alternate', content: OPEN_GRAPH_LOCALES[other] }),
      ),
      ...(openGraph?.properties ?? []).map(([property, content]) =>
        tag('meta', { property, content }),
      ),
    );
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  if (source) tags.push(tag('meta', { name: FRAGMENT_SOURCE_META, content: source }));
  return tags.join('\n');
}

/**
 * The browser's colour for the site's bar: the design tokens' `--color-primary`
 * (shared/src/styles/tokens.css; a test holds the two equal).
 */
export const THEME_COLOR = '#1f5f8b';

/**
 * A whole `<head>`'s content: the character set and viewport, the described tags (`headTags`, or
 * a mark where a request-time composition puts them), the theme colour, the render-blocking
 * expectation of the page's last element, and the page's styles, inlined.
 * @param {{ described: string, styles: readonly string[], expect: string }} parts `expect`: the
 *   id of the element after which the page may be painted (nothing is painted before the whole
 *   frame and page are parsed: a paint of half a page would move what it showed).
 * @returns {string}
 */
export function pageHead({ described, styles, expect }) {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    described,
    tag('meta', { name: 'theme-color', content: THEME_COLOR }),
    '<link rel="icon" href="data:,">',
    tag('link', { rel: 'expect', href: `#${expect}`, blocking: 'render' }),
    ...styles.map((css) => `<style>${css}</style>`),
  ].join('\n');
}
