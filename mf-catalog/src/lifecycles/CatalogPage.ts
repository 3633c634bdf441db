import { createPageLifecycles } from '@fair/shared';
import { prefetchCatalogue } from '../catalogue/useCatalogue';
import { CatalogPage } from '../pages/CatalogPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(
  CatalogPage,
  import.meta.glob('../locales/*/catalog.json'),
);

// The data is on its way as soon as this module arrives, not only once the page has rendered.
prefetchCatalogue();
