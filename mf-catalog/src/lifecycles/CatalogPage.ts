import { createPageLifecycles } from '@fair/shared';
import { CatalogPage } from '../pages/CatalogPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(
  CatalogPage,
  import.meta.glob('../locales/*/catalog.json'),
);
