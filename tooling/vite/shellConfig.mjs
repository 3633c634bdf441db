// @ts-check
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appPort, BOOT_SCRIPT_FILE, federationName, REMOTE_APPS } from '@fair/shared/site';
import { buildInfo, createBuildId, writeBuildInfo } from './buildInfo.mjs';
import { chunkFileNames } from './chunkFileNames.mjs';
import { devApiProxy } from './devApiProxy.mjs';
import { buildInlineScript } from './inlineScript.mjs';
import { precompressFolder } from './precompress.mjs';
import { buildServerModule, importPath } from './serverBuild.mjs';
import { sharedPackageVersions } from './sharedLibraries.mjs';
import { jsxPlugin } from './jsx.mjs';

/** @import { Plugin, UserConfig } from 'vite' */

/** Where the shell's build leaves the frame of every page in every language. */
export const FRAMES_DIR = 'frames';
export const FRAMES_INDEX = 'frames.json';
/** The shell's Vite manifest: the composer reads the entry's files from it. */
export const SHELL_MANIFEST = 'manifest.json';
/** The shell's browser entry. */
export const SHELL_ENTRY = 'src/main.tsx';
/**
 * The styles of what appears only once a page runs (notifications, dialogs): built as a
 * stylesheet of its own, not inlined in the pages' HTML; the boot script adds it with the scripts.
 */
export const SHELL_INTERACTIVE_STYLES = 'src/interactive.css';
/** The boot script of every composed page, built on its own to be inlined (`BOOT_SCRIPT_FILE`). */
export const SHELL_BOOT_ENTRY = 'src/boot/boot.ts';

/**
 * The shell's start-up texts (common vocabulary + its own) are one file per language.
 * @param {string} id
 */
function startupTextsChunk(id) {
  const locale = /locales\/([^/]+)\/(common|shell)\.json$/.exec(id);
  return locale ? `locale-${locale[1]}-shell` : null;
}

/**
 * The shell's Vite config. Its build is portable (`base: './'`, no HTML of its own): the composer
 * writes every page, from the frames this build renders (src/frames.server.tsx) and the entry
 * its manifest names. The versions of the libraries it provides to the remotes are the installed
 * ones. The dev server answers `/remotes.json` with the remotes' dev servers, from the app table.
 * @param {{ command: 'build' | 'serve', root?: string }} options
 * @returns {UserConfig}
 */
export function shellViteConfig({ command, root = process.cwd() }) {
  const port = appPort('shell');
  const build = command === 'build';
  return {
    base: build ? './' : '/',
    plugins: [jsxPlugin(), ...(build ? [shellBuildOutputs(root)] : [devRemotesDocument()])],
    define: {
      __FAIR_SHARED_VERSIONS__: JSON.stringify(sharedPackageVersions(root)),
      // Federation runtime build flags: remotes are registered by their entry (no manifest
      // snapshots) and it only runs in browsers, so that code is left out of the bundle.
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
      ENV_TARGET: JSON.stringify('web'),
    },
    server: { port, strictPort: true, proxy: devApiProxy() },
    preview: { port, strictPort: true },
    build: {
      target: 'esnext',
      manifest: SHELL_MANIFEST,
      rollupOptions: build
        ? {
            input: { main: SHELL_ENTRY, interactive: SHELL_INTERACTIVE_STYLES },
            output: { chunkFileNames, codeSplitting: { groups: [{ name: startupTextsChunk }] } },
          }
        : undefined,
    },
  };
}

/**
 * After the browser build: the frames, the build's id and what it provides, compressed files.
 * @param {string} root
 * @returns {Plugin}
 */
function shellBuildOutputs(root) {
  /** @type {string} */
  let outDir;
  return {
    name: 'fair:shell-build-outputs',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const server = await buildServerModule({
          root,
          name: 'frames',
          entryCode: `export { renderFrames } from ${importPath(join(root, 'src/frames.server.tsx'))};`,
          define: { __FAIR_SHARED_VERSIONS__: '{}' },
        });
        const { frames, site } = await server.renderFrames();
        /** @type {{ site: unknown, frames: Record<string, Record<string, { file: string, title: string }>> }} */
        const index = { site, frames: {} };
        for (const frame of frames) {
          const id = frame.page ?? '404';
          const file = `${FRAMES_DIR}/${frame.language}/${id}.html`;
          mkdirSync(join(outDir, FRAMES_DIR, frame.language), { recursive: true });
          writeFileSync(join(outDir, file), frame.html);
          (index.frames[frame.language] ??= {})[id] = { file, title: frame.title };
        }
        writeFileSync(join(outDir, FRAMES_INDEX), `${JSON.stringify(index, null, 2)}\n`);
        const boot = await buildInlineScript({
          root,
          entry: SHELL_BOOT_ENTRY,
          fileName: BOOT_SCRIPT_FILE,
        });
        writeFileSync(join(outDir, BOOT_SCRIPT_FILE), boot);
        const version = process.env.FAIR_BUILD_VERSION || createBuildId();
        writeBuildInfo(outDir, buildInfo({ kind: 'shell', app: 'shell', version, root }));
        precompressFolder(outDir);
      },
    },
  };
}

/**
 * On the shell's dev server, `/remotes.json` names the remotes' dev servers.
 * @returns {Plugin}
 */
function devRemotesDocument() {
  return {
    name: 'fair:dev-remotes-document',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_request, response) => {
        const remotes = Object.fromEntries(
          REMOTE_APPS.map((app) => [
            federationName(app.name),
            `http://localhost:${appPort(app.name)}/remoteEntry.js`,
          ]),
        );
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(JSON.stringify({ remotes }));
      });
    },
  };
}
