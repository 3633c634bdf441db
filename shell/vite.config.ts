import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkFileNames } from '../shared/build/chunkFileNames';
import { appPort } from '../shared/build/federation';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/src/languages';
import { preloadStartupChunks } from './build/preloadStartupChunks';

const port = appPort('shell');

export default defineConfig({
  plugins: [
    react(),
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
