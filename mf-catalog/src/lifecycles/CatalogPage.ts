import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { prepareCatalogue } from '../catalogue/useCatalogueSearch';
import { CatalogPage } from '../pages/CatalogPage';

/**
 * The catalogue page: its first results are rendered at build time (the answer when the server
 * cannot render it in time) and for each request by this remote's server, for the address's
 * query; either way embedded in its HTML with the data they came from, and hydrated from that
 * data. The API answers every search after that. HTML made while the API could not answer is not
 * kept for other visitors.
 */
export const page = definePage({
  Component: CatalogPage,
  texts: import.meta.glob('../locales/*/catalog.json'),
  prepare: prepareCatalogue,
  describe: (data) => (data?.first.failed ? { cacheable: false } : {}),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
