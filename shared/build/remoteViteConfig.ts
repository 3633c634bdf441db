import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { chunkFileNames } from './chunkFileNames';
import { appPort, federationShared, type AppName } from './federation';

/**
 * The Vite config every remote uses: its federation name and exposed page modules differ, the
 * rest (portable base, CORS for the shell's origin, esnext target, singletons) must not.
 *
 * The production build is a pure remote: it borrows the shell's federation runtime instead of
 * shipping its own copy (about 18 kB gzipped per remote), and so it emits no page of its own.
 * The dev server keeps its runtime and its standalone page, for the team working on it alone.
 */
export function remoteViteConfig(
  command: 'build' | 'serve',
  app: Exclude<AppName, 'shell'>,
  federationName: string,
  exposes: Record<string, string>,
): UserConfig {
  const port = appPort(app);
  const build = command === 'build';
  return {
    base: './',
    plugins: [
      react(),
      federation({
        name: federationName,
        filename: 'remoteEntry.js',
        manifest: true,
        exposes,
        shared: federationShared,
        dts: false,
        disableRemote: true,
        disableSnapshot: true,
        ...(build ? { experiments: { externalRuntime: true } } : {}),
      }),
    ],
    server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true, cors: true },
    // No HTML input: the federation plugin adds remoteEntry.js as the build's only entry.
    build: {
      target: 'esnext',
      rollupOptions: { ...(build ? { input: {} } : {}), output: { chunkFileNames } },
    },
  };
}
