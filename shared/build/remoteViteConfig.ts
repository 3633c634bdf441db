import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { chunkFileNames } from './chunkFileNames';
import { appPort, federationShared, type AppName } from './federation';
import { withPageData, type PageData } from './pageData';

/**
 * The federation glue a remote needs before its page can run (runtime helpers, the shared-module
 * map, the shell's runtime handle): one chunk instead of four tiny ones, each a request of its own
 * on a first visit. (The federation plugin keeps Vite's preload helper in a chunk of its own.)
 */
const FEDERATION_GLUE = /@module-federation\/runtime|localSharedImportMap|external-runtime-core/;

/**
 * The Vite config every remote uses: its federation name and exposed page modules differ, the
 * rest (portable base, CORS for the shell's origin, esnext target, singletons) must not.
 *
 * The production build is a pure remote: it borrows the shell's federation runtime instead of
 * shipping its own copy (about 18 kB gzipped per remote), and it takes every shared library from
 * the shell (`import: false`), so it ships no fallback copies and emits no page of its own.
 * The dev server keeps its runtime, its fallbacks and its standalone page, for the team working
 * on it alone.
 *
 * `pageData` names, per exposed page, the data files (next to remoteEntry.js) the page fetches as
 * soon as its module loads; the manifest lists them so the shell's preloader fetches them in
 * parallel with the code instead of after it.
 */
export function remoteViteConfig(
  command: 'build' | 'serve',
  app: Exclude<AppName, 'shell'>,
  federationName: string,
  exposes: Record<string, string>,
  pageData: PageData = {},
): UserConfig {
  const port = appPort(app);
  const build = command === 'build';
  const shared = build
    ? Object.fromEntries(
        Object.entries(federationShared).map(([name, config]) => [
          name,
          { ...config, import: false as const },
        ]),
      )
    : federationShared;
  return {
    base: './',
    plugins: [
      react(),
      federation({
        name: federationName,
        filename: 'remoteEntry.js',
        manifest: {
          // Called for the manifest (without `manifest`) and then for the stats file.
          additionalData: ({ stats, manifest }) =>
            manifest ? stats : withPageData(stats, pageData),
        },
        exposes,
        shared,
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
      rollupOptions: build
        ? {
            input: {},
            output: {
              chunkFileNames,
              codeSplitting: { groups: [{ name: 'federation', test: FEDERATION_GLUE }] },
            },
          }
        : { output: { chunkFileNames } },
    },
  };
}
