#!/usr/bin/env node
// `npm run bench`: builds every app, deploys them into a layout of the bench's own and serves it
// (as `npm start` does, on ports of its own), then measures, each figure the median of 3 runs:
// - Lighthouse 12 (mobile preset) on each measured page, side by side with the same page saved
//   as static HTML (its CSS inlined, no scripts, Brotli-compressed like the site's), served from
//   the same machine in the same run:
//   LCP against that floor, score, total blocking time, layout shift;
// - the JavaScript a first visit downloads;
// - memory: heap growth per 1,000 page changes after warm-up (e2e/bench/memory.mjs);
// - load: requests/s, latency and errors while a client sends hostile requests
//   (tooling/bench/loadBench.mjs).
// It prints tables and the budgets, and exits non-zero when one is not met. A benchmark, not a test.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { appPort } from '@fair/shared/site';
import { serveBenchComposition } from '@fair/tooling/bench';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@fair/tooling/chromium';
import { GOAL_PER_THOUSAND_BYTES, measureMemory } from './memory.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
/** The bench's own ports: each app's port from the app table, 3000 higher. */
const PORT_OFFSET = 3000;
const BASE = `http://localhost:${appPort('shell', {}) + PORT_OFFSET}`;
const LAYOUT = join(ROOT, '.bench', 'layout');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The pages measured, each against itself as static HTML (a filtered address for layout shift). */
const PAGES = ['/', '/artigos', '/faq', '/minhas-licencas', '/en/', '/fi/faq', '/?q=joao'];
const BUDGETS = {
  lcpRatio: 1.25,
  score: 0.98,
  tbtMs: 100,
  cls: 0.01,
};
const args = new Set(process.argv.slice(2));
/**
 * The floor: each page as the composition serves it, saved as static HTML with its CSS inlined
 * (it already is) and every script and script hint removed, served by a plain HTTP server.
 */
async function serveFloor() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const files = new Map();
  for (const page of PAGES) {
    const html = await (await fetch(`${BASE}${page}`)).text();
    const plain = html
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="(modulepreload|preload)"[^>]*>/g, '');
    const path = new URL(page, BASE).pathname;
    const file = join(dir, `${path.replace(/\/$/, '/index')}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, plain);
    files.set(path, plain);
  }
  // Compressed as the site's own pages are (Brotli when asked for), so the two differ only in
  // what the page holds.
  const compressed = new Map([...files].map(([path, html]) => [path, brotliCompressSync(html)]));
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', BASE).pathname;
    const body = files.get(path);
    if (!body) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(brotli ? { 'Content-Encoding': 'br' } : {}),
    });
    response.end(brotli ? compressed.get(path) : body);
  });
  // Any free port: the floor is only ever asked for by this script.
  await new Promise((done) => server.listen(0, 'localhost', done));
  const address = `http://localhost:${server.address().port}`;
  return { stop: () => new Promise((done) => server.close(done)), dir, address };
}

async function startDebuggableChromium(port) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((done) => setTimeout(done, 100));
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseOf(url, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
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
  return Object.fromEntries(
    ['score', 'lcp', 'tbt', 'cls'].map((key) => [key, median(runs.map((run) => run[key]))]),
  );
}

