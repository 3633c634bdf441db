// @ts-check
// Property-based requests against the five app servers, each in its own process under the
// supervisor: random methods, paths (real files, links out of the builds, encoded, dotted, long,
// unicode, NUL and backslash tricks), ranges, encodings with q-values and conditional headers.
// Whatever is asked, every answer has a status allowed for the request and the headers that go
// with it, no body ever holds a file from outside the app's folder (a canary planted outside the
// layout, linked from inside, never shows up; what is served is the very file asked for), and at
// the end every server still answers, in the same process.
//
// FC_SEED and FC_RUNS change the seed and the number of runs (defaults: fixed, 500).
import { readFileSync, rmSync } from 'node:fs';
import { METHODS } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_APPS, ROUTES } from '@fair/shared/site';
import { NAME } from '../layout/layout.mjs';
import {
  ask,
  canaryFolder,
  CHUNK,
  closeConnections,
  freePort,
  liveFixture,
  plantLinks,
} from '../test/servers.mjs';
import { requestPath } from './requestPath.mjs';
import { superviseApps } from './supervisor.mjs';

/** @import { Answer, Ask } from '../test/servers.mjs' */

const SEED = Number(process.env.FC_SEED ?? 20_261_123);
const RUNS = Number(process.env.FC_RUNS ?? 500);
const APPS = ['shell', ...REMOTE_APPS.map((remote) => remote.name)];
const KNOWN_METHODS = new Set(METHODS);

const LINKS = [
  'assets/linked-canary.js',
  'assets/linked-folder/chunk.js',
  'assets/dangling.js',
  'assets/other-app.json',
  'assets/alias.json',
  'assets/encoded-br.js',
  'assets/encoded-gz.js',
  'assets/encoded-deflate.js',
];
/** Addresses that exist (or are links planted in the builds), per kind of app. */
const REAL_PATHS = {
  shell: [
    '/',
    '/en/',
    '/faq',
    '/en/faq',
    '/pt-pt/faq',
    '/fi/artigos',
    '/pt-br/faq',
    '/faq/',
    '/remotes.json',
    '/sitemap.xml',
    '/robots.txt',
    `/v/v1/${CHUNK}`,
    '/v/v1/assets/main-abc.js',
    '/v/v1/build.json',
    ...LINKS.map((link) => `/v/v1/${link}`),
  ],
  remote: [
    '/v1/remoteEntry.js',
    `/v1/${CHUNK}`,
    '/v1/mf-manifest.json',
    '/v1/assets/page.css',
    '/v1/build.json',
    ...LINKS.map((link) => `/v1/${link}`),
  ],
};
const SLUGS = [...new Set(ROUTES.map((route) => route.slug))];
/** Segments that try to step out, smuggle a separator, or reach the layout's own files. */
const TRICKY = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2e',
  '.%2e',
  '%2e',
  '%2f',
  '%2F..%2F',
  '%5c',
  '%5C..%5C',
  '\\',
  '..\\..',
  '%00',
  'x.js%00.html',
  '%zz',
  '%',
  '%E2%82',
  '%c0%ae%c0%ae',
  '%C3%A4',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '~',
  '',
  '*',
  ';x',
  '%3F',
  '%23',
  'versions',
  'compositions',
  'current.json',
  'layout.json',
  'composition.json',
  '.git',
  '.hidden',
  'v',
  'v1',
  'v2',
  'pt-br',
  'en',
  'remotes.json',
  'remotes.json.br',
  'remoteEntry.js.gz',
  'assets',
  'linked-folder',
  'nul',
];
const SUFFIXES = [
  '/',
  '.br',
  '.gz',
  '.deflate',
  '%00',
  '/..',
  '/.',
  '?x=1',
  '#frag',
  ';x',
  '%2f',
  '~',
];

/** Only characters a request line can carry stay as they are; the rest is percent-encoded. */
const sendable = (/** @type {string} */ path) =>
  path.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));

