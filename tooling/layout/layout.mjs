// @ts-check
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { API_SERVICE, APPS, apiPort, appPort, portVariable } from '@fair/shared/site';

/**
 * The deploy layout: where versions, compositions and the switch that says what is live are kept.
 *
 *   <root>/layout.json                  where each app is served from (its public URL)
 *   <root>/versions/<app>/<version>/     one immutable build per folder, never changed once there
 *   <root>/compositions/<id>/            the site's pages, remotes document, sitemap and CSP,
 *                                        composed from one set of versions
 *   <root>/current.json                  the live composition (replaced atomically)
 *   <root>/stacks.json                   per app, the versions switched to, newest last (rollback)
 *   <root>/log.jsonl                     every switch, one line each
 *   <root>/data/                         the API's embedded database (tooling/server/apiService.mjs)
 *   <root>/faults.json                   only in a test's own layout: faults its servers play
 *                                        (tooling/server/faults.mjs); never in a deployed one
 *
 * Servers only read it. Deploys, rollbacks and `npm start` write it, one at a time (see lock.mjs).
 */

/** @import { AppName } from '@fair/shared/site' */

/**
 * @typedef {{ site: string, apps: Record<string, string> }} LayoutConfig
 * `site`: the shell's public address (canonical links, sitemap); `apps`: each app's public
 * address, under which its versions are served (`<url>/<version>/remoteEntry.js`).
 *
 * @typedef {{ composition: string, versions: Record<string, string>, switchedAt: string, reason: string }} Current
 */

/**
 * How many versions of each app, and compositions, a layout keeps: a tab opened that many deploys
 * ago still finds the files it asks for.
 */
export const KEEP_VERSIONS = 10;

export const DEFAULT_LAYOUT = resolve(new URL('../../.deploy', import.meta.url).pathname);

/** Versions and composition ids: letters, digits and dashes only, so they are safe in paths and URLs. */
export const NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/**
 * The addresses of a local composition, from the app table's ports (moved by *_PORT variables).
 * @param {Record<string, string | undefined>} [env]
 * @returns {LayoutConfig}
 */
export function localConfig(env = process.env) {
  const apps = Object.fromEntries(
    APPS.map((app) => [
      app.name,
      `http://localhost:${appPort(/** @type {AppName} */ (app.name), env)}`,
    ]),
  );
  return { site: /** @type {string} */ (apps.shell), apps };
}

/**
 * Whether two layouts' addresses are the same: the site's and every app's.
 * @param {LayoutConfig | undefined} a
 * @param {LayoutConfig | undefined} b
 */
export function sameAddresses(a, b) {
  if (!a || !b) return false;
  const names = new Set([...Object.keys(a.apps), ...Object.keys(b.apps)]);
  return a.site === b.site && [...names].every((name) => a.apps[name] === b.apps[name]);
}

/**
 * The port variables of a composition of its own (a test's, a bench's) beside the one `env`
 * describes: every app's port and the API's, moved by `offset`, so that it meets neither
 * `npm start`'s site nor the end-to-end suite's.
 * @param {number} offset
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string>}
 */
export function movedPortEnv(offset, env = process.env) {
  return Object.fromEntries([
    ...APPS.map((app) => [
      portVariable(app.name),
      String(appPort(/** @type {AppName} */ (app.name), env) + offset),
    ]),
    [portVariable(API_SERVICE.name), String(apiPort(env) + offset)],
  ]);
}

/**
 * Writes a file whole or not at all: readers see the old content or the new, never a part.
 * @param {string} path
 * @param {string | Buffer} content
 */
