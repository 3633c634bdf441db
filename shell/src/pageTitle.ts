import { documentTitle, hasParameter, type Route } from '@fair/shared/site';
import type { TFunction } from 'i18next';

type ShellT = TFunction<['common', 'shell']>;

/**
 * A page's own name, as its title starts: its nav label; for a page with a parameter, what it is
 * (a work's page is titled by the work once the page knows it: the page sets that itself).
 */
function pageName(t: ShellT, route: Route | null): string {
  if (!route) return t('shell:titles.notFound');
  if (hasParameter(route)) return t(`shell:titles.${route.id}`);
  return t(`common:nav.${route.id}`);
}

/**
 * A page's title, the same in the composed HTML (the shell's build renders it) and after a
 * navigation in the browser (`documentTitle`, the head's one format): the page's name, then the
 * site's.
 */
export function pageTitle(t: ShellT, route: Route | null): string {
  return documentTitle(pageName(t, route), t('common:site.name'));
}
