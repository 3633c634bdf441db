import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkFileNames } from '../shared/build/chunkFileNames';
import { appPort } from '../shared/build/federation';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/src/languages';
import { inlinePagePreloader } from './build/inlinePagePreloader';
import { inlineStartupStyles } from './build/inlineStartupStyles';
import { preloadStartupChunks } from './build/preloadStartupChunks';

const port = appPort('shell');

// Federation runtime build flags: remotes are registered by their entry (no manifest snapshots)
// and it only runs in browsers, so that code is left out of the bundle.
const define = {
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
  ENV_TARGET: JSON.stringify('web'),
};

/** The shell's start-up texts (common vocabulary + its own) are one file per language. */
function startupTextsChunk(id: string): string | null {
  const locale = /locales\/([^/]+)\/(common|shell)\.json$/.exec(id);
  return locale ? `locale-${locale[1]}-shell` : null;
}

export default defineConfig({
  plugins: [
    react(),
    inlinePagePreloader({ entry: 'src/preload/pagePreloader.ts', define }),
    inlineStartupStyles(),
    preloadStartupChunks({ languages: LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE }),
  ],
  define,
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: {
    target: 'esnext',
    rollupOptions: {
      output: {
        chunkFileNames,
        codeSplitting: { groups: [{ name: startupTextsChunk }] },
      },
    },
  },
});