/** The JavaScript of a first visit: gzip -9 of every script body, and the bytes as sent. */
async function firstVisitScripts(browser, page) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  const scripts = new Map();
  const bodies = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, sent: 0, gzip: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (!script) return;
    script.sent = encodedDataLength;
    bodies.push(
      cdp.send('Network.getResponseBody', { requestId }).then(
        ({ body, base64Encoded }) => {
          script.gzip = gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), {
            level: 9,
          }).length;
        },
        () => undefined,
      ),
    );
  });
  await tab.goto(`${BASE}${page}`);
  await tab.locator('.remote-outlet[data-state="mounted"] h1').waitFor({ timeout: 20_000 });
  await tab.waitForLoadState('networkidle');
  await Promise.all(bodies);
  await context.close();
  const all = [...scripts.values()];
  return {
    gzip: all.reduce((sum, s) => sum + s.gzip, 0),
    sent: all.reduce((sum, s) => sum + s.sent, 0),
    files: all.length,
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const pad = (value, width) => String(value).padEnd(width);

async function main() {
  const composition = await serveBenchComposition({
    layout: LAYOUT,
    portOffset: PORT_OFFSET,
    build: !args.has('--no-build'),
  });
  const floor = await serveFloor();
  const failures = [];
  try {
    const chrome = await startDebuggableChromium(9333);
    const rows = [];
    try {
      for (const page of PAGES) {
        process.stdout.write(`Lighthouse ${page} ×${RUNS} (site, then as static HTML)… `);
        const site = await lighthouseOf(`${BASE}${page}`, chrome.port);
        const plain = await lighthouseOf(`${floor.address}${page}`, chrome.port);
        rows.push({ page, site, plain });
        console.log(`LCP ${Math.round(site.lcp)} ms against ${Math.round(plain.lcp)} ms`);
      }
    } finally {
      await chrome.stop();
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const scripts = {};
    for (const page of PAGES) scripts[page] = await firstVisitScripts(browser, page);
    console.log('Memory: page changes in one tab…');
    const memory = await measureMemory({ baseUrl: BASE, browser });
    await browser.close();

    console.log(
      `\nLighthouse 12, mobile preset, median of ${RUNS} runs; floor = the same page as static HTML (CSS inlined, no scripts), same run.`,
    );
    console.log(
      [
        pad('page', 18),
        pad('score', 6),
        pad('LCP ms', 8),
        pad('floor ms', 9),
        pad('ratio', 6),
        pad('TBT ms', 7),
        pad('CLS', 6),
        pad('JS kB gz (sent, files)', 22),
      ].join(' '),
    );
    for (const { page, site, plain } of rows) {
      const ratio = site.lcp / plain.lcp;
      const js = scripts[page];
      console.log(
        [
          pad(page, 18),
          pad(site.score.toFixed(2), 6),
          pad(Math.round(site.lcp), 8),
          pad(Math.round(plain.lcp), 9),
          pad(ratio.toFixed(2), 6),
          pad(Math.round(site.tbt), 7),
          pad(site.cls.toFixed(3), 6),
          `${kb(js.gzip)} (${kb(js.sent)}, ${js.files})`,
        ].join(' '),
      );
      if (ratio > BUDGETS.lcpRatio)
        failures.push(`${page}: LCP ${ratio.toFixed(2)}× the static floor > ${BUDGETS.lcpRatio}`);
      if (site.score < BUDGETS.score)
        failures.push(`${page}: performance ${site.score} < ${BUDGETS.score}`);
      if (site.tbt > BUDGETS.tbtMs)
        failures.push(`${page}: TBT ${Math.round(site.tbt)} ms > ${BUDGETS.tbtMs}`);
      if (site.cls > BUDGETS.cls)
        failures.push(`${page}: CLS ${site.cls.toFixed(3)} > ${BUDGETS.cls}`);
    }
    console.log(
      `\nMemory: heap growth after garbage collection over ${memory.changes} page changes (after ${memory.warmupChanges} to warm up): ${kb(memory.growthBytes)} kB, ${kb(memory.perThousandBytes)} kB per 1,000 changes.`,
    );
    if (memory.perThousandBytes > GOAL_PER_THOUSAND_BYTES)
      failures.push(`memory: ${kb(memory.perThousandBytes)} kB per 1,000 page changes > 512`);
  } finally {
    await floor.stop();
    composition.stop();
  }

  console.log('\nLoad (tooling/bench/loadBench.mjs):');
  // The layout just measured, served again by the load bench's own supervised servers.
  const load = spawnSync(process.execPath, ['tooling/bench/loadBench.mjs', '--layout', LAYOUT], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (load.status !== 0)
    failures.push('load: a server stopped or answered unexpectedly under load');

  console.log(
    `\nBudgets: LCP ≤ ${BUDGETS.lcpRatio}× its static floor, performance ≥ ${BUDGETS.score}, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}, memory ≤ 0.5 MB per 1,000 page changes, no server lost under load.`,
  );
  if (failures.length) {
    console.log('Over budget:');
    for (const failure of failures) console.log(`  - ${failure}`);
    process.exitCode = 1;
  } else {
    console.log('All budgets hold.');
  }
}

await main();
