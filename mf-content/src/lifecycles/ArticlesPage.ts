import { createPageLifecycles } from '@fair/shared';
import { ArticlesPage } from '../pages/ArticlesPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(
  ArticlesPage,
  import.meta.glob('../locales/*/articles.json'),
);
