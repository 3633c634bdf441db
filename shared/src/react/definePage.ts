import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { LocaleFiles } from '../runtime/namespaces';
import type { Language } from '../languages';

/**
 * Where a page is being prepared: its HTML at build time (no API: data that ships with the
 * build), its HTML for one request by its remote's own server (a data page: `fetch` reaches the
 * API), or the browser (which reads back what the HTML embeds, or asks the API).
 */
export type Rendering = 'build' | 'request' | 'browser';

/** What a page may use before its first render, in the browser as on the server. */
export interface PageContext {
  language: Language;
  /** Where the remote's files are (its data files lie next to its entry), ending in a slash. */
  baseUrl: string;
  /**
   * The browser's fetch; at build time one that reads the remote's own build; for a request, one
   * that reaches the API (`/api/…`) and nothing else.
   */
  fetch: typeof fetch;
  /** The page's path as in pt-BR, without the language prefix (`/obras/calculo-i-araujo`). */
  pathname: string;
  /** The address's query (`?q=joao`), or ''; always '' at build time. */
  search: string;
  rendering: Rendering;
}

/**
 * What a page rendered on the server says about itself, from its data: its status (a work that
 * does not exist is a 404, a withdrawn one a 410), the name its title starts with and its
 * description (a work's title and summary; the nav label and `meta.description` otherwise), Open
 * Graph's type, title and more properties, and whether the HTML may be kept for other visitors
 * (not when the API could not be read).
 */
export interface PageDescription {
  status?: 200 | 404 | 410;
  title?: string;
  description?: string;
  openGraph?: {
    type: 'website' | 'product';
    title?: string;
    properties?: readonly (readonly [string, string])[];
  };
  cacheable?: boolean;
}

/**
 * A page of a remote, as both its lifecycles (in the browser) and its server-side render (at
 * build time, and at request time for a data page) use it.
 */
export interface PageDefinition<Data = unknown> {
  /** The page itself; it reads the shell's props with `useRemoteProps()`, its data with `usePageData()`. */
  Component: ComponentType;
  /**
   * The page's own texts, e.g. `import.meta.glob('../locales/*\/faq.json')`: given per page, they
   * appear in the remote's manifest as that page's files only, so exactly the page's texts in the
   * page's language are downloaded. A namespace may hold `meta.description`: the page's
   * description for search engines and link previews.
   */
  texts: LocaleFiles;
  /**
   * The data the page renders, resolved before its first render (e.g. the catalogue's first
   * page), so the first render in the browser matches the server's: what it resolves to is what
   * `usePageData()` gives that render. A failure is the page's to show.
   */
  prepare?: (context: PageContext) => Promise<Data>;
  /**
   * On the server: what the page says about itself (status, head), from its data and its texts
   * (`i18n`, in the page's language with the page's namespaces loaded: `i18n.getFixedT(null, ns)`).
   */
  describe?(data: Data, i18n: I18n): PageDescription;
}

export function definePage<Data>(page: PageDefinition<Data>): PageDefinition<Data> {
  return page;
}
