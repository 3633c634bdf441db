// @ts-check
// The app servers against real requests on real sockets, over a fixture layout: each of the
// issue's repros (ranges, methods, conditional requests, content negotiation, missing hashed
// assets, the remotes document's other names, links out of a build, malformed requests) answers
// as it must, and serving writes nothing into the layout.
import { chmodSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRemotesDocument, entryOrigins, federationName, REMOTE_APPS } from '@fair/shared/site';
import { PAGES_DIR } from '../compose/compose.mjs';
import { contentSecurityPolicy, hashSource } from '../compose/csp.mjs';
import { localConfig } from '../layout/layout.mjs';
import {
  ask,
  askRaw,
  canaryFolder,
  CHUNK,
  closeConnections,
  listenAll,
  listing,
  liveFixture,
  plantLinks,
} from '../test/servers.mjs';
import { FIXTURE_BOOT_SCRIPT } from '../test/fixtureLayout.mjs';

/** @import { Answer, Ask } from '../test/servers.mjs' */

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The remote these tests ask (any remote is served alike). */
const REMOTE = /** @type {import('@fair/shared/site').RemoteApp} */ (REMOTE_APPS[0]).name;
/** The remotes, by name, in the app table's order. */
const REMOTES = REMOTE_APPS.map((remote) => remote.name);

/** @type {string[]} */
const made = [];
/** @type {(() => Promise<void>)[]} */
const closers = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  closeConnections();
  for (const dir of made.splice(0)) {
    chmodTree(dir, 0o755, 0o644);
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Sets the mode of every folder and file under `root`, the folders last (links are left alone).
 * @param {string} root @param {number} dirMode @param {number} fileMode
 */
function chmodTree(root, dirMode, fileMode) {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) chmodTree(path, dirMode, fileMode);
    else if (entry.isFile()) chmodSync(path, fileMode);
  }
  chmodSync(root, dirMode);
}

/** The headers every answer of the site carries, whatever its status. */
function expectSiteHeaders(/** @type {Answer} */ answer) {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['cross-origin-resource-policy']).toMatch(/^(same|cross)-origin$/);
}

/** A 404 that no cache keeps, and that is not a file of the site. */
function expectMissing(/** @type {Answer} */ answer) {
  expect(answer.status).toBe(404);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(answer.body.toString()).toBe('404\n');
  expectSiteHeaders(answer);
}

