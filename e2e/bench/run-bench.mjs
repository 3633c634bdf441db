#!/usr/bin/env node
// `npm run bench`: builds and serves the composition as `npm start` does, then measures the first
// visit of four routes with Lighthouse 12 (mobile preset, median of 3 runs) and, in a real browser
// session, the JavaScript bytes, requests, and bytes downloaded when navigating from `/`.
// It prints a table and the budgets of the performance issue; it is a benchmark, not a test.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { inlineScripts } from '../../shared/server/serve-static.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const CHROMIUM = CHROMIUM_PATH;
const FLAGS = CHROMIUM_ARGS;
const BASE = 'http://localhost:4173';
const ROUTES = [
  { path: '/', remote: 'mf_catalog', link: null },
  { path: '/minhas-licencas', remote: 'mf_licenses', link: 'Minhas licenças' },
  { path: '/artigos', remote: 'mf_content', link: 'Artigos' },
  { path: '/faq', remote: 'mf_audiences', link: 'FAQ' },
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGETS = { score: 0.95, lcpMs: 2000, cls: 0.02, firstVisitJsKb: 150 };

const args = new Set(process.argv.slice(2));

function build() {
  if (args.has('--no-build')) return;
  console.log('Building every app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function serve() {
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  const log = openSync(join(ROOT, '.bench', 'server.log'), 'w');
  const server = spawn('node', ['shared/server/serve-composition.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/remotes.json`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error('the composition did not start');
}

async function startDebuggableChromium(port) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

async function lighthouseRoute(path, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(`${BASE}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const audits = result.lhr.audits;
    runs.push({
      score: result.lhr.categories.performance.score,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    });
  }
  // Each figure is its own median over the runs, as budgets on each figure are read.
  const median = (key) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  return { score: median('score'), lcp: median('lcp'), tbt: median('tbt'), cls: median('cls') };
}

/**
 * Per request, through the DevTools protocol: the bytes on the wire (the server sends brotli when
 * the browser accepts it) and, for scripts, the gzip size of the body, which the budget is in.
 */
async function recordTraffic(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const requests = new Map();
  const bodies = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, { url: response.url, type, bytes: 0, gzipBytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.bytes = encodedDataLength;
    if (request.type !== 'Script' && request.type !== 'Document') return;
    bodies.push(
      cdp.send('Network.getResponseBody', { requestId }).then(
        ({ body, base64Encoded }) => {
          const raw = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
          const code =
            request.type === 'Script'
              ? [raw]
              : inlineScripts(raw.toString('utf8')).map(Buffer.from);
          request.gzipBytes = code.reduce(
            (sum, part) => sum + gzipSync(part, { level: 9 }).length,
            0,
          );
        },
        () => undefined,
      ),
    );
  });
  return {
    requests,
    settled: () => Promise.all(bodies),
    reset: () => requests.clear(),
  };
}

const mounted = (page, remote) =>
  page
    .locator(`.remote-outlet[data-remote="${remote}"][data-state="mounted"] h1`)
    .waitFor({ timeout: 20000 });

async function settle(page) {
  await page.waitForLoadState('networkidle');
}

function summarize(requests) {
  const all = [...requests.values()];
  const scripts = all.filter((r) => r.type === 'Script');
  return {
    requests: all.length,
    // Script files and the code inlined in the page.
    jsBytes: all.reduce((sum, r) => sum + r.gzipBytes, 0),
    jsTransferred: scripts.reduce((sum, r) => sum + r.bytes, 0),
    allBytes: all.reduce((sum, r) => sum + r.bytes, 0),
    urls: all.map((r) => r.url),
  };
}

async function sessionMetrics(browser) {
  const results = {};
  for (const route of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const traffic = await recordTraffic(page);
    await page.goto(`${BASE}${route.path}`);
    await mounted(page, route.remote);
    await settle(page);
    await traffic.settled();
    results[route.path] = { firstVisit: summarize(traffic.requests) };
    await context.close();
  }
  for (const route of ROUTES.filter((r) => r.link)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const traffic = await recordTraffic(page);
    await page.goto(`${BASE}/`);
    await mounted(page, 'mf_catalog');
    await settle(page);
    traffic.reset();
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: route.link, exact: true })
      .click();
    await mounted(page, route.remote);
    await settle(page);
    await traffic.settled();
    results[route.path].fromHome = summarize(traffic.requests);
    await context.close();
  }
  return results;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const pad = (value, width) => String(value).padEnd(width);

async function main() {
  build();
  const server = await serve();
  try {
    const chrome = await startDebuggableChromium(9333);
    const lh = {};
    try {
      for (const route of ROUTES) {
        process.stdout.write(`Lighthouse ${route.path} ×${RUNS}… `);
        const l = await lighthouseRoute(route.path, chrome.port);
        lh[route.path] = l;
        console.log(
          `score ${l.score.toFixed(2)}, LCP ${Math.round(l.lcp)} ms, TBT ${Math.round(l.tbt)} ms, CLS ${l.cls.toFixed(3)}`,
        );
      }
    } finally {
      await chrome.stop();
    }

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    const session = await sessionMetrics(browser);
    await browser.close();

    console.log(
      '\nLighthouse 12, mobile preset, median of',
      RUNS,
      'runs (each figure its own median); bytes from a real Chromium session (JS: gzip -9 of script files and inline scripts, and as transferred)',
    );
    console.log(
      [
        pad('route', 18),
        pad('score', 6),
        pad('LCP ms', 8),
        pad('TBT ms', 8),
        pad('CLS', 7),
        pad('JS kB gz', 9),
        pad('(sent)', 7),
        pad('requests', 9),
        'kB from /',
      ].join(' '),
    );
    const failures = [];
    for (const route of ROUTES) {
      const l = lh[route.path];
      const s = session[route.path];
      console.log(
        [
          pad(route.path, 18),
          pad(l.score.toFixed(2), 6),
          pad(Math.round(l.lcp), 8),
          pad(Math.round(l.tbt), 8),
          pad(l.cls.toFixed(3), 7),
          pad(kb(s.firstVisit.jsBytes), 9),
          pad(kb(s.firstVisit.jsTransferred), 7),
          pad(s.firstVisit.requests, 9),
          s.fromHome ? `${kb(s.fromHome.allBytes)} (${s.fromHome.requests} requests)` : '—',
        ].join(' '),
      );
      if (l.score < BUDGETS.score)
        failures.push(`${route.path}: performance ${l.score} < ${BUDGETS.score}`);
      if (l.lcp > BUDGETS.lcpMs)
        failures.push(`${route.path}: LCP ${Math.round(l.lcp)} ms > ${BUDGETS.lcpMs}`);
      if (l.cls > BUDGETS.cls)
        failures.push(`${route.path}: CLS ${l.cls.toFixed(3)} > ${BUDGETS.cls}`);
      if (s.fromHome) {
        const foreign = s.fromHome.urls.filter(
          (url) => !url.startsWith(REMOTE_ORIGIN[route.remote]) && !url.includes('/locales'),
        );
        if (foreign.length)
          failures.push(`${route.path} from /: also downloaded ${foreign.join(', ')}`);
      }
    }
    const homeJs = session['/'].firstVisit.jsBytes / 1024;
    if (homeJs > BUDGETS.firstVisitJsKb)
      failures.push(`/: first-visit JS ${homeJs.toFixed(1)} kB > ${BUDGETS.firstVisitJsKb}`);

    console.log(
      `\nBudgets: performance ≥ ${BUDGETS.score}, LCP ≤ ${BUDGETS.lcpMs} ms, CLS ≤ ${BUDGETS.cls}, first-visit JS for / ≤ ${BUDGETS.firstVisitJsKb} kB gz; navigating downloads only the new remote's code and texts.`,
    );
    if (failures.length) {
      console.log('Over budget:');
      for (const failure of failures) console.log(`  - ${failure}`);
      process.exitCode = 1;
    } else {
      console.log('All budgets hold.');
    }
  } finally {
    server.kill();
  }
}

const REMOTE_ORIGIN = {
  mf_catalog: 'http://localhost:4174',
  mf_licenses: 'http://localhost:4175',
  mf_content: 'http://localhost:4176',
  mf_audiences: 'http://localhost:4177',
};

await main();
