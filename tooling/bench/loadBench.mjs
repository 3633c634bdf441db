#!/usr/bin/env node
// @ts-check
// A bounded load test of the serving layer, on this machine only: the apps, each in its own
// process under the supervisor (on free localhost ports for a fixture of stub apps; on the ports a
// given layout is composed for, with the API beside them, so that its data pages are rendered as
// they would be, not answered with their fallback); autocannon sends a fixed number of
// requests (shell pages in several languages, the remotes document, remote entries and a hashed
// asset) while one other client keeps sending hostile requests (bad ranges, odd methods,
// traversal, malformed targets, huge headers) until it is done. Prints requests/s, latency
// p50/p99, answers outside 2xx/3xx (expected for the hostile ones, unexpected for the load),
// errors, whether every server is still the process it started as, and, for a layout, where each
// data page's HTML came from after the load (its `Server-Timing`). Exits 1 if a server died or
// anything unexpected happened (a data page whose render failed included).
//
//   node tooling/bench/loadBench.mjs [--layout <dir>] [--requests 20000] [--connections 20]
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  API_SERVICE,
  hasParameter,
  LANGUAGES,
  pagePath,
  REMOTE_APPS,
  ROUTES,
} from '@fair/shared/site';
import { Layout } from '../layout/layout.mjs';
import { apiBuildProblem, apiService } from '../server/apiService.mjs';
import { readFragmentTiming } from '../server/fragmentTiming.mjs';
import { superviseApps } from '../server/supervisor.mjs';
import { askRaw, CHUNK, freePort, liveFixture } from '../test/servers.mjs';

const { values } = parseArgs({
  options: {
    layout: { type: 'string' },
    requests: { type: 'string', default: '20000' },
    connections: { type: 'string', default: '20' },
  },
});
const AMOUNT = Number(values.requests);
const CONNECTIONS = Number(values.connections);
if (!(AMOUNT > 0 && CONNECTIONS > 0 && AMOUNT >= CONNECTIONS)) {
  console.error('usage: loadBench.mjs [--layout <dir>] [--requests N] [--connections C ≤ N]');
  process.exit(2);
}
const APPS = ['shell', ...REMOTE_APPS.map((remote) => remote.name)];

// The layout: a fixture made for the run (removed after it), or the one given, only read.
const fixture = values.layout ? undefined : liveFixture();
const layout = fixture?.layout ?? new Layout(values.layout ?? '');
const current = layout.readCurrent();
if (!current) {
  console.error(`nothing is deployed in ${layout.root}`);
  process.exit(2);
}
// A layout's composition names its apps' addresses: its pages are composed from remotes there,
// and the API renders its data pages, so both are served where it says (a layout's ports are its
// own: a bench stops its composition before this runs). A fixture's stub apps take free ports.
const composed = fixture ? undefined : layout.readConfig();
if (!fixture && !composed) {
  console.error(`${layout.root} names no addresses (layout.json)`);
  process.exit(2);
}
const HOST = composed ? new URL(composed.site).hostname : '127.0.0.1';
/** @type {Record<string, number>} */
const ports = {};
for (const app of APPS) {
  const address = composed?.apps[app];
  ports[app] = address ? Number(new URL(address).port) : await freePort();
}
if (composed) {
  const taken = await fetch(composed.site).then(
    () => true,
    () => false,
  );
  if (taken) {
    console.error(`${composed.site} already answers: stop the layout's servers first`);
    process.exit(2);
  }
}
const unbuiltApi = composed ? apiBuildProblem() : null;
if (unbuiltApi) {
  console.error(unbuiltApi);
  process.exit(2);
}
const api = composed ? { port: await freePort(), site: composed.site } : undefined;
const shellVersion = current.versions.shell ?? 'v1';
const catalogVersion = current.versions['mf-catalog'] ?? 'v1';

/** @param {string} app @param {string} path */
const url = (app, path) => `http://${HOST}:${ports[app]}${path}`;
// Pages at one address each (a work's page needs a work: not this fixture's).
const pageRoutes = ROUTES.filter((route) => !hasParameter(route)).slice(0, 3);
const pageLanguages = LANGUAGES.slice(0, 4);
const pageUrls = pageLanguages.flatMap((language) =>
  pageRoutes.map((route) => url('shell', pagePath(route, language))),
);
const loadUrls = [
  ...pageUrls,
  url('shell', '/remotes.json'),
  url('shell', '/remotes.json'),
  ...REMOTE_APPS.map((remote) =>
    url(remote.name, `/${current.versions[remote.name] ?? 'v1'}/remoteEntry.js`),
  ),
  ...(fixture ? [url('mf-catalog', `/${catalogVersion}/${CHUNK}`)] : []),
];

/**
 * The hostile client's requests, each with the statuses it may get (0: the connection is closed
 * without an answer).
 * @type {{ app: string, name: string, text: string, expected: number[] }[]}
 */