/** @param {'shell' | 'remote'} kind */
function pathArbitrary(kind) {
  const real = fc.constantFrom(...REAL_PATHS[kind]);
  const base = kind === 'shell' ? '/v/v1/' : '/v1/';
  // Links, and more often the files whose encoded copies are links (asked in some encoding).
  const linked = fc.oneof(
    fc.constantFrom(...LINKS.map((link) => `${base}${link}`)),
    fc.constantFrom(
      ...LINKS.filter((link) => link.includes('encoded')).map((link) => `${base}${link}`),
    ),
  );
  const tricky = fc.constantFrom(...TRICKY);
  const segment = fc.oneof(
    tricky,
    fc.constantFrom(...REAL_PATHS[kind].flatMap((path) => path.split('/'))),
  );
  const mutated = fc
    .tuple(real, fc.nat(), tricky, fc.constantFrom('insert', 'replace'))
    .map(([path, at, extra, how]) => {
      const segments = path.split('/');
      const index = 1 + (at % Math.max(1, segments.length - 1));
      segments.splice(index, how === 'replace' ? 1 : 0, extra);
      return segments.join('/') || '/';
    });
  const suffixed = fc
    .tuple(real, fc.constantFrom(...SUFFIXES))
    .map(([path, suffix]) => `${path}${suffix}`);
  const encodedOnce = fc.tuple(real, fc.nat()).map(([path, at]) => {
    const index = 1 + (at % Math.max(1, path.length - 1));
    const char = path[index] ?? 'x';
    const hex = `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
    return `${path.slice(0, index)}${at % 2 ? hex.toUpperCase() : hex}${path.slice(index + 1)}`;
  });
  const random = fc
    .array(segment, { minLength: 0, maxLength: 6 })
    .map((segments) => `/${segments.join('/')}`);
  const unicode = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
    .map((text) => sendable(`/v1/${text}`));
  const long = fc.integer({ min: 200, max: 5000 }).map((length) => `/v1/${'a'.repeat(length)}`);
  const raw = fc
    .string({ unit: 'binary-ascii', maxLength: 30 })
    .map((text) => sendable(`/${text}`));
  // The shell's addresses: a language prefix (or one that looks like it), then slugs, empty
  // segments (`//`), tricky segments and slashes, and perhaps a query.
  const address = fc
    .tuple(
      fc.constantFrom('', 'pt-br', 'pt-br', 'pt-br', 'en', 'en', 'pt-pt', 'EN', 'Pt-Br', 'xx', 'v'),
      fc.array(
        fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom(...SLUGS) },
          { weight: 3, arbitrary: fc.constant('') },
          { weight: 1, arbitrary: tricky },
          { weight: 1, arbitrary: fc.constant('evil.example') },
        ),
        { maxLength: 4 },
      ),
      fc.constantFrom('', '', '?a=b', '?%2F%2Fevil.example', '#x'),
    )
    .map(([prefix, segments, query]) => `/${[prefix, ...segments].join('/')}${query}`);
  return fc.oneof(
    { weight: 10, arbitrary: real },
    { weight: 6, arbitrary: linked },
    { weight: kind === 'shell' ? 5 : 0, arbitrary: address },
    { weight: 3, arbitrary: mutated },
    { weight: 2, arbitrary: suffixed },
    { weight: 2, arbitrary: encodedOnce },
    { weight: 2, arbitrary: random },
    { weight: 1, arbitrary: unicode },
    { weight: 1, arbitrary: long },
    { weight: 1, arbitrary: raw },
    {
      weight: 1,
      arbitrary: fc.constantFrom('*', '/%2e%2e/%2e%2e/etc/passwd', '//v1//remoteEntry.js'),
    },
  );
}

const methodArbitrary = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('GET', 'HEAD') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'POST',
      'PUT',
      'DELETE',
      'PATCH',
      'TRACE',
      'OPTIONS',
      'PROPFIND',
      'MKCOL',
      'LOCK',
      'COPY',
      'MOVE',
      'SEARCH',
      'PURGE',
      'REPORT',
      'QUERY',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.stringMatching(/^[A-Z]{1,10}$/).filter((method) => method !== 'CONNECT'),
  },
);

