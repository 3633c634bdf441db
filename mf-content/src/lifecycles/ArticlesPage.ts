import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { ArticlesPage } from '../pages/ArticlesPage';

export const page = definePage({
  Component: ArticlesPage,
  texts: import.meta.glob('../locales/*/articles.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
