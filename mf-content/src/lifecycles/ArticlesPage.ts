import { createPageLifecycles, definePage } from '@fair/shared';
import { ArticlesPage } from '../pages/ArticlesPage';

export const page = definePage({
  Component: ArticlesPage,
  texts: import.meta.glob('../locales/*/articles.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
