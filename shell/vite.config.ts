import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkFileNames } from '../shared/build/chunkFileNames';
import { appPort, federationShared } from '../shared/build/federation';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/src/languages';
import { preloadStartupChunks } from './build/preloadStartupChunks';

const port = appPort('shell');

export default defineConfig({
  plugins: [
    react(),
    federation({
      // No remote is known at build time: they come from the remotes document at run time.
      name: 'shell',
      remotes: {},
      shared: federationShared,
      dts: false,
      // The federation start-up is a script of its own in index.html, so the page preloader
      // (a second entry) runs at once instead of waiting for it.
      hostInitInjectLocation: 'html',
      disableSnapshot: true,
      experiments: { provideExternalRuntime: true },
    }),
    preloadStartupChunks({
      languages: LANGUAGES,
      defaultLanguage: DEFAULT_LANGUAGE,
      asyncEntries: ['preload'],
    }),
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: {
    target: 'esnext',
    rollupOptions: {
      input: { index: 'index.html', preload: 'src/preload/preloadCurrentPage.ts' },
      output: { chunkFileNames },
    },
  },
});
