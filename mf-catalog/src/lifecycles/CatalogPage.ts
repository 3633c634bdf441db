import { createPageLifecycles, definePage } from '@fair/shared';
import { prepareCatalogue } from '../catalogue/useCatalogue';
import { CatalogPage } from '../pages/CatalogPage';

/** The catalogue page: its works and prices are rendered on the server and hydrated. */
export const page = definePage({
  Component: CatalogPage,
  texts: import.meta.glob('../locales/*/catalog.json'),
  prepare: prepareCatalogue,
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
