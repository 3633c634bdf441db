import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/remoteViteConfig';

export default defineConfig(({ command }) =>
  remoteViteConfig(
    command,
    'mf-catalog',
    'mf_catalog',
    { './CatalogPage': './src/lifecycles/CatalogPage.ts' },
    // The page prefetches its catalogue when its module loads (src/catalogue/useCatalogue.ts).
    { './CatalogPage': ['catalogue.json'] },
  ),
);