const position = fc.oneof(
  fc.nat({ max: 5000 }),
  fc.constantFrom(0, 1, 2 ** 31, 2 ** 53, '18446744073709551615', '99999999999999999999999'),
);
const rangeArbitrary = fc.oneof(
  fc.tuple(position, position).map(([start, end]) => `bytes=${start}-${end}`),
  position.map((start) => `bytes=${start}-`),
  position.map((length) => `bytes=-${length}`),
  fc
    .array(fc.tuple(fc.nat({ max: 3000 }), fc.nat({ max: 3000 })), { minLength: 2, maxLength: 4 })
    .map((pairs) => `bytes=${pairs.map(([a, b]) => `${a}-${b}`).join(',')}`),
  fc.constantFrom(
    'bytes=',
    'bytes=-',
    'bytes=--1',
    'bytes=1-2-3',
    'items=0-1',
    'bytes=a-b',
    ' bytes=0-0',
  ),
);

const codingArbitrary = fc
  .tuple(
    fc.constantFrom(
      'br',
      'gzip',
      'deflate',
      'deflate',
      'deflate',
      'identity',
      '*',
      'compress',
      'zstd',
      'BR',
      'Gzip',
      'x-gzip',
    ),
    fc.option(fc.constantFrom('0', '0.001', '0.5', '1', '1.000', '-1', 'abc', '', '2'), {
      nil: undefined,
    }),
  )
  .map(([coding, q]) => (q === undefined ? coding : `${coding};q=${q}`));
const acceptEncodingArbitrary = fc
  .array(codingArbitrary, { minLength: 0, maxLength: 4 })
  .chain((codings) => fc.constantFrom(',', ', ').map((separator) => codings.join(separator)));

const dateArbitrary = fc.oneof(
  fc
    .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) })
    .map((time) => new Date(time).toUTCString()),
  fc.constantFrom('garbage', '', 'Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT'),
);

/**
 * @param {string[]} etags the real ETags of some files, so a condition can match
 */
function headersArbitrary(etags) {
  const etag = fc.oneof(
    fc.constantFrom(...etags),
    fc.constantFrom('"x"', 'W/"x"', '"', 'W/', '*', ',', '""'),
    fc
      .string({ unit: 'grapheme-ascii', maxLength: 10 })
      .map((text) => `"${text.replace(/"/g, '')}"`),
  );
  const etagList = fc
    .array(etag, { minLength: 1, maxLength: 4 })
    .chain((list) => fc.constantFrom(',', ', ', ' , ').map((separator) => list.join(separator)));
  return fc
    .record({
      range: sometimes(30, rangeArbitrary),
      'accept-encoding': sometimes(70, acceptEncodingArbitrary),
      'if-none-match': sometimes(25, etagList),
      'if-modified-since': sometimes(10, dateArbitrary),
      'if-match': sometimes(5, etagList),
      'if-unmodified-since': sometimes(5, dateArbitrary),
      'if-range': sometimes(8, fc.oneof(etag, dateArbitrary)),
      cookie: sometimes(
        15,
        fc.constantFrom('fair_language=en', 'fair_language=fi', 'fair_language=xx', 'a=b'),
      ),
      'cache-control': sometimes(5, fc.constantFrom('no-cache', 'max-age=0')),
    })
    .map((headers) =>
      Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)),
    );
}

/**
 * A value in about `percent` of the runs, undefined in the others.
 * @template T
 * @param {number} percent
 * @param {fc.Arbitrary<T>} arbitrary
 * @returns {fc.Arbitrary<T | undefined>}
 */
function sometimes(percent, arbitrary) {
  return fc.oneof(
    { weight: 100 - percent, arbitrary: fc.constant(undefined) },
    { weight: percent, arbitrary },
  );
}