const HOSTILE = [];
/** @param {string} app @param {string} name @param {string} head @param {number[]} expected */
const hostile = (app, name, head, expected, body = '') =>
  HOSTILE.push({
    app,
    name,
    text: `${head}\r\nHost: localhost\r\nConnection: close\r\n\r\n${body}`,
    expected,
  });
const remoteFile = `/${catalogVersion}/remoteEntry.js`;
const R = 'mf-catalog';
hostile(R, 'inverted range', `GET ${remoteFile} HTTP/1.1\r\nRange: bytes=100-50`, [416]);
hostile(
  R,
  '2^64-1 range',
  `GET ${remoteFile} HTTP/1.1\r\nRange: bytes=0-18446744073709551615`,
  [206],
);
hostile(R, 'suffix range', `GET ${remoteFile} HTTP/1.1\r\nRange: bytes=-10`, [206]);
hostile(R, 'zero suffix', `GET ${remoteFile} HTTP/1.1\r\nRange: bytes=-0`, [416]);
hostile(R, 'POST If-None-Match *', `POST ${remoteFile} HTTP/1.1\r\nIf-None-Match: *`, [405]);
hostile(R, 'DELETE', `DELETE ${remoteFile} HTTP/1.1`, [405]);
hostile(R, 'traversal', `GET /${catalogVersion}/%2e%2e/%2e%2e/current.json HTTP/1.1`, [404]);
hostile(R, 'backslash', `GET /${catalogVersion}/..%5C..%5Ccurrent.json HTTP/1.1`, [400]);
hostile(R, 'missing asset', `GET /${catalogVersion}/assets/missing-0000.js HTTP/1.1`, [404]);
hostile(R, 'huge header', `GET ${remoteFile} HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}`, [431]);
hostile('shell', 'PUT with body', 'PUT /en/faq HTTP/1.1\r\nContent-Length: 5', [405], 'hello');
hostile('shell', 'TRACE', 'TRACE / HTTP/1.1', [405]);
hostile('shell', 'PROPFIND', 'PROPFIND /remotes.json HTTP/1.1', [405]);
hostile('shell', 'OPTIONS *', 'OPTIONS * HTTP/1.1', [405]);
hostile('shell', 'unknown method', 'FOO / HTTP/1.1', [400]);
hostile('shell', 'CONNECT', 'CONNECT localhost:443 HTTP/1.1', [0]);
hostile('shell', 'dot segments', 'GET /../../current.json HTTP/1.1', [404]);
hostile('shell', 'encoded slash', 'GET /v/..%2f..%2fcurrent.json HTTP/1.1', [400]);
hostile('shell', 'bad UTF-8', 'GET /%E2%82 HTTP/1.1', [400]);
hostile('shell', 'open redirect', 'GET /pt-br//evil.example HTTP/1.1', [404]);
hostile('shell', 'unicode redirect', 'GET /pt-br/%F0%9F%98%80 HTTP/1.1', [301]);
hostile('shell', 'document .br', 'GET /remotes.json.br HTTP/1.1', [404]);
hostile('shell', 'page range', 'GET /en/faq HTTP/1.1\r\nRange: bytes=100-50', [416]);
hostile(
  'shell',
  'conditions and q-values',
  'GET /en/faq HTTP/1.1\r\nAccept-Encoding: br;q=0, gzip\r\nIf-None-Match: *',
  [304],
);
hostile('shell', 'missing hashed asset', `GET /v/${shellVersion}/assets/x-0000.js HTTP/1.1`, [404]);
hostile(
  'shell',
  'thousands of headers',
  `GET / HTTP/1.1\r\n${Array.from({ length: 3000 }, (_, i) => `X-${i}: a`).join('\r\n')}`,
  [431],
);
hostile('shell', 'long target', `GET /${'a'.repeat(5000)} HTTP/1.1`, [414]);

