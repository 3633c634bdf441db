#!/usr/bin/env node
// `pnpm --filter @fair/mf-catalog bench`: how the catalogue answers typing at 10 000 works, and how
// much JavaScript this remote sends for a visit to /. A benchmark that prints figures, not a test.
//
// 1. generates a deterministic 10 000-work catalogue (bench/generate-catalogue.mjs) in .bench/;
// 2. builds this remote (and the shell if it has no build), serves both as `npm start` does, on
//    ports of their own (BENCH_SHELL_PORT, BENCH_CATALOG_PORT: 4373, 4374) so it can run beside
//    the e2e suite; the page's request for catalogue.json is answered with the generated file;
// 3. in Debian's Chromium, types into the search box one key at a time and measures, in the page,
//    from the input event to the first frame painted after the results for that text are in the
//    DOM (performance marks; requestAnimationFrame then a task after it), without and with a 4×
//    CPU slowdown (a mid-range phone);
// 4. adds up the gzipped bytes of the JavaScript files of this remote that the visit downloaded.
//
// Options: --no-build (use the current dist/), --works=N (default 10000), --verbose (every sample).
// The figures depend on the machine and on what else it is running: the load is printed with them.
// The probe and the waits run in the page, where these are the browser's.
/* global document, window, requestAnimationFrame */
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startApp } from '../../shared/server/serve-static.mjs';
import { generateCatalogue } from './generate-catalogue.mjs';
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium.mjs';

const HERE = resolve(fileURLToPath(import.meta.url), '..');
const APP = resolve(HERE, '..');
const ROOT = resolve(APP, '..');
const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const WORKS = Number(option('works', 10_000));
const SHELL_PORT = process.env.BENCH_SHELL_PORT ?? '4373';
const CATALOG_PORT = process.env.BENCH_CATALOG_PORT ?? '4374';
const SHELL = `http://localhost:${SHELL_PORT}`;
const CATALOG = `http://localhost:${CATALOG_PORT}`;
const CHROMIUM = CHROMIUM_LAUNCH;
/** What is typed: realistic searches, each typed and then erased key by key. */
const SEARCHES = ['joao', 'sormus', 'kantele', 'open data', 'fados de lisboa', 'zoe'];

function run(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function build() {
  if (args.includes('--no-build')) return;
  console.log('Building mf-catalog…');
  run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], APP);
  if (!existsSync(join(ROOT, 'shell', 'dist', 'index.html'))) {
    console.log('Building the shell…');
    run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], join(ROOT, 'shell'));
  }
}

function serve() {
  const document = join(mkdtempSync(join(tmpdir(), 'catalog-bench-')), 'remotes.json');
  // Only / is visited: the other remotes are named but never loaded.
  writeFileSync(
    document,
    JSON.stringify({
      remotes: {
        mf_catalog: `${CATALOG}/remoteEntry.js`,
        mf_licenses: 'http://localhost:4375/remoteEntry.js',
        mf_content: 'http://localhost:4376/remoteEntry.js',
        mf_audiences: 'http://localhost:4377/remoteEntry.js',
      },
    }),
  );
  const env = { ...process.env, SHELL_PORT, CATALOG_PORT };
  return [
    startApp('shell', { env, remotesDocumentPath: document }),
    startApp('mf-catalog', { env }),
  ];
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    keystrokes: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1),
  };
}

/** Installs the in-page probe: one sample per input event, from the event to the painted result. */
function installProbe() {
  const input = document.querySelector('.mf-catalog input[type="search"]');
  const results = () => document.querySelector('.mf-catalog__results');
  window.__samples = [];
  let count = 0;
  input.addEventListener(
    'input',
    () => {
      const id = ++count;
      const expected = input.value;
      performance.mark(`key-${id}`);
      const started = performance.now();
      const check = () => {
        if (results()?.dataset.query === expected) {
          // The results for this text are in the DOM of this frame: the next task runs after
          // the frame is painted.
          setTimeout(() => {
            performance.measure(`keystroke-${id}`, `key-${id}`);
            window.__samples.push(performance.now() - started);
          }, 0);
        } else {
          requestAnimationFrame(check);
        }
      };
      requestAnimationFrame(check);
    },
    true,
  );
}

async function typeAndMeasure(page) {
  const search = page.locator('.mf-catalog input[type="search"]');
  await search.click();
  let expected = 0;
  const press = async (key) => {
    expected += 1;
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.__samples.length >= n, expected, { timeout: 10_000 });
    await page.waitForTimeout(30); // a person types at most ~15 keys a second
  };
  for (const text of SEARCHES) {
    for (const char of text) await press(char === ' ' ? 'Space' : char);
    for (let i = 0; i < text.length; i++) await press('Backspace');
  }
  return page.evaluate(() => window.__samples);
}

async function measure(browser, cpuSlowdown, catalogueJson) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === CATALOG && request.resourceType() === 'script') scripts.add(url.pathname);
  });
  // The generated catalogue instead of the deployed one, from the remote's own origin.
  await page.route(`${CATALOG}/catalogue.json`, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' },
      body: catalogueJson,
    }),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const started = Date.now();
  await page.goto(`${SHELL}/`);
  const count = page.locator('.mf-catalog__count');
  await count.waitFor({ timeout: 60_000 });
  const readyMs = Date.now() - started;
  const countText = await count.textContent();
  const cards = await page.locator('.mf-catalog article').count();
  await page.evaluate(installProbe);
  const samples = await typeAndMeasure(page);
  if (args.includes('--verbose')) {
    console.log(`${cpuSlowdown}×: ${samples.map((sample) => sample.toFixed(0)).join(' ')}`);
  }
  await context.close();
  return { samples, readyMs, countText, cards, scripts };
}

function gzippedSize(pathname) {
  const file = join(APP, 'dist', pathname);
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function main() {
  const catalogue = generateCatalogue(WORKS);
  const catalogueJson = JSON.stringify(catalogue);
  console.log(
    `Generated ${catalogue.works.length} works (${(catalogueJson.length / 1e6).toFixed(1)} MB of JSON).`,
  );
  build();
  const servers = serve();
  const browser = await chromium.launch(CHROMIUM);
  try {
    const rows = [];
    let scripts = new Set();
    for (const slowdown of [1, 4]) {
      const result = await measure(browser, slowdown, catalogueJson);
      scripts = result.scripts;
      rows.push({ slowdown, ...result, ...summary(result.samples) });
    }

    const [load] = loadavg();
    console.log(
      `\nKeystroke to painted results, ${WORKS} works (in the page, ms; ${cpus().length} CPUs, load average ${load.toFixed(1)}):`,
    );
    console.log(
      'CPU        keystrokes  median    p95    max   catalogue shown after   cards rendered',
    );
    for (const row of rows) {
      console.log(
        `${`${row.slowdown}×`.padEnd(10)} ${String(row.keystrokes).padStart(10)} ${row.median
          .toFixed(1)
          .padStart(
            7,
          )} ${row.p95.toFixed(1).padStart(6)} ${row.max.toFixed(1).padStart(6)}   ${`${row.readyMs} ms ("${row.countText}")`.padEnd(22)} ${row.cards}`,
      );
    }

    const files = [...scripts].sort();
    let total = 0;
    console.log(
      `\nJavaScript of mf-catalog downloaded by a visit to / (gzip -9 of each file in dist/):`,
    );
    for (const pathname of files) {
      const size = gzippedSize(pathname);
      total += size;
      console.log(`${String(size).padStart(8)} B  ${pathname.replace(/^\//, '')}`);
    }
    console.log(`${String(total).padStart(8)} B  in all (${files.length} files)`);
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

await main();