/** The statuses an answer to this request may have. */
function allowedStatuses(/** @type {string} */ app, /** @type {Ask} */ request) {
  const { method = 'GET', path, headers = {} } = request;
  if (!KNOWN_METHODS.has(method)) return [400];
  if (!path.startsWith('/') && path !== '*') return [400];
  if (method !== 'GET' && method !== 'HEAD') return [400, 405];
  const allowed = [200, 400, 404, 414];
  if (headers.range !== undefined) allowed.push(206, 416);
  if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined)
    allowed.push(304);
  if (headers['if-match'] !== undefined || headers['if-unmodified-since'] !== undefined)
    allowed.push(412);
  if (app === 'shell') allowed.push(301, 302);
  return allowed;
}

/** @param {Answer} answer */
function decoded(answer) {
  try {
    const encoding = answer.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(answer.body);
    if (encoding === 'gzip') return gunzipSync(answer.body);
    if (encoding === 'deflate') return inflateSync(answer.body);
  } catch {
    // A range of a compressed file does not decompress: its raw bytes are checked instead.
  }
  return answer.body;
}

describe('the app servers, asked anything (property-based)', () => {
  /** @type {ReturnType<typeof liveFixture>} */
  let fixture;
  /** @type {ReturnType<typeof canaryFolder>} */
  let outside;
  /** @type {ReturnType<typeof superviseApps>} */
  let supervision;
  /** @type {Record<string, number>} */
  const ports = {};
  /** @type {string[]} */
  const log = [];
  /** @type {Record<string, number | undefined>} */
  let pidsAtStart = {};
  /** @type {string[]} */
  const etags = [];

  beforeAll(async () => {
    for (const app of APPS) ports[app] = await freePort();
    outside = canaryFolder();
    fixture = liveFixture({
      config: (config) => ({
        site: `http://localhost:${ports.shell}`,
        apps: Object.fromEntries(
          Object.keys(config.apps).map((app) => [app, `http://localhost:${ports[app]}`]),
        ),
      }),
    });
    const { layout } = fixture;
    for (const app of APPS) {
      const other = app === 'shell' ? 'mf-catalog' : 'shell';
      plantLinks(layout.versionDir(app, 'v1'), outside.dir, layout.versionDir(other, 'v1'));
    }
    supervision = superviseApps({
      layout: layout.root,
      apps: APPS.map((app) => ({ app, port: /** @type {number} */ (ports[app]) })),
      host: '127.0.0.1',
      log: (line) => log.push(line),
    });
    await supervision.ready;
    pidsAtStart = supervision.pids();
    for (const [app, path] of [
      ['shell', '/en/faq'],
      ['shell', '/remotes.json'],
      ['mf-catalog', `/v1/${CHUNK}`],
      ['mf-licenses', '/v1/remoteEntry.js'],
    ]) {
      for (const accepted of ['identity', 'gzip', 'br']) {
        const answer = await ask(/** @type {number} */ (ports[/** @type {string} */ (app)]), {
          path: /** @type {string} */ (path),
          headers: { 'accept-encoding': accepted },
        });
        if (answer.headers.etag) etags.push(answer.headers.etag);
      }
    }
  });

  afterAll(async () => {
    await supervision?.stop();
    closeConnections();
    if (fixture) rmSync(fixture.layout.root, { recursive: true, force: true });
    if (outside) rmSync(outside.dir, { recursive: true, force: true });
  });

  /**
   * Everything an answer must be, whatever the request.
   * @param {string} app @param {Ask} request @param {Answer} answer
   */
  function check(app, request, answer) {
    const { method = 'GET', path, headers = {} } = request;
    const about = `${app}: ${method} ${path} ${JSON.stringify(headers)} → ${answer.status}`;
    expect(allowedStatuses(app, request), about).toContain(answer.status);
    expect(answer.headers['x-content-type-options'], about).toBe('nosniff');
    // Nothing from outside the layout, compressed or not.
    for (const body of [answer.body, decoded(answer)]) {
      expect(body.includes(outside.canary), about).toBe(false);
    }
    if (method === 'HEAD') expect(answer.body.length, about).toBe(0);
    const cacheControl = String(answer.headers['cache-control'] ?? '');
    if (answer.status >= 400) expect(['no-store', 'no-cache'], about).toContain(cacheControl);

    switch (answer.status) {
      case 405:
        expect(answer.headers.allow, about).toBe('GET, HEAD');
        break;
      case 206: {
        const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(answer.headers['content-range']));
        expect(range, about).not.toBeNull();
        const [start = 0, end = -1, size = 0] = (range ?? []).slice(1).map(Number);
        expect(start <= end && end < size, about).toBe(true);
        if (method === 'GET') expect(answer.body.length, about).toBe(end - start + 1);
        break;
      }
      case 416:
        expect(answer.headers['content-range'], about).toMatch(/^bytes \*\/\d+$/);
        break;
      case 304:
        expect(answer.headers.etag, about).toBeTruthy();
        expect(cacheControl, about).not.toBe('');
        expect(answer.body.length, about).toBe(0);
        break;
      case 301:
      case 302:
        // A redirect stays on the site: a path, never `//host` or `/\host`.
        expect(answer.headers.location, about).toMatch(/^\/(?![/\\])/);
        break;
      default:
    }

    const encoding = answer.headers['content-encoding'];
    if (encoding) {
      const accepted = String(headers['accept-encoding'] ?? '').toLowerCase();
      expect(accepted.includes(encoding) || accepted.includes('*'), about).toBe(true);
    }

    // What is served from a version is the very file asked for (or its encoded copy), never
    // another, and only that is cached for a year.
    const target = requestPath(path);
    const segments = target.ok ? target.segments : [];
    const versioned = app === 'shell' ? segments[0] === 'v' && segments.slice(1) : segments;
    const [version = '', ...file] = versioned || [];
    if (cacheControl.includes('immutable')) {
      expect([200, 206, 304], about).toContain(answer.status);
      expect(NAME.test(version) && file.length > 0, about).toBe(true);
    }
    if (answer.status === 200 && method === 'GET' && cacheControl.includes('immutable')) {
      const extension = { br: '.br', gzip: '.gz', deflate: '.deflate' }[String(encoding)] ?? '';
      const onDisk = readFileSync(
        `${join(fixture.layout.versionDir(app, version), ...file)}${extension}`,
      );
      expect(answer.body.equals(onDisk), about).toBe(true);
    }
  }

  it('answers every request with an allowed status, from inside its folders, and stays up', async () => {
    const request = fc.record({
      app: fc.oneof(fc.constant('shell'), fc.constantFrom(...APPS)),
      method: methodArbitrary,
      shellPath: pathArbitrary('shell'),
      remotePath: pathArbitrary('remote'),
      headers: headersArbitrary(etags),
      body: fc.option(fc.string({ maxLength: 2000 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ app, method, shellPath, remotePath, headers, body }) => {
        /** @type {Ask} */
        const asked = {
          method,
          path: app === 'shell' ? shellPath : remotePath,
          headers: /** @type {Record<string, string>} */ (headers),
          body: method === 'GET' || method === 'HEAD' ? undefined : body,
        };
        const answer = await ask(/** @type {number} */ (ports[app]), asked);
        check(app, asked, answer);
      }),
      { seed: SEED, numRuns: RUNS },
    );

    // Every server still answers, in the process it started in.
    for (const app of APPS) {
      const answer = await ask(/** @type {number} */ (ports[app]), {
        path: app === 'shell' ? '/robots.txt' : '/v1/remoteEntry.js',
      });
      expect(answer.status, app).toBe(200);
    }
    expect(supervision.pids()).toEqual(pidsAtStart);
    expect(log.filter((line) => line.includes('stopped'))).toEqual([]);
  });
});