describe('an app server over a deploy layout', () => {
  /** @type {ReturnType<typeof liveFixture>} */
  let fixture;
  /** @type {ReturnType<typeof canaryFolder>} */
  let outside;
  /** @type {ReturnType<typeof plantLinks>} */
  let links;
  /** @type {string[]} */
  let before;
  /** @type {Record<string, number>} */
  const ports = {};
  /** @type {Buffer} */
  let chunk;

  /** @param {string} app @param {string | Ask} request */
  const on = (app, request) =>
    ask(
      /** @type {number} */ (ports[app]),
      typeof request === 'string' ? { path: request } : request,
    );
  /** @param {string | Ask} request */
  const remote = (request) => on(REMOTE, request);
  /** @param {string | Ask} request */
  const shell = (request) => on('shell', request);
  /** @param {string} language @param {string} page */
  const pageFile = (language, page) =>
    join(fixture.layout.compositionDir(fixture.composition.id), PAGES_DIR, language, page);

  beforeAll(async () => {
    outside = canaryFolder();
    made.push(outside.dir);
    fixture = liveFixture();
    made.push(fixture.layout.root);
    const { layout } = fixture;
    links = plantLinks(
      layout.versionDir(REMOTE, 'v1'),
      outside.dir,
      layout.versionDir('shell', 'v1'),
    );
    plantLinks(layout.versionDir('shell', 'v1'), outside.dir, layout.versionDir(REMOTE, 'v1'));
    // A dangling link where the shell reads its pages: starting must not trip over it.
    symlinkSync(join(outside.dir, 'gone.html'), pageFile('en', 'zz-dangling.html'));
    chunk = readFileSync(join(layout.versionDir(REMOTE, 'v1'), CHUNK));
    before = listing(layout.root);
    const servers = await listenAll(layout, ['shell', REMOTE]);
    for (const [app, server] of Object.entries(servers)) {
      ports[app] = server.port;
      closers.push(server.close);
    }
  });

  describe('ranges (repro 1)', () => {
    const path = `/v1/${CHUNK}`;
    const range = (/** @type {string} */ value, method = 'GET') =>
      remote({ method, path, headers: { range: value } });

    it('refuses an inverted range with 416 and the size in Content-Range, and keeps serving', async () => {
      for (const file of ['/v1/remoteEntry.js', path]) {
        const answer = await remote({ path: file, headers: { range: 'bytes=100-50' } });
        expect(answer.status).toBe(416);
        expect(answer.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
        expect(answer.headers['cache-control']).toBe('no-store');
        expectSiteHeaders(answer);
      }
      expect((await remote(path)).status).toBe(200);
    });

    it('reads a range past the end (even 2^64 - 1) as up to the last byte', async () => {
      const answer = await range('bytes=0-18446744073709551615');
      expect(answer.status).toBe(206);
      expect(answer.headers['content-range']).toBe(`bytes 0-${chunk.length - 1}/${chunk.length}`);
      expect(answer.body.equals(chunk)).toBe(true);
    });

    it('sends one byte for bytes=0-0', async () => {
      const answer = await range('bytes=0-0');
      expect(answer.status).toBe(206);
      expect(answer.headers['content-range']).toBe(`bytes 0-0/${chunk.length}`);
      expect(answer.headers['content-length']).toBe('1');
      expect(answer.body.equals(chunk.subarray(0, 1))).toBe(true);
    });

    it('sends the last bytes for a suffix range, and the whole file for one longer than it', async () => {
      const last = await range('bytes=-10');
      expect(last.status).toBe(206);
      expect(last.headers['content-range']).toBe(
        `bytes ${chunk.length - 10}-${chunk.length - 1}/${chunk.length}`,
      );
      expect(last.body.equals(chunk.subarray(-10))).toBe(true);

      const longer = await range(`bytes=-${chunk.length + 1000}`);
      expect(longer.status).toBe(206);
      expect(longer.headers['content-range']).toBe(`bytes 0-${chunk.length - 1}/${chunk.length}`);
      expect(longer.body.equals(chunk)).toBe(true);
    });

    it.each([['bytes=-0'], ['bytes=99999-'], ['bytes=99999-100000'], ['bytes=x-y']])(
      'refuses the unsatisfiable %s with 416 and the size',
      async (value) => {
        const answer = await range(value);
        expect(answer.status).toBe(416);
        expect(answer.headers['content-range']).toBe(`bytes */${chunk.length}`);
        expect(answer.body.includes(chunk.subarray(0, 20))).toBe(false);
      },
    );

    it('answers HEAD with a range like GET, without a body', async () => {
      const answer = await range('bytes=0-0', 'HEAD');
      expect(answer.status).toBe(206);
      expect(answer.headers['content-length']).toBe('1');
      expect(answer.body.length).toBe(0);
    });

    it('sends the whole file for several ranges, or a range whose If-Range is stale', async () => {
      const several = await range('bytes=0-1,4-5');
      expect(several.status).toBe(200);
      expect(several.body.equals(chunk)).toBe(true);

      const { headers } = await remote(path);
      const stale = await remote({ path, headers: { range: 'bytes=0-0', 'if-range': '"old"' } });
      expect(stale.status).toBe(200);
      expect(stale.body.equals(chunk)).toBe(true);
      const fresh = await remote({
        path,
        headers: { range: 'bytes=0-0', 'if-range': String(headers.etag) },
      });
      expect(fresh.status).toBe(206);
    });

    it('ranges over the encoded file when a precompressed copy is sent', async () => {
      const page = readFileSync(`${pageFile('en', 'faq.html')}.gz`);
      const answer = await shell({
        path: '/en/faq',
        headers: { range: 'bytes=5-9', 'accept-encoding': 'gzip' },
      });
      expect(answer.status).toBe(206);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['content-range']).toBe(`bytes 5-9/${page.length}`);
      expect(answer.body.equals(page.subarray(5, 10))).toBe(true);
    });
  });

  describe('methods (repro 2)', () => {
    const methods = ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND', 'MKCOL'];
    const targets = /** @type {const} */ ([
      [REMOTE, `/v1/${CHUNK}`],
      [REMOTE, '/v1/remoteEntry.js'],
      ['shell', '/en/faq'],
      ['shell', '/remotes.json'],
      ['shell', '/v/v1/assets/main-abc.js'],
      ['shell', '/no/such/thing'],
    ]);

    it.each(methods)('answers %s with 405 and Allow: GET, HEAD, never the file', async (method) => {
      for (const [app, path] of targets) {
        const answer = await on(app, { method, path, body: method === 'POST' ? '{}' : undefined });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.body.toString()).toBe('405\n');
        expectSiteHeaders(answer);
      }
    });

    it('answers a POST with a matching If-None-Match (or a range) with 405, not 304 or 206', async () => {
      const { headers } = await remote(`/v1/${CHUNK}`);
      /** @type {Record<string, string>[]} */
      const extras = [{ 'if-none-match': String(headers.etag) }, { range: 'bytes=0-0' }];
      for (const extra of extras) {
        const answer = await remote({ method: 'POST', path: `/v1/${CHUNK}`, headers: extra });
        expect(answer.status).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD');
      }
    });

    it('refuses a method HTTP does not know, and a CONNECT, without an answer of the file', async () => {
      const port = /** @type {number} */ (ports[REMOTE]);
      const unknown = await askRaw(port, `FOO /v1/${CHUNK} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(unknown.status).toBe(400);
      const connect = await askRaw(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(connect.received).not.toMatch(/^HTTP\/1\.1 2/);
      expect((await remote(`/v1/${CHUNK}`)).status).toBe(200);
    });
  });

  describe('conditional requests (repro 2)', () => {
    const path = `/v1/${CHUNK}`;

    it('answers 304 keeping ETag, Cache-Control, Vary and CORS', async () => {
      const full = await remote(path);
      expect(full.status).toBe(200);
      const etag = String(full.headers.etag);
      const answer = await remote({ path, headers: { 'if-none-match': etag } });
      expect(answer.status).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers.etag).toBe(etag);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expectSiteHeaders(answer);
    });

    it('matches an If-None-Match list, weakly, and *', async () => {
      const etag = String((await remote(path)).headers.etag);
      const strong = etag.replace(/^W\//, '');
      for (const value of [`"nope", ${etag}`, `"a","b",${strong}`, '*', ` ${etag} `]) {
        const answer = await remote({ path, headers: { 'if-none-match': value } });
        expect(answer.status, value).toBe(304);
        expect(answer.headers.etag).toBe(etag);
      }
      for (const value of ['"nope"', 'W/"nope", "other"', ',,,', '']) {
        const answer = await remote({ path, headers: { 'if-none-match': value } });
        expect(answer.status, value).toBe(200);
      }
    });

    it('matches the encoded copy by its own ETag, not the plain file', async () => {
      const plainTag = String((await remote(path)).headers.etag);
      const gzip = await remote({ path, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.etag).not.toBe(plainTag);
      const stale = await remote({
        path,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': plainTag },
      });
      expect(stale.status).toBe(200);
      const fresh = await remote({
        path,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) },
      });
      expect(fresh.status).toBe(304);
      expect(fresh.headers.vary).toMatch(/accept-encoding/i);
    });

    it('answers If-Modified-Since, which If-None-Match overrides', async () => {
      const later = new Date(Date.now() + 3_600_000).toUTCString();
      const earlier = new Date(Date.UTC(2000, 0, 1)).toUTCString();
      expect((await remote({ path, headers: { 'if-modified-since': later } })).status).toBe(304);
      expect((await remote({ path, headers: { 'if-modified-since': earlier } })).status).toBe(200);
      expect((await remote({ path, headers: { 'if-modified-since': 'garbage' } })).status).toBe(
        200,
      );
      const overridden = await remote({
        path,
        headers: { 'if-modified-since': later, 'if-none-match': '"nope"' },
      });
      expect(overridden.status).toBe(200);
    });

    it('keeps Vary: Cookie and the page headers on a 304 of an unprefixed page', async () => {
      const full = await shell('/faq');
      expect(full.status).toBe(200);
      const answer = await shell({
        path: '/faq',
        headers: { 'if-none-match': String(full.headers.etag) },
      });
      expect(answer.status).toBe(304);
      expect(answer.headers.etag).toBe(full.headers.etag);
      expect(answer.headers.vary).toMatch(/\bcookie\b/i);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toBe(
        full.headers['content-security-policy'],
      );
    });

    it('keeps CORS on a 304 of the remotes document', async () => {
      const answer = await shell({ path: '/remotes.json', headers: { 'if-none-match': '*' } });
      expect(answer.status).toBe(304);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.etag).toMatch(/^W\/"/);
    });

    it('answers 412 to an If-Match that does not match, and caches nothing of it', async () => {
      const answer = await remote({ path, headers: { 'if-match': '"nope"' } });
      expect(answer.status).toBe(412);
      expect(answer.headers['cache-control']).toBe('no-store');
    });
  });

  describe('content negotiation with q-values (repro 2)', () => {
    const path = `/v1/${CHUNK}`;
    /** @param {Answer} answer */
    const decoded = (answer) => {
      const encoding = answer.headers['content-encoding'];
      if (encoding === 'br') return brotliDecompressSync(answer.body);
      if (encoding === 'gzip') return gunzipSync(answer.body);
      return answer.body;
    };

    it.each([
      ['br;q=0, gzip', 'gzip'],
      ['gzip, br;q=0', 'gzip'],
      ['gzip;q=0.5, br;q=0.9', 'br'],
      ['br;q=0.1, gzip;q=0.2', 'gzip'],
      ['br', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      ['deflate', undefined],
      ['*', 'gzip'],
      ['BR;Q=0, GZIP', 'gzip'],
    ])('Accept-Encoding: %s → %s', async (accepted, expected) => {
      const answer = await remote({ path, headers: { 'accept-encoding': accepted } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(expected);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(answer).equals(chunk)).toBe(true);
    });

    it('sends a page and the 404 page in the accepted encoding', async () => {
      const page = await shell({ path: '/en/faq', headers: { 'accept-encoding': 'br;q=0, gzip' } });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(decoded(page).equals(readFileSync(pageFile('en', 'faq.html')))).toBe(true);

      const missing = await shell({
        path: '/en/nothing-here',
        headers: { 'accept-encoding': 'br;q=0, gzip' },
      });
      expect(missing.status).toBe(404);
      expect(missing.headers['content-encoding']).toBe('gzip');
      expect(decoded(missing).equals(readFileSync(pageFile('en', '404.html')))).toBe(true);
    });
  });

  describe('missing hashed assets (repro 3)', () => {
    it.each([
      ['shell', '/v/v1/assets/x.js'],
      ['shell', '/v/v1/assets/main-abd.js'],
      ['shell', '/v/v9/assets/main-abc.js'],
      ['shell', '/v/v1/'],
      [REMOTE, '/v1/assets/x.js'],
      [REMOTE, '/v9/remoteEntry.js'],
      [REMOTE, '/v1/'],
      [REMOTE, '/'],
    ])('%s %s → 404, never cached, not HTML', async (app, path) => {
      /** @type {Record<string, string>[]} */
      const variants = [{}, { 'accept-encoding': 'gzip, br' }, { range: 'bytes=0-10' }];
      for (const headers of variants) {
        const answer = await on(app, { path, headers });
        expectMissing(answer);
        expect(answer.headers['cache-control']).not.toContain('immutable');
      }
    });

    it('serves the hashed assets that are there, immutable', async () => {
      const own = await shell('/v/v1/assets/main-abc.js');
      expect(own.status).toBe(200);
      expect(own.headers['cache-control']).toBe(IMMUTABLE);
      const remoteChunk = await remote(`/v1/${CHUNK}`);
      expect(remoteChunk.headers['cache-control']).toBe(IMMUTABLE);
      expect(remoteChunk.headers['access-control-allow-origin']).toBe('*');
    });
  });

  describe('the remotes document under other names (repro 5)', () => {
    it('serves /remotes.json, and /%72emotes.json as the same document with the same headers', async () => {
      const plain = await shell('/remotes.json');
      expect(plain.status).toBe(200);
      expect(JSON.parse(plain.body.toString())).toEqual(fixture.composition.document);
      expect(plain.headers['access-control-allow-origin']).toBe('*');
      expect(plain.headers['cache-control']).toBe('no-cache');
      const encoded = await shell('/%72emotes.json');
      expect(encoded.status).toBe(200);
      expect(encoded.body.equals(plain.body)).toBe(true);
      for (const header of ['cache-control', 'access-control-allow-origin', 'etag', 'vary']) {
        expect(encoded.headers[header], header).toBe(plain.headers[header]);
      }
    });

    it.each([
      '/remotes.json/',
      '/remotes.json.br',
      '/remotes.json.gz',
      '/remotes.json.deflate',
      '/REMOTES.JSON',
      '/remotes.json;x',
      '/./remotes.json',
      '/en/remotes.json',
      '/composition.json',
      '/current.json',
      '/layout.json',
      '/compositions',
      '/versions/shell/v1/build.json',
    ])('does not serve the document or the layout at %s', async (path) => {
      const answer = await shell(path);
      expect(answer.status).toBe(404);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['content-type']).not.toContain('json');
      expect(answer.body.toString()).not.toContain('"composition"');
    });

    it('refuses an encoded slash in it', async () => {
      expect((await shell('/remotes.json%2F')).status).toBe(400);
      expect((await shell('/remotes%2ejson')).status).toBe(200);
    });
  });

  describe('links out of a build (repro 6)', () => {
    it.each([
      ['file', 'assets/linked-canary.js'],
      ['folder', 'assets/linked-folder/chunk.js'],
      ['dangling', 'assets/dangling.js'],
      ['other app', 'assets/other-app.json'],
      ['.br copy', 'assets/encoded-br.js'],
      ['.gz copy', 'assets/encoded-gz.js'],
      ['.deflate copy', 'assets/encoded-deflate.js'],
    ])('answers 404 to a link out of the build (%s), in every encoding', async (_kind, file) => {
      for (const [app, prefix] of [
        [REMOTE, '/v1/'],
        ['shell', '/v/v1/'],
      ]) {
        for (const accepted of ['identity', 'gzip', 'br', 'deflate', 'br;q=0, gzip']) {
          const answer = await on(/** @type {string} */ (app), {
            path: `${prefix}${file}`,
            headers: { 'accept-encoding': accepted },
          });
          expectMissing(answer);
          expect(answer.body.toString()).not.toContain(outside.canary);
        }
      }
    });

    it('serves a link that stays inside the build', async () => {
      const answer = await remote(`/v1/${links.inside}`);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ app: REMOTE, version: 'v1' });
    });

    it('started with a dangling link in the layout and keeps answering after one is asked for', async () => {
      expectMissing(await remote(`/v1/${links.dangling}`));
      expect((await shell('/robots.txt')).status).toBe(200);
      expect((await remote('/v1/remoteEntry.js')).status).toBe(200);
    });
  });

  describe('redirects', () => {
    it.each([
      ['/pt-br/faq?x=1', 301, '/faq?x=1'],
      ['/faq/', 301, '/faq'],
      ['/en', 301, '/en/'],
      ['/pt-br/', 301, '/'],
      // Typed in capitals: the page's own address, its query kept.
      ['/EN/FAQ?x=1', 301, '/en/faq?x=1'],
      ['/pt-PT', 301, '/pt-pt/'],
      ['/PT-BR/Faq', 301, '/faq'],
      ['/Faq/', 301, '/faq'],
    ])('%s → %i %s', async (path, status, location) => {
      const answer = await shell(path);
      expect(answer.status).toBe(status);
      expect(answer.headers.location).toBe(location);
    });

    it('sends the remembered language of an unprefixed page, keyed by the cookie', async () => {
      const answer = await shell({ path: '/faq?a=b', headers: { cookie: 'fair_language=en' } });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/en/faq?a=b');
      expect(answer.headers.vary).toMatch(/\bcookie\b/i);
    });

    it('answers an unknown unprefixed address with the 404 page of the remembered language', async () => {
      const remembered = await shell({
        path: '/no-such-page',
        headers: { cookie: 'fair_language=en' },
      });
      expect(remembered.status).toBe(404);
      expect(remembered.body.equals(readFileSync(pageFile('en', '404.html')))).toBe(true);
      expect(remembered.headers.vary).toMatch(/\bcookie\b/i);
      const none = await shell({ path: '/no-such-page' });
      expect(none.body.equals(readFileSync(pageFile('pt-BR', '404.html')))).toBe(true);
      // A prefixed address names its language, whatever was remembered.
      for (const path of ['/fi/no-such-page', '/FI/no-such-page']) {
        const prefixed = await shell({ path, headers: { cookie: 'fair_language=en' } });
        expect(prefixed.status, path).toBe(404);
        expect(prefixed.body.equals(readFileSync(pageFile('fi', '404.html'))), path).toBe(true);
      }
    });

    it.each([
      ['theme=dark; fair_language=fi', '/fi/faq'],
      ['fair_language=%73v', '/sv/faq'],
    ])('reads the remembered language among other cookies: %s', async (cookie, location) => {
      const answer = await shell({ path: '/faq', headers: { cookie } });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(location);
    });

    it.each(['fair_language=xx', 'fair_language=', 'fair_language=pt-BR', 'other=en', '=;;=='])(
      'serves the page itself for a cookie that names no other language: %s',
      async (cookie) => {
        const answer = await shell({ path: '/faq', headers: { cookie } });
        expect(answer.status).toBe(200);
        expect(answer.headers.vary).toMatch(/\bcookie\b/i);
      },
    );

    it.each([
      ['/pt-br/%C3%A4', '/%C3%A4'],
      ['/pt-br/%F0%9F%98%80?x=%F0%9F', '/%F0%9F%98%80?x=%F0%9F'],
      ['/pt-br/a%3Fb%23c', '/a%3Fb%23c'],
      ['/pt-br/%7Efaq', '/~faq'],
    ])('writes the Location of %s percent-encoded: %s', async (path, location) => {
      for (const method of ['GET', 'HEAD']) {
        const answer = await shell({ method, path });
        expect(answer.status).toBe(301);
        expect(answer.headers.location).toBe(location);
      }
    });

    it.each([
      '/pt-br//evil.example',
      '/pt-br//evil.example/x?y=1',
      '/pt-br///evil.example',
      '/PT-BR//evil.example',
      '/EN//evil.example',
    ])('never leads to another site: %s', async (path) => {
      const answer = await shell(path);
      expect(answer.status).toBe(404);
      expect(answer.headers.location).toBeUndefined();
    });
  });

  describe('malformed requests', () => {
    it.each([
      ['/%E2%82', 400],
      ['/a%00b', 400],
      ['/v1/a%2Fb', 400],
      ['/v1/a%5Cb', 400],
      ['/v1/..%5Cbuild.json', 400],
      ['/%zz', 400],
      ['*', 400],
      ['http://evil.example/robots.txt', 400],
      ['/../../etc/passwd', 404],
      ['/v1/%2e%2e/v1/build.json', 404],
      ['/v1/.hidden', 404],
      [`/${'a'.repeat(5000)}`, 414],
    ])('answers GET %s with %i and the site headers', async (target, status) => {
      for (const port of Object.values(ports)) {
        const { status: got, received } = await askRaw(
          port,
          `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
        );
        expect(got).toBe(status);
        expect(received).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
      }
    });

    it.each([
      ['a target that is not a path', 'GET foo HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['a space in the target', 'GET /rob ots.txt HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['no Host', 'GET /robots.txt HTTP/1.1\r\n\r\n', 400],
      [
        'a huge header',
        `GET /robots.txt HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
      ],
      [
        'thousands of headers',
        `GET /robots.txt HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 3000 }, (_, i) => `X-${i}: a`).join('\r\n')}\r\n\r\n`,
        431,
      ],
      ['HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 400],
      [
        'both Content-Length and chunked',
        'GET /robots.txt HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n',
        400,
      ],
    ])('answers %s with %i and keeps serving', async (_name, text, status) => {
      for (const [app, port] of Object.entries(ports)) {
        expect((await askRaw(port, text)).status).toBe(status);
        const after = await on(app, app === 'shell' ? '/robots.txt' : '/v1/remoteEntry.js');
        expect(after.status).toBe(200);
      }
    });

    it('answers huge headers with 431 and closes that connection, saying so', async () => {
      const answer = await remote({
        path: '/v1/remoteEntry.js',
        headers: { 'x-big': 'a'.repeat(20_000) },
      });
      expect(answer.status).toBe(431);
      expect(answer.headers.connection).toBe('close');
      expectSiteHeaders(answer);
      // A keep-alive client does not send its next request on the closed connection.
      const next = await Promise.all([1, 2, 3].map(() => remote('/v1/remoteEntry.js')));
      expect(next.map((one) => one.status)).toEqual([200, 200, 200]);
    });
  });

  describe('security headers (helmet)', () => {
    /** The security headers of an answer, by lower-case name, from its raw text. */
    const securityOf = (/** @type {string} */ received) => {
      const head = received.slice(0, received.indexOf('\r\n\r\n'));
      return Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ])
          .filter(([name]) => SECURITY.includes(/** @type {string} */ (name))),
      );
    };
    const SECURITY = [
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-resource-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-permitted-cross-domain-policies',
    ];

    it.each([
      ['shell', 'same-origin'],
      [REMOTE, 'cross-origin'],
    ])(
      '%s: the same on a file, a refusal, and what Fastify or the HTTP parser refuses',
      async (app, resource) => {
        const port = /** @type {number} */ (ports[app]);
        const file = app === 'shell' ? '/robots.txt' : '/v1/remoteEntry.js';
        const answers = await Promise.all([
          askRaw(port, `GET ${file} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
          askRaw(port, `DELETE ${file} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
          askRaw(port, 'GET /%E2%82 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
          askRaw(port, `GET ${file} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 405, 400, 431]);
        const [first, ...others] = answers.map((answer) => securityOf(answer.received));
        expect(first).toMatchObject({
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'cross-origin-resource-policy': resource,
          'cross-origin-opener-policy': 'same-origin',
          'x-frame-options': 'DENY',
        });
        expect(Object.keys(first ?? {}).sort()).toEqual([...SECURITY].sort());
        for (const other of others) expect(other).toEqual(first);
      },
    );

    it('leaves the CSP to the composition: a page has its own, a file none', async () => {
      const page = await shell('/en/faq');
      expect(page.headers['content-security-policy']).toBe(fixture.composition.pageCsp.faq);
      const home = await shell('/en/');
      expect(home.headers['content-security-policy']).toBe(fixture.composition.pageCsp.home);
      expect(fixture.composition.pageCsp.home).not.toBe(fixture.composition.pageCsp.faq);
      const missing = await shell('/en/no-such-page');
      expect(missing.status).toBe(404);
      expect(missing.headers['content-security-policy']).toBe(fixture.composition.csp);
      expect((await shell('/robots.txt')).headers['content-security-policy']).toBeUndefined();
      expect(
        (await remote('/v1/remoteEntry.js')).headers['content-security-policy'],
      ).toBeUndefined();
    });

    it('never claims HSTS over plain HTTP', async () => {
      expect((await shell('/en/faq')).headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('CORS', () => {
    it("lets any origin read a remote's files, without credentials and with no preflight", async () => {
      const answer = await remote({
        path: '/v1/remoteEntry.js',
        headers: { origin: 'http://a.example' },
      });
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      expect(answer.headers.vary ?? '').not.toMatch(/origin/i);
      const preflight = await remote({
        method: 'OPTIONS',
        path: '/v1/remoteEntry.js',
        headers: { origin: 'http://a.example', 'access-control-request-method': 'PUT' },
      });
      expect(preflight.status).toBe(405);
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    });

    it("shares the shell's remotes document only, not its pages", async () => {
      const headers = { origin: 'http://a.example' };
      expect(
        (await shell({ path: '/remotes.json', headers })).headers['access-control-allow-origin'],
      ).toBe('*');
      for (const path of ['/en/faq', '/robots.txt', '/v/v1/assets/main-abc.js']) {
        const answer = await shell({ path, headers });
        expect(answer.headers['access-control-allow-origin'], path).toBeUndefined();
        expect(answer.headers.vary ?? '', path).not.toMatch(/origin/i);
      }
    });
  });

  it('wrote nothing into the layout, however it was asked (and after a barrage)', async () => {
    const asks = [];
    for (const path of ['/', '/en/', '/faq', '/fi/faq', '/remotes.json', '/sitemap.xml', '/x.js']) {
      for (const accepted of ['br', 'gzip', 'deflate', 'identity', '*']) {
        asks.push(shell({ path, headers: { 'accept-encoding': accepted } }));
        asks.push(remote({ path: `/v1${path}`, headers: { 'accept-encoding': accepted } }));
        asks.push(remote({ path: `/v1/${CHUNK}`, headers: { 'accept-encoding': accepted } }));
      }
    }
    await Promise.all(asks);
    expect(listing(fixture.layout.root)).toEqual(before);
  });
});

describe('a server over a read-only layout', () => {
  const isRoot = process.getuid?.() === 0;

  // As root, modes do not stop writes: the listing test above proves nothing is written instead.
  it.skipIf(isRoot)('starts and serves every kind of file', async () => {
    const fixture = liveFixture();
    made.push(fixture.layout.root);
    chmodTree(fixture.layout.root, 0o555, 0o444);
    expect(() => writeFileSync(join(fixture.layout.root, 'probe'), '')).toThrow();
    const servers = await listenAll(fixture.layout, ['shell', REMOTE]);
    for (const server of Object.values(servers)) closers.push(server.close);
    const shellPort = /** @type {number} */ (servers.shell?.port);
    const remotePort = /** @type {number} */ (servers[REMOTE]?.port);
    for (const path of [
      '/',
      '/en/faq',
      '/remotes.json',
      '/robots.txt',
      '/v/v1/assets/main-abc.js',
    ]) {
      expect((await ask(shellPort, { path, headers: { 'accept-encoding': 'br' } })).status).toBe(
        200,
      );
    }
    expect((await ask(remotePort, { path: `/v1/${CHUNK}` })).status).toBe(200);
    expect((await ask(shellPort, { path: '/en/nothing' })).status).toBe(404);
  });
});

describe('the CSP of a composition whose remotes document has hostile entries (repro 4)', () => {
  // Two remotes get hostile addresses; the others keep theirs.
  const [wild = '', sandboxed = '', ...kept] = REMOTES;

  it('leaves out the unusable entries and never takes a wildcard or a directive from them', async () => {
    const fixture = liveFixture({
      config: (config) => ({
        ...config,
        apps: { ...config.apps, [wild]: 'http://*', [sandboxed]: 'http://x;sandbox' },
      }),
    });
    made.push(fixture.layout.root);
    expect(fixture.composition.problems.join('\n')).toContain(
      `${federationName(wild)}: its address`,
    );
    const servers = await listenAll(fixture.layout, ['shell']);
    closers.push(/** @type {{ close: () => Promise<void> }} */ (servers.shell).close);
    const answer = await ask(/** @type {number} */ (servers.shell?.port), { path: '/en/faq' });
    expect(answer.status).toBe(200);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).not.toContain('*');
    expect(csp).not.toContain('sandbox');
    expect(csp.split('; ')).toHaveLength(10);
    const origins = kept.map((name) => fixture.config.apps[name]).sort();
    expect(csp).toContain(
      `script-src 'self' ${hashSource(FIXTURE_BOOT_SCRIPT)} ${origins.join(' ')};`,
    );
  });

  it('keeps the usable origins when an extra entry is unusable', () => {
    const { apps } = localConfig({});
    const document = {
      remotes: {
        ...Object.fromEntries(
          kept.map((name) => [federationName(name), `${apps[name]}/v1/remoteEntry.js`]),
        ),
        [federationName(wild)]: 'http://*/x.js',
        [federationName(sandboxed)]: 'http://x;sandbox/v1/remoteEntry.js',
        evil: 'http://*',
      },
    };
    const checked = checkRemotesDocument(document);
    if (checked.kind !== 'usable') throw new Error('the document should be usable');
    const csp = contentSecurityPolicy({ origins: entryOrigins(checked.entries), styleHashes: [] });
    const origins = kept.map((name) => apps[name]).sort();
    expect(csp).toContain(`script-src 'self' ${origins.join(' ')};`);
    expect(csp).not.toContain('*');
    expect(csp).not.toContain('sandbox');
    expect(checked.unknown).toEqual(['evil']);
  });
});
