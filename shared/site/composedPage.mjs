// @ts-check
/**
 * What a composed page and the shell agree on. The composer (tooling/compose) writes pages with
 * these marks; the shell reads them when it starts in the browser.
 */

/** The id of the `<script type="application/json">` holding the remotes document the page was composed with. */
export const EMBEDDED_REMOTES_ID = 'fair-remotes';

/** Where the frame rendered by the shell's build leaves room for the page's HTML. */
export const PAGE_MARK = '<!--fair:page-->';

/**
 * The attributes of the element wrapping a page's server-rendered HTML: which remote entry
 * rendered it (its version's address), which page and in which language. The shell hydrates the
 * page only when the remote it loads is that very entry.
 */
export const FRAGMENT_ATTRIBUTES = /** @type {const} */ ({
  entry: 'data-fragment-entry',
  page: 'data-fragment-page',
  language: 'data-fragment-language',
});

/** The class of that element. */
export const FRAGMENT_CLASS = 'remote-fragment';
