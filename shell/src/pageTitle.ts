import type { Route } from '@fair/shared/site';
import type { TFunction } from 'i18next';

/**
 * A page's title, the same in the composed HTML (the shell's build renders it) and after a
 * navigation in the browser: the page's name, then the site's.
 */
export function pageTitle(t: TFunction<['common', 'shell']>, pageId: Route['id'] | null): string {
  const page = pageId ? t(`common:nav.${pageId}`) : t('shell:titles.notFound');
  return `${page} · ${t('common:site.name')}`;
}
