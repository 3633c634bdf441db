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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { appPort, INTERACTIVE_MARK } from '@fair/shared/site';
import { serveBenchComposition } from '@fair/tooling/bench';
import { serveStaticFloor } from '@fair/tooling/bench/floor';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@fair/tooling/chromium';
import { GOAL_PER_THOUSAND_BYTES, measureMemory } from './memory.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
/** The bench's own ports: each app's port from the app table (and the API's), 3000 higher. */
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 3000);
const BASE = `http://localhost:${appPort('shell', {}) + PORT_OFFSET}`;
const LAYOUT = join(ROOT, '.bench', 'layout');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The pages measured, each against itself as static HTML (a filtered address for layout shift). */
const ALL_PAGES = ['/', '/artigos', '/faq', '/minhas-licencas', '/en/', '/fi/faq', '/?q=joao'];
/** `BENCH_PAGES=/,/faq` measures only those (a quick look at one change); every page by default. */
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES;
const BUDGETS = {
  lcpRatio: 1.25,
  score: 0.98,
  tbtMs: 100,
  cls: 0.01,
  /** A page listens at most this long after its largest paint, at 4× CPU. */
  interactiveAfterLcpMs: 1000,
  /** JavaScript a first visit downloads, gzip -9. */
  firstVisitJsBytes: 110 * 1024,
};
const args = new Set(process.argv.slice(2));
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
      // Chromium's helper processes may still be writing its profile a moment after it exits: a
      // folder left in the system's temporary files does not cost the run its figures.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`Chromium's temporary profile was left in ${profile}: ${error.code ?? error}`);
      }
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The mark the shell sets once a page's remote is mounted and listening. */

/**
 * Lighthouse on a page, `RUNS` times. A run of the site counts only when its trace saw the page
 * become interactive (the shell's mark among its user timings): a trace that ends before the
 * scripts run measures no blocking time at all. Such a run is made again, up to twice.
 */
