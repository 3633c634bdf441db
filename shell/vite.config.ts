import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appPort, federationShared } from '../shared/build/federation';

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
      // Runs the federation start-up inside the entry, after which the app code runs.
      hostInitInjectLocation: 'entry',
      disableSnapshot: true,
      experiments: { provideExternalRuntime: true },
    }),
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'esnext' },
});
