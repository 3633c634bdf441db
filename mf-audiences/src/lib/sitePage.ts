import { DEFAULT_LANGUAGE, pagePath, ROUTES } from '@fair/shared/site';

type PageId = (typeof ROUTES)[number]['id'];

/**
 * A page of the site by its id in the app table, as a pt-BR path (`/conta`): what `InternalLink`
 * takes, pointing it into the visitor's language. No slug is typed in a page.
 */
export function sitePage(id: PageId): string {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`no page "${id}" in the app table`);
  return pagePath(route, DEFAULT_LANGUAGE);
}