async function lighthouseOf(url, port, { interactive }) {
  const runs = [];
  let discarded = 0;
  while (runs.length < RUNS) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const audits = result.lhr.audits;
    const marks = (audits['user-timings']?.details?.items ?? []).map((item) => item.name);
    if (interactive && !marks.includes(INTERACTIVE_MARK)) {
      if (++discarded > 2)
        throw new Error(`${url}: Lighthouse's trace ended before the page became interactive`);
      continue;
    }
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

/**
 * When a page is painted and when it listens, in a fresh tab with the CPU slowed `rate` times
 * (through the DevTools protocol; the network is the machine's own): its largest paint, the same
 * page's largest paint as static HTML (the floor), and the shell's interactive mark. Median of
 * `RUNS`.
 */
async function interactivity(browser, page, rate, floorAddress) {
  const load = async (url, interactive) => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await tab.goto(url);
    if (interactive)
      await tab.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        INTERACTIVE_MARK,
        { timeout: 60_000 },
      );
    const times = await tab.evaluate(
      (mark) =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({
              lcp: entries[entries.length - 1]?.startTime ?? NaN,
              interactive: performance.getEntriesByName(mark)[0]?.startTime ?? NaN,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
      INTERACTIVE_MARK,
    );
    await context.close();
    return times;
  };
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const site = await load(`${BASE}${page}`, true);
    const plain = await load(`${floorAddress}${page}`, false);
    runs.push({ lcp: site.lcp, interactive: site.interactive, floor: plain.lcp });
  }
  return Object.fromEntries(
    ['lcp', 'interactive', 'floor'].map((key) => [key, median(runs.map((run) => run[key]))]),
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
  const floor = await serveStaticFloor(BASE, PAGES);
  const failures = [];
  try {
    const chrome = await startDebuggableChromium(9333);
    const rows = [];
    try {
      for (const page of PAGES) {
        process.stdout.write(`Lighthouse ${page} ×${RUNS} (site, then as static HTML)… `);
        const site = await lighthouseOf(`${BASE}${page}`, chrome.port, { interactive: true });
        const plain = await lighthouseOf(`${floor.address}${page}`, chrome.port, {
          interactive: false,
        });
        rows.push({ page, site, plain });
        console.log(`LCP ${Math.round(site.lcp)} ms against ${Math.round(plain.lcp)} ms`);
      }
    } finally {
      await chrome.stop();
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const scripts = {};
    for (const page of PAGES) scripts[page] = await firstVisitScripts(browser, page);
    const timings = {};
    for (const page of PAGES) {
      process.stdout.write(`Paint and interactive ${page} at 1× and 4× CPU ×${RUNS}… `);
      timings[page] = {
        1: await interactivity(browser, page, 1, floor.address),
        4: await interactivity(browser, page, 4, floor.address),
      };
      console.log(`interactive ${Math.round(timings[page][4].interactive)} ms at 4×`);
    }
    // `--pages-only`: paint, interactivity and JavaScript; no memory or load run.
    const pagesOnly = args.has('--pages-only');
    if (!pagesOnly) console.log('Memory: page changes in one tab…');
    const memory = pagesOnly ? null : await measureMemory({ baseUrl: BASE, browser });
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
      `\nPaint and interactive in a fresh tab (Playwright, the CPU slowed through the DevTools protocol, local network), median of ${RUNS}: LCP, the floor's LCP (the same page as static HTML) and the moment the page's remote is mounted and listening (the shell's ${INTERACTIVE_MARK} mark), in ms from navigation.`,
    );
    console.log(
      [
        pad('page', 18),
        pad('LCP 1×', 7),
        pad('floor 1×', 9),
        pad('interactive 1×', 15),
        pad('LCP 4×', 7),
        pad('floor 4×', 9),
        pad('interactive 4×', 15),
        pad('after LCP 4×', 12),
      ].join(' '),
    );
    for (const page of PAGES) {
      const [one, four] = [timings[page][1], timings[page][4]];
      const after = four.interactive - four.lcp;
      console.log(
        [
          pad(page, 18),
          pad(Math.round(one.lcp), 7),
          pad(Math.round(one.floor), 9),
          pad(Math.round(one.interactive), 15),
          pad(Math.round(four.lcp), 7),
          pad(Math.round(four.floor), 9),
          pad(Math.round(four.interactive), 15),
          pad(Math.round(after), 12),
        ].join(' '),
      );
      if (after > BUDGETS.interactiveAfterLcpMs)
        failures.push(
          `${page}: interactive ${Math.round(after)} ms after LCP at 4× CPU > ${BUDGETS.interactiveAfterLcpMs}`,
        );
      if (scripts[page].gzip > BUDGETS.firstVisitJsBytes)
        failures.push(
          `${page}: first visit downloads ${kb(scripts[page].gzip)} kB of JavaScript (gzip) > ${kb(BUDGETS.firstVisitJsBytes)}`,
        );
    }
    if (memory) {
      console.log(
        `\nMemory: heap growth after garbage collection over ${memory.changes} page changes (after ${memory.warmupChanges} to warm up): ${kb(memory.growthBytes)} kB, ${kb(memory.perThousandBytes)} kB per 1,000 changes.`,
      );
      if (memory.perThousandBytes > GOAL_PER_THOUSAND_BYTES)
        failures.push(`memory: ${kb(memory.perThousandBytes)} kB per 1,000 page changes > 512`);
    }
  } finally {
    await floor.stop();
    await composition.stop();
  }

  if (!args.has('--pages-only')) {
    console.log('\nLoad (tooling/bench/loadBench.mjs):');
    // The layout just measured, served again by the load bench's own supervised servers.
    const load = spawnSync(process.execPath, ['tooling/bench/loadBench.mjs', '--layout', LAYOUT], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (load.status !== 0)
      failures.push('load: a server stopped or answered unexpectedly under load');
  }

  console.log(
    `\nBudgets: LCP ≤ ${BUDGETS.lcpRatio}× its static floor, performance ≥ ${BUDGETS.score}, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}, interactive ≤ LCP + ${BUDGETS.interactiveAfterLcpMs} ms at 4× CPU, first-visit JavaScript ≤ ${kb(BUDGETS.firstVisitJsBytes)} kB gzip, memory ≤ 0.5 MB per 1,000 page changes, no server lost under load.`,
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
