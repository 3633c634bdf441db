// @ts-check
// Helpers for tests (and the load bench) that talk to real, listening servers over a fixture
// layout: a composed and live layout, files planted outside it with links to them inside, requests
// whose headers are exactly the ones given, raw requests over a socket, and a listing of a folder
// to prove that serving it wrote nothing.
import { randomBytes } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { REMOTE_APPS } from '@fair/shared/site';
import { compose } from '../compose/compose.mjs';
import { createAppServer } from '../server/appServer.mjs';
import { precompressFolder } from '../vite/precompress.mjs';
import { fixtureLayout } from './fixtureLayout.mjs';

/** @import { Layout } from '../layout/layout.mjs' */

/** A hashed chunk big enough to be precompressed (.br and .gz beside it), in every version. */
export const CHUNK = 'assets/chunk-3f9a1c.js';

/** @param {string} app */
const chunkSource = (app) =>
  `// ${app}\n${Array.from({ length: 60 }, (_, i) => `export const value${i} = ${i * 7} + '${app}';`).join('\n')}\n`;

/**
 * A fixture layout with one version of every app, each with a precompressed chunk as its build
 * leaves it, composed and made live.
 * @param {{ config?: (config: import('../layout/layout.mjs').LayoutConfig) => import('../layout/layout.mjs').LayoutConfig }} [options]
 */
export function liveFixture({ config: adjust } = {}) {
  const fixture = fixtureLayout();
  const { layout, versions } = fixture;
  const config = adjust ? adjust(fixture.config) : fixture.config;
  for (const app of ['shell', ...REMOTE_APPS.map((remote) => remote.name)]) {
    const dir = layout.versionDir(app, 'v1');
    writeFileSync(join(dir, CHUNK), chunkSource(app));
    precompressFolder(dir);
  }
  const composition = compose({ layout, config, versions });
  layout.switchTo({
    composition: composition.id,
    versions,
    switchedAt: new Date().toISOString(),
    reason: 'test',
  });
  return { layout, versions, config, composition };
}

/**
 * A folder outside the layout holding a canary: a file whose content must never be served, and a
 * folder with another. Links to them are planted inside by `plantLinks`.
 */
export function canaryFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'fair-outside-'));
  const canary = `CANARY-${randomBytes(12).toString('hex')}`;
  writeFileSync(join(dir, 'canary.js'), `export const canary = '${canary}';\n`);
  mkdirSync(join(dir, 'folder'));
  writeFileSync(join(dir, 'folder', 'chunk.js'), `export const canary = '${canary}';\n`);
  writeFileSync(join(dir, 'folder', 'chunk.js.gz'), `${canary}\n`);
  return { dir, canary };
}

/**
 * Links that lead out of a version's folder (to the canary, to another app's build, nowhere) and
 * one that stays inside. Returns the planted names, relative to the version's folder.
 * @param {string} versionDir
 * @param {string} outside the canary folder
 * @param {string} otherBuild another app's version folder, inside the layout
 */
export function plantLinks(versionDir, outside, otherBuild) {
  const links = {
    file: 'assets/linked-canary.js',
    folder: 'assets/linked-folder',
    dangling: 'assets/dangling.js',
    otherApp: 'assets/other-app.json',
    inside: 'assets/alias.json',
  };
  symlinkSync(join(outside, 'canary.js'), join(versionDir, links.file));
  symlinkSync(join(outside, 'folder'), join(versionDir, links.folder));
  symlinkSync(join(outside, 'nothing-here.js'), join(versionDir, links.dangling));
  symlinkSync(join(otherBuild, 'build.json'), join(versionDir, links.otherApp));
  symlinkSync('../build.json', join(versionDir, links.inside));
  // A precompressed copy that leads out, beside a real file, for each encoding @fastify/static
  // sends (one file each: a check of one copy must not hide a missing check of another).
  /** @type {string[]} */
  const encoded = [];
  for (const extension of ['br', 'gz', 'deflate']) {
    const file = `assets/encoded-${extension}.js`;
    writeFileSync(join(versionDir, file), 'export const encoded = true;\n');
    symlinkSync(join(outside, 'canary.js'), join(versionDir, `${file}.${extension}`));
    encoded.push(file);
  }
  return { ...links, encoded };
}

/**
 * Every entry under a folder (links not followed) with its kind, size, mode and modification
 * time: equal before and after means nothing was written, added, removed or changed.
 * @param {string} root
 * @returns {string[]}
 */
export function listing(root) {
  /** @type {string[]} */
  const lines = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const stat = lstatSync(path, { bigint: true });
      const kind = entry.isSymbolicLink() ? 'link' : entry.isDirectory() ? 'dir' : 'file';
      lines.push(
        `${relative(root, path)} ${kind} ${stat.size} ${stat.mode.toString(8)} ${stat.mtimeNs}`,
      );
      if (entry.isDirectory()) walk(path);
    }
  };
  walk(root);
  return lines.sort();
}

/**
 * @typedef {{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }} Answer
 * @typedef {{ method?: string, path: string, headers?: Record<string, string>, body?: string }} Ask
 */

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/**
 * One request with exactly the given headers (Node adds Host and, for a keep-alive agent,
 * Connection only), read whole.
 * @param {number} port
 * @param {Ask} ask
 * @returns {Promise<Answer>}
 */
export function ask(port, { method = 'GET', path, headers = {}, body }) {
  // A body is framed by its length: Node sends a GET, DELETE or OPTIONS body without one, and the
  // server would read it as the start of the next request.
  if (body !== undefined && !Object.keys(headers).some((name) => /^content-length$/i.test(name))) {
    headers = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, agent },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.end(body);
  });
}

/**
 * Writes raw bytes to the server and reads what comes back until it closes the connection (the
 * request should say `Connection: close`, or be one the server refuses) or it has been idle for
 * `idleMs`. Returns the status of the first answer (0 if none) and everything read.
 * @param {number} port
 * @param {string | Buffer} text
 * @param {number} [idleMs]
 */
export function askRaw(port, text, idleMs = 1000) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const done = () => {
      const received = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(received);
      resolve({ status: status ? Number(status[1]) : 0, received });
    };
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.setTimeout(idleMs, () => socket.destroy());
  }).then((value) => /** @type {{ status: number, received: string }} */ (value));
}

/** A port nothing listens on right now (for the supervisor, which needs ports up front). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  }).then((port) => /** @type {number} */ (port));
}

/**
 * Starts one in-process server per app on a free port.
 * @param {Layout} layout
 * @param {string[]} apps
 */
export async function listenAll(layout, apps) {
  /** @type {Record<string, { port: number, close: () => Promise<void> }>} */
  const servers = {};
  for (const app of apps) {
    const server = await createAppServer({ layout, app });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    servers[app] = { port, close: () => server.close() };
  }
  return servers;
}

/** Ends the keep-alive connections of `ask`, so a test run can exit at once. */
export function closeConnections() {
  agent.destroy();
}
