import { DEFAULT_LANGUAGE, pagePath, ROUTES } from '@fair/shared/site';

type PageId = (typeof ROUTES)[number]['id'];

/**
 * A page of the site by its id in the app table, as a path written in pt-BR (`/estudio`): what
 * `InternalLink` takes, pointing it into the page's language. No slug is typed here.
 */
export function pageAddress(id: PageId): string {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`no page "${id}" in the app table`);
  return pagePath(route, DEFAULT_LANGUAGE);
}
