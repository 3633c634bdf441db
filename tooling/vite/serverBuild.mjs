// @ts-check
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { jsxPlugin } from './jsx.mjs';

/**
 * Builds a module for Node from an app's own sources (a Vite SSR build with everything bundled,
 * so its React is the one its components use) and imports it. An app's build uses it to render
 * its HTML ahead of time; with `outDir`, the module is kept there (a remote's data pages are
 * rendered from it at request time, by the version's own render service).
 * @param {{ root: string, name: string, entryCode: string, define?: Record<string, string>, outDir?: string, fileName?: string }} options
 * @returns {Promise<any>} the built module's namespace
 */
export async function buildServerModule({
  root,
  name,
  entryCode,
  define = {},
  outDir: keptIn,
  fileName = 'entry.mjs',
}) {
  const workDir = join(root, 'node_modules', '.fair-server', name);
  const outDir = keptIn ?? join(workDir, 'out');
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const entry = join(workDir, 'entry.tsx');
  writeFileSync(entry, entryCode);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    // Libraries that pick their build by `process.env.NODE_ENV` when they run (React's did, and
    // no server of ours sets it) get their production build: decided here, once, at build time.
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...define },
    plugins: [jsxPlugin()],
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      rollupOptions: { output: { format: 'es', entryFileNames: fileName } },
    },
  });
  return import(`${pathToFileURL(join(outDir, fileName)).href}?t=${Date.now()}`);
}

/**
 * A `fetch` for rendering ahead of time that reads files of a finished build: a page that fetches
 * `<baseUrl>catalogue.json` on the server gets the very file the build ships.
 * @param {string} dir
 * @returns {typeof fetch}
 */
export function folderFetch(dir) {
  const root = resolve(dir);
  return async (input) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    if (url.protocol !== 'file:')
      throw new TypeError(`only files of the build can be read: ${url.href}`);
    const path = resolve(fileURLToPath(url));
    if (path !== root && !path.startsWith(`${root}${sep}`)) {
      throw new TypeError(`${relative(root, path)} is outside the build`);
    }
    try {
      return new Response(readFileSync(path), { status: 200 });
    } catch {
      return new Response('not found', { status: 404 });
    }
  };
}

/**
 * A module specifier for an absolute file, for generated entry code.
 * @param {string} file
 */
export function importPath(file) {
  return JSON.stringify(resolve(file).split(sep).join('/'));
}
