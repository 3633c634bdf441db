// @ts-check
import { federation } from '@module-federation/vite';
import { appPort, federationName, findApp, lifecycleFile } from '@fair/shared/site';
import { buildInfo, createBuildId, writeBuildInfo } from './buildInfo.mjs';
import { chunkFileNames } from './chunkFileNames.mjs';
import { devApiProxy } from './devApiProxy.mjs';
import { renderPageFragments } from './pageFragments.mjs';
import { precompressFolder } from './precompress.mjs';
import { standalonePage } from './standalonePage.mjs';
import { packageOf, SHARED_LIBRARIES, sharedPackageVersions } from './sharedLibraries.mjs';
import { jsxPlugin } from './jsx.mjs';

/** @import { Plugin, UserConfig } from 'vite' */

/**
 * The federation glue a remote needs before its page can run (runtime helpers, the shared-module
 * map, the shell's runtime handle): one chunk instead of four tiny ones, each a request of its own.
 */
const FEDERATION_GLUE = /@module-federation\/runtime|localSharedImportMap|external-runtime-core/;

/**
 * @typedef {{ command: 'build' | 'serve', app: string, root?: string,
 *   pageData?: Record<string, readonly string[]> }} RemoteConfigOptions
 * `pageData`: per page id, the data files (next to remoteEntry.js) the page reads before its first
 * render; the composer preloads them with the page.
 */

/**
 * The Vite config of every remote, derived from the app table: its federation name, its exposed
 * pages (`./FaqPage` from `src/lifecycles/FaqPage.ts`) and its port. The build is portable
 * (`base: './'`), takes React, i18next and @fair/shared/runtime from the shell at run time (singletons,
 * never downloaded twice) and borrows the shell's federation runtime. After the browser build it
 * renders its pages' HTML in every language, writes what it needs from the shell (`build.json`)
 * and compresses its files, so a deploy only copies the folder.
 * @param {RemoteConfigOptions} options
 * @returns {UserConfig}
 */
export function remoteViteConfig({ command, app: appName, root = process.cwd(), pageData = {} }) {
  const app = findApp(appName);
  if (!('pages' in app)) throw new Error(`${appName} is not a remote`);
  const port = appPort(app.name);
  const build = command === 'build';
  const versions = sharedPackageVersions(root);
  const shared = Object.fromEntries(
    SHARED_LIBRARIES.map((library) => [
      library,
      { singleton: true, requiredVersion: `^${versions[packageOf(library)]}` },
    ]),
  );
  const exposes = Object.fromEntries(
    app.pages.map((page) => [page.module, lifecycleFile(page.module)]),
  );
  const data = Object.fromEntries(
    app.pages
      .filter((page) => pageData[page.id])
      .map((page) => [page.module, pageData[page.id] ?? []]),
  );
  return {
    base: './',
    plugins: [
      jsxPlugin(),
      federation({
        name: federationName(app.name),
        filename: 'remoteEntry.js',
        manifest: {
          // Called for the manifest (without `manifest`) and then for the stats file.
          additionalData: ({ stats, manifest }) => (manifest ? stats : withPageData(stats, data)),
        },
        exposes,
        shared,
        dts: false,
        disableRemote: true,
        disableSnapshot: true,
        ...(build ? { experiments: { externalRuntime: true } } : {}),
      }),
      ...(build
        ? [remoteBuildOutputs({ app: app.name, pages: app.pages, root })]
        : [standalonePage(app.name)]),
    ],
    server: {
      port,
      strictPort: true,
      cors: true,
      origin: `http://localhost:${port}`,
      proxy: devApiProxy(),
    },
    preview: { port, strictPort: true, cors: true },
    // The dev server serves @fair/shared's runtime from its sources, as the rest of the workspace:
    // pre-bundled, its texts' imports (relative to its own folder) would point nowhere.
    optimizeDeps: { exclude: SHARED_LIBRARIES.filter((library) => library.startsWith('@fair/')) },
    build: {
      target: 'esnext',
      // `.vite/manifest.json`: the composer reads from it the stylesheets the remote's code asks for
      // on demand (none of its pages inlines them), to add them with the page's scripts.
      manifest: true,
      // No HTML input: the federation plugin adds remoteEntry.js as the build's only entry.
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

/**
 * After the browser build: the pages' HTML, the build's id and needs, compressed files.
 * @param {{ app: string, pages: readonly { id: string, slug: string, module: string }[], root: string }} options
 * @returns {Plugin}
 */
function remoteBuildOutputs({ app, pages, root }) {
  /** @type {string} */
  let outDir;
  return {
    name: 'fair:remote-build-outputs',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : `${config.root}/${config.build.outDir}`;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await renderPageFragments({ root, outDir, pages });
        writeBuildInfo(outDir, buildInfo({ kind: 'remote', app, version: buildVersion(), root }));
        precompressFolder(outDir);
      },
    },
  };
}

/** A deploy names the version it builds; a plain build gets one of its own. */
function buildVersion() {
  return process.env.FAIR_BUILD_VERSION || createBuildId();
}

/**
 * Adds `data: [file, …]` to the exposed modules of a remote's manifest: what the page reads before
 * its first render, preloaded by the composed page. Unknown pages are a build error, so a renamed
 * page cannot silently lose its hint.
 * @param {Record<string, unknown>} manifest
 * @param {Record<string, readonly string[]>} pageData by module (`./CatalogPage`)
 */
export function withPageData(manifest, pageData) {
  const exposes = /** @type {{ path?: unknown, data?: string[] }[]} */ (
    Array.isArray(manifest.exposes) ? manifest.exposes : []
  );
  for (const [module, files] of Object.entries(pageData)) {
    const expose = exposes.find((candidate) => candidate.path === module);
    if (!expose) throw new Error(`pageData names ${module}, which this remote does not expose`);
    expose.data = [...files];
  }
  return manifest;
}
