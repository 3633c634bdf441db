import { createPageLifecycles } from '@fair/shared';
import '../i18n';
import { ArticlesPage } from '../pages/ArticlesPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(ArticlesPage, [
  'articles',
]);
