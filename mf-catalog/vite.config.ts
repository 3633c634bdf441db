import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { remoteViteConfig } from '@fair/tooling/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The sample catalogue lives in one place, `@fair/shared/sample-catalogue.json`, which the API's
 * seed reads too; the build ships it next to remoteEntry.js as `catalogue.json`.
 */
function sampleCatalogue(): Plugin {
  const file = createRequire(import.meta.url).resolve('@fair/shared/sample-catalogue.json');
  return {
    name: 'mf-catalog:sample-catalogue',
    configureServer(server) {
      server.middlewares.use('/catalogue.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'catalogue.json', source: readFileSync(file) });
    },
  };
}

// Everything but the app's name is derived from the app table (@fair/shared/site).
export default defineConfig(({ command }) => {
  const config = remoteViteConfig({
    command,
    app: 'mf-catalog',
    pageData: { home: ['catalogue.json'] },
  });
  return { ...config, plugins: [...(config.plugins ?? []), sampleCatalogue()] };
});
