import { DEFAULT_LANGUAGE, hasParameter, pagePath, parseSitePath, ROUTES } from '@fair/shared/site';

/** The work's page in the app table (the one page of this remote with a parameter). */
const WORK_ROUTE = ROUTES.find((route) => route.app === 'mf-catalog' && hasParameter(route));
if (!WORK_ROUTE) throw new Error('the app table has no work page for mf-catalog');

/** A work's page as remotes write their links (in pt-BR; `InternalLink` localises it). */
export const workPagePath = (id: string): string => pagePath(WORK_ROUTE, DEFAULT_LANGUAGE, id);

/** The work's id in a page's path as in pt-BR (`/obras/calculo-i-araujo`), or undefined. */
export function workIdOf(pathname: string): string | undefined {
  const site = parseSitePath(pathname);
  return site.kind === 'page' && site.route === WORK_ROUTE ? site.param : undefined;
}