export function writeAtomically(path, content) {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/** @param {string} path */
function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export class Layout {
  /** @param {string} root */
  constructor(root) {
    this.root = resolve(root);
  }

  get configFile() {
    return join(this.root, 'layout.json');
  }
  get currentFile() {
    return join(this.root, 'current.json');
  }
  get stacksFile() {
    return join(this.root, 'stacks.json');
  }
  get faultsFile() {
    return join(this.root, 'faults.json');
  }

  /** @param {string} app */
  versionsDir(app) {
    return join(this.root, 'versions', app);
  }

  /** @param {string} app @param {string} version */
  versionDir(app, version) {
    if (!NAME.test(version)) throw new Error(`"${version}" is not a version name`);
    return join(this.versionsDir(app), version);
  }

  /** @param {string} id */
  compositionDir(id) {
    if (!NAME.test(id)) throw new Error(`"${id}" is not a composition id`);
    return join(this.root, 'compositions', id);
  }

  /** @returns {LayoutConfig | undefined} */
  readConfig() {
    return existsSync(this.configFile) ? readJson(this.configFile) : undefined;
  }

  /** @param {LayoutConfig} config */
  writeConfig(config) {
    mkdirSync(this.root, { recursive: true });
    writeAtomically(this.configFile, `${JSON.stringify(config, null, 2)}\n`);
  }

  /** @returns {Current | undefined} */
  readCurrent() {
    return existsSync(this.currentFile) ? readJson(this.currentFile) : undefined;
  }

  /**
   * The versions of an app on disk, oldest first (names start with their build time).
   * @param {string} app
   */
  listVersions(app) {
    const dir = this.versionsDir(app);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && NAME.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  }

  /** @param {string} app @param {string} version */
  hasVersion(app, version) {
    return NAME.test(version) && existsSync(join(this.versionDir(app, version), 'build.json'));
  }

  /** @returns {Record<string, string[]>} */
  readStacks() {
    return existsSync(this.stacksFile) ? readJson(this.stacksFile) : {};
  }

  /**
   * Makes a composition live: the one write servers notice. Call it holding the lock.
   * @param {Current} current
   */
  switchTo(current) {
    const previous = this.readCurrent();
    const stacks = this.readStacks();
    for (const [app, version] of Object.entries(current.versions)) {
      const stack = (stacks[app] ??= []);
      if (stack.at(-1) !== version) stack.push(version);
    }
    writeAtomically(this.stacksFile, `${JSON.stringify(stacks, null, 2)}\n`);
    writeAtomically(this.currentFile, `${JSON.stringify(current, null, 2)}\n`);
    const line = {
      at: current.switchedAt,
      reason: current.reason,
      composition: current.composition,
      versions: current.versions,
      previous: previous?.versions ?? null,
    };
    writeFileSync(join(this.root, 'log.jsonl'), `${JSON.stringify(line)}\n`, { flag: 'a' });
  }

  /**
   * Rolls an app's stack back to a version: the newer ones are dropped. Call it holding the lock.
   * @param {string} app
   * @param {string} version
   */
  popStack(app, version) {
    const stacks = this.readStacks();
    const stack = stacks[app] ?? [];
    while (stack.length > 0 && stack.at(-1) !== version) stack.pop();
    writeAtomically(this.stacksFile, `${JSON.stringify(stacks, null, 2)}\n`);
  }

  /**
   * Removes what no one can ask for any more: versions beyond the newest `keepVersions` of each app
   * (never one that is live), and compositions beyond the newest `keepCompositions` (never the
   * live one), `KEEP_VERSIONS` of each unless told. Call it holding the lock.
   * @param {{ keepVersions?: number, keepCompositions?: number }} [options]
   */
  collectGarbage({ keepVersions = KEEP_VERSIONS, keepCompositions = KEEP_VERSIONS } = {}) {
    const current = this.readCurrent();
    const removed = [];
    for (const app of APPS.map((candidate) => candidate.name)) {
      const versions = this.listVersions(app);
      for (const version of versions.slice(0, Math.max(0, versions.length - keepVersions))) {
        if (current?.versions[app] === version) continue;
        rmSync(this.versionDir(app, version), { recursive: true, force: true });
        removed.push(`${app}/${version}`);
      }
    }
    const compositionsDir = join(this.root, 'compositions');
    if (existsSync(compositionsDir)) {
      const compositions = readdirSync(compositionsDir)
        .filter((name) => NAME.test(name))
        .map((name) => ({ name, time: statSync(join(compositionsDir, name)).mtimeMs }))
        .sort((a, b) => a.time - b.time || a.name.localeCompare(b.name))
        .map((entry) => entry.name);
      for (const id of compositions.slice(0, Math.max(0, compositions.length - keepCompositions))) {
        if (current?.composition === id) continue;
        rmSync(this.compositionDir(id), { recursive: true, force: true });
        removed.push(`compositions/${id}`);
      }
    }
    return removed;
  }
}
