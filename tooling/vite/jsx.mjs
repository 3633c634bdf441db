// @ts-check
import react from '@vitejs/plugin-react';
import { JSX_IMPORT_SOURCE } from '@fair/shared/site';

/** @import { PluginOption } from 'vite' */

/**
 * Every build's, dev server's and test's JSX transform: React's plugin (Oxc), compiling JSX to the
 * runtime the site runs (`JSX_IMPORT_SOURCE`), the dependencies Vite pre-bundles in dev included
 * (a linked workspace package such as @fair/shared is one). React Fast Refresh is left out: it
 * cannot update Preact's components, so an edited module reloads the page instead of leaving it
 * stale.
 * @returns {PluginOption[]}
 */
export function jsxPlugin() {
  return [
    react({ jsxImportSource: JSX_IMPORT_SOURCE, refreshExclude: /./ }),
    {
      name: 'fair:jsx-import-source',
      config: () => ({
        optimizeDeps: {
          rolldownOptions: {
            transform: { jsx: { runtime: 'automatic', importSource: JSX_IMPORT_SOURCE } },
          },
        },
      }),
    },
  ];
}
