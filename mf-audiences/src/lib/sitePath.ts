import { DEFAULT_LANGUAGE, pagePath, ROUTES, type Route } from '@fair/shared/site';

/** A page of the site, by its id in the app table (`faq`, `myLicenses`, …). */
export type PageId = Route['id'];

/**
 * Where a page of the site is, as a remote writes a link: its address in pt-BR (the shell and the
 * server-side render put it into the page's language), from the app table, with a fragment if
 * given: `sitePath('faq', 'author-payment')` is `/faq#author-payment`.
 */
export function sitePath(id: PageId, fragment?: string): string {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`no page "${id}" in the app table`);
  return `${pagePath(route, DEFAULT_LANGUAGE)}${fragment ? `#${fragment}` : ''}`;
}
