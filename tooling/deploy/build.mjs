// @ts-check
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuildId } from '../vite/buildInfo.mjs';

/** @import { Layout } from '../layout/layout.mjs' */

/** The repository: every app is a folder of it named as in the app table. */
export const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The package manager and its version as the root package.json pins them (`pnpm@<version>`, its
 * `packageManager` field): what `npx --yes <it> install` runs in a clone.
 * @type {string}
 */
export const PACKAGE_MANAGER = JSON.parse(
  readFileSync(join(REPOSITORY, 'package.json'), 'utf8'),
).packageManager;

/**
 * @param {string} app
 * @param {string} [repository]
 */
export function appFolder(app, repository = REPOSITORY) {
  return join(repository, app);
}

/**
 * Builds an app with its own Vite config into `outDir`, under the given version (its id). The
 * output ends up complete (pages' HTML, build.json, compressed files) or the promise rejects.
 * @param {{ app: string, outDir: string, version: string, repository?: string, quiet?: boolean }} options
 */
export function buildApp({ app, outDir, version, repository = REPOSITORY, quiet = false }) {
  const folder = appFolder(app, repository);
  const manifest = createRequire(join(folder, 'package.json')).resolve('vite/package.json');
  const vite = join(dirname(manifest), 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    /** @type {string[]} */
    const output = [];
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: folder,
        env: { ...process.env, FAIR_BUILD_VERSION: version },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const keep = (/** @type {Buffer} */ chunk) => {
      output.push(chunk.toString());
      if (!quiet) process.stderr.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(undefined)
        : reject(
            new Error(`building ${app} failed (exit ${code}):\n${output.join('').slice(-4000)}`),
          ),
    );
  });
}

/**
 * Builds an app into a new version folder of the layout: built beside it, then moved in whole, so a
 * version folder is complete from the moment it exists.
 * @param {Layout} layout
 * @param {string} app
 * @param {{ repository?: string, quiet?: boolean }} [options]
 * @returns {Promise<string>} the version
 */
export async function buildVersion(layout, app, { repository, quiet } = {}) {
  const version = createBuildId();
  const staging = join(layout.root, 'staging', `${app}-${version}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(dirname(staging), { recursive: true });
  await buildApp({
    app,
    outDir: staging,
    version,
    ...(repository ? { repository } : {}),
    ...(quiet ? { quiet } : {}),
  });
  moveIntoLayout(layout, app, version, staging);
  return version;
}

/**
 * An app's existing build (its `dist/`, made by `npm run build`) copied into the layout under the
 * version it names; nothing is copied when that version is there already.
 * @param {Layout} layout
 * @param {string} app
 * @param {string} [repository]
 * @returns {string} the version
 */
export function installBuild(layout, app, repository = REPOSITORY) {
  const dist = join(appFolder(app, repository), 'dist');
  const info = readBuildInfo(dist);
  if (info.app !== app) throw new Error(`${dist} is a build of ${info.app}, not ${app}`);
  if (layout.hasVersion(app, info.version)) return info.version;
  const staging = join(layout.root, 'staging', `${app}-${info.version}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(dirname(staging), { recursive: true });
  cpSync(dist, staging, { recursive: true });
  moveIntoLayout(layout, app, info.version, staging);
  return info.version;
}

/**
 * @param {Layout} layout @param {string} app @param {string} version @param {string} staging
 */
function moveIntoLayout(layout, app, version, staging) {
  const info = readBuildInfo(staging);
  if (info.version !== version)
    throw new Error(`${staging} holds version ${info.version}, not ${version}`);
  const target = layout.versionDir(app, version);
  mkdirSync(dirname(target), { recursive: true });
  if (existsSync(target)) throw new Error(`${app} ${version} is in the layout already`);
  renameSync(staging, target);
}

/**
 * @param {string} dir a build
 * @returns {{ app: string, version: string, provides?: Record<string, string>, needs?: Record<string, string> }}
 */
export function readBuildInfo(dir) {
  const file = join(dir, 'build.json');
  if (!existsSync(file)) throw new Error(`${dir} is not a build (it has no build.json)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}
