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

/**
 * Where a page template (a data page's composed frame, which the server completes at request time)
 * holds the tags that describe the page (`headTags`): a work's title is known only then.
 */
export const HEAD_MARK = '<!--fair:head-->';

/**
 * What a page with a parameter's frame holds where the value goes (its language links point to
 * the same work in each language): the shell's build renders the frame once with this value, and
 * the server puts the request's value in its place. It is a value like any other (the frame
 * renders as for a work of that id), so a work that has it gets the very frame it would anyway.
 */
export const PARAM_PLACEHOLDER = 'fair-param';

/**
 * The `<meta name>` by which a data page says where its HTML came from this time, so the browser
 * (and a test) knows: `request`, rendered for this request by the page's remote; `deploy`, the
 * HTML composed at deploy time (the catalogue's first page: its scripts ask the API for the
 * rest); `browser`, none (the page renders in the browser). A fallback says why after a colon:
 * `deploy:deadline`, `browser:error`, `deploy:unrendered` (a query the server does not render).
 */
export const FRAGMENT_SOURCE_META = 'fair-fragment';

/**
 * @typedef {'request' | `${'deploy' | 'browser'}${'' | ':deadline' | ':error' | ':unrendered'}`} FragmentSource
 */

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
 * @typedef {{ modules: string[], preload: string[], fetch: string[], styles?: string[] }} BootData
 * What a page's boot script starts: `modules`, the scripts to run (the shell's entry), once the
 * page is painted; `preload`, the module files they import (the shell's chunks and texts, the
 * page's remote entry, files and texts), and `fetch`, the data the page reads before its first
 * render, both downloaded at once; `styles`, the stylesheets of what appears only once the page
 * runs (dialogs, notifications: not inlined in the HTML), added at the same time (absent from a
 * page composed before there were any: the boot script comes with the shell, its data with the
 * composer that made the page, and either may be the older).
 */

/**
 * The performance mark the shell sets when a page first listens (its remote mounted): what the
 * benches read as the moment a page is interactive.
 */
export const INTERACTIVE_MARK = 'fair:interactive';
