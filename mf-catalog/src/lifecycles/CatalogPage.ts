import { createPageLifecycles, definePage } from '@fair/shared';
import { prepareCatalogue } from '../catalogue/useCatalogueSearch';
import { CatalogPage } from '../pages/CatalogPage';

/**
 * The catalogue page: its first results are rendered at build time, embedded in its HTML with the
 * data they came from, and hydrated from that data; the API answers every search after that.
 */
export const page = definePage({
  Component: CatalogPage,
  texts: import.meta.glob('../locales/*/catalog.json'),
  prepare: prepareCatalogue,
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
