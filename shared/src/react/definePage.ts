import type { ComponentType } from 'react';
import type { LocaleFiles } from '../i18n/namespaces';
import type { Language } from '../languages';

/** What a page may use before its first render, in the browser as on the server. */
export interface PageContext {
  language: Language;
  /** Where the remote's files are (its data files lie next to its entry), ending in a slash. */
  baseUrl: string;
  /** The browser's fetch, or on the server one that reads the remote's own build. */
  fetch: typeof fetch;
}

/**
 * A page of a remote, as both its lifecycles (in the browser) and its server-side render (at
 * build time) use it.
 */
export interface PageDefinition {
  /** The page itself; it reads the shell's props with `useRemoteProps()`. */
  Component: ComponentType;
  /**
   * The page's own texts, e.g. `import.meta.glob('../locales/*\/faq.json')`: given per page, they
   * appear in the remote's manifest as that page's files only, so exactly the page's texts in the
   * page's language are downloaded. A namespace may hold `meta.description`: the page's
   * description for search engines and link previews.
   */
  texts: LocaleFiles;
  /**
   * Data the page needs before its first render, resolved before it renders (e.g. the catalogue),
   * so the first render in the browser matches the server's. A failure is the page's to show.
   */
  prepare?: (context: PageContext) => Promise<void>;
}

export function definePage(page: PageDefinition): PageDefinition {
  return page;
}
