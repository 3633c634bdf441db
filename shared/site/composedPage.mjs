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

/** The id of the `<script type="application/json">` holding what the page's boot script starts. */
export const BOOT_DATA_ID = 'fair-boot';

/**
 * The shell's boot script, as its build leaves it (`<shell version>/boot.js`): the composer
 * inlines it at the end of every page, where it runs before the first paint.
 */
export const BOOT_SCRIPT_FILE = 'boot.js';

/**
 * @typedef {{ modules: string[], preload: string[], fetch: string[] }} BootData
 * What a page's boot script starts: `modules`, the scripts to run (the shell's entry), once the
 * page is painted; `preload`, the module files they import (the shell's chunks and texts, the
 * page's remote entry, files and texts), and `fetch`, the data the page reads before its first
 * render, both downloaded at once.
 */