/** @type {string[]} */
const log = [];
const supervision = superviseApps({
  layout: layout.root,
  apps: APPS.map((app) => ({
    app,
    port: /** @type {number} */ (ports[app]),
    ...(api ? { api: `http://localhost:${api.port}` } : {}),
  })),
  services: api ? [apiService({ layoutRoot: layout.root, ...api })] : [],
  host: HOST,
  log: (line) => log.push(line),
});
let exitCode = 1;
const cleanUp = async () => {
  await supervision.stop();
  if (fixture) rmSync(fixture.layout.root, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  const startUp = setTimeout(() => {
    console.error(`the apps did not all start within a minute:\n${log.join('\n')}`);
    void cleanUp().then(() => process.exit(1));
  }, 60_000);
  await supervision.ready;
  clearTimeout(startUp);
  const pidsAtStart = supervision.pids();

  let loadDone = false;
  /** @type {string[]} */
  const unexpectedHostile = [];
  let hostileSent = 0;
  let hostileOtherExpected = 0;
  const hostileStart = performance.now();
  const hostileClient = (async () => {
    for (let i = 0; !loadDone; i++) {
      const request = /** @type {(typeof HOSTILE)[number]} */ (HOSTILE[i % HOSTILE.length]);
      const { status } = await askRaw(
        /** @type {number} */ (ports[request.app]),
        request.text,
        5000,
      );
      hostileSent += 1;
      if (!request.expected.includes(status)) {
        unexpectedHostile.push(`${request.app} ${request.name}: ${status || 'no answer'}`);
      } else if (!(status >= 200 && status < 400)) hostileOtherExpected += 1;
    }
  })();

  const load = await autocannon({
    url: loadUrls,
    connections: CONNECTIONS,
    amount: AMOUNT,
    timeout: 10,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  loadDone = true;
  await hostileClient;
  const hostileSeconds = (performance.now() - hostileStart) / 1000;

  // Where each data page's HTML came from once the load is over: rendered for a request (or
  // kept from one), or its fallback, and why. A render that failed means the pages were not
  // composed as a visitor gets them (a remote or the API unreachable): the run measured the wrong
  // thing. (A fixture's stub apps render nothing: their pages are all fallbacks.)
  /** @type {Map<string, number>} */
  const sources = new Map();
  for (const page of pageUrls) {
    const response = await fetch(page, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    const source = readFragmentTiming(response.headers.get('server-timing'))?.source;
    if (source) sources.set(source, (sources.get(source) ?? 0) + 1);
  }
  const dataPages = [...sources.values()].reduce((sum, n) => sum + n, 0);
  const failedRenders = api
    ? [...sources]
        .filter(([source]) => source.endsWith(':error'))
        .reduce((sum, [, n]) => sum + n, 0)
    : 0;

  const watched = api ? [...APPS, API_SERVICE.name] : APPS;
  const pidsAtEnd = supervision.pids();
  const sameProcesses = watched.filter((app) => {
    const pid = pidsAtEnd[app];
    return pid !== undefined && pid === pidsAtStart[app] && isAlive(pid);
  });
  const restarts = log.filter((line) => line.includes(' stopped ')).length;

  let loadOk = 0;
  let loadOther = 0;
  for (const [status, { count }] of Object.entries(load.statusCodeStats)) {
    if (/^[23]/.test(status)) loadOk += count;
    else loadOther += count;
  }
  const loadErrors = load.errors + load.timeouts;
  const unexpected = loadOther + loadErrors + unexpectedHostile.length + failedRenders;
  const died = sameProcesses.length !== watched.length || restarts > 0;

  const rows = [
    ['layout', fixture ? 'fixture (temporary)' : layout.root],
    [
      'load',
      `${load.requests.total} requests, ${CONNECTIONS} connections on ${Math.min(CONNECTIONS, loadUrls.length)} of ${loadUrls.length} addresses (a connection keeps to one)`,
    ],
    ['duration', `${load.duration.toFixed(2)} s`],
    ['requests/s', `${Math.round(load.requests.total / load.duration)}`],
    ['latency p50 / p99', `${load.latency.p50} ms / ${load.latency.p99} ms`],
    ['load 2xx/3xx', `${loadOk}`],
    ['load non-2xx/3xx', `${loadOther} (unexpected)`],
    [
      'hostile requests',
      `${hostileSent} (${Math.round(hostileSent / hostileSeconds)}/s, one client, ${HOSTILE.length} kinds)`,
    ],
    [
      'hostile non-2xx/3xx',
      `${hostileOtherExpected} expected, ${unexpectedHostile.length} unexpected`,
    ],
    ['errors', `${loadErrors} (load errors ${load.errors}, timeouts ${load.timeouts})`],
    [
      'data pages after',
      `${dataPages} of ${pageUrls.length} pages: ${
        [...sources].map(([source, n]) => `${n} ${source}`).join(', ') || 'none'
      }${api ? ` (failed renders: ${failedRenders}, unexpected)` : ' (stub apps: fallbacks)'}`,
    ],
    [
      'server processes',
      `${sameProcesses.length}/${watched.length} same pid at the end${api ? ' (the API included)' : ''}, ${restarts} restarts`,
    ],
    ['result', died || unexpected > 0 ? 'FAILED' : 'ok'],
  ];
  const width = Math.max(...rows.map(([name = '']) => name.length));
  console.log(rows.map(([name = '', value]) => `${name.padEnd(width)}  ${value}`).join('\n'));
  for (const line of [...new Set(unexpectedHostile)].slice(0, 10))
    console.log(`  unexpected: ${line}`);
  exitCode = died || unexpected > 0 ? 1 : 0;
} finally {
  await cleanUp();
}
process.exit(exitCode);

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
