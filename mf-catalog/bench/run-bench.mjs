#!/usr/bin/env node
// `pnpm --filter @fair/mf-catalog bench`: how the catalogue answers typing at 10 000 works, and how
// much JavaScript this remote sends for a visit to /. A benchmark that prints figures, not a test.
//
// 1. generates a deterministic 10 000-work catalogue (bench/generate-catalogue.mjs) in .bench/;
// 2. builds every app, deploys them into a layout of the bench's own (.bench/layout) and serves
//    it as `npm start` does, each app on its table port plus 200 (4373 for the shell, 4374 for
//    this remote) so it can run beside the e2e suite; the page's request for catalogue.json is
//    answered with the generated file;
// 3. in Debian's Chromium, types into the search box one key at a time and measures, in the page,
//    from the input event to the first frame painted after the results for that text are in the
//    DOM (performance marks; requestAnimationFrame then a task after it), without and with a 4×
//    CPU slowdown (a mid-range phone);
// 4. adds up the gzipped bytes of the JavaScript files of this remote that the visit downloaded.
//
// Options: --no-build (deploy the apps' current dist/), --works=N (default 10000), --verbose (every sample).
// The figures depend on the machine and on what else it is running: the load is printed with them.
// The probe and the waits run in the page, where these are the browser's.
/* global document, window, requestAnimationFrame */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { appPort } from '@fair/shared/site';
import { serveBenchComposition } from '@fair/tooling/bench';
import { generateCatalogue } from './generate-catalogue.mjs';
import { CHROMIUM_LAUNCH } from '@fair/tooling/chromium';

const HERE = resolve(fileURLToPath(import.meta.url), '..');
const APP = resolve(HERE, '..');
const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const WORKS = Number(option('works', 10_000));
/** The bench's own ports: each app's table port plus 200. */
const PORT_OFFSET = 200;
const SHELL = `http://localhost:${appPort('shell', {}) + PORT_OFFSET}`;
const CATALOG = `http://localhost:${appPort('mf-catalog', {}) + PORT_OFFSET}`;
const LAYOUT = join(APP, '.bench', 'layout');
const CHROMIUM = CHROMIUM_LAUNCH;
/** What is typed: realistic searches, each typed and then erased key by key. */
const SEARCHES = ['joao', 'sormus', 'kantele', 'open data', 'fados de lisboa', 'zoe'];

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
  await page.route(
    (url) => url.origin === CATALOG && url.pathname.endsWith('/catalogue.json'),
    (route) =>
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
  // The server's HTML shows the list at once; the search answers once the remote has hydrated it.
  await page
    .locator('.remote-outlet[data-remote="mf_catalog"][data-state="mounted"]')
    .waitFor({ timeout: 60_000 });
  const readyMs = Date.now() - started;
  const count = page.locator('.mf-catalog__count');
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

/** A file this remote served (`/<version>/assets/…`), as deployed in the layout. */
function gzippedSize(pathname) {
  const file = join(LAYOUT, 'versions', 'mf-catalog', pathname);
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function main() {
  const catalogue = generateCatalogue(WORKS);
  const catalogueJson = JSON.stringify(catalogue);
  console.log(
    `Generated ${catalogue.works.length} works (${(catalogueJson.length / 1e6).toFixed(1)} MB of JSON).`,
  );
  const composition = await serveBenchComposition({
    layout: LAYOUT,
    portOffset: PORT_OFFSET,
    build: !args.includes('--no-build'),
  });
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
      'CPU        keystrokes  median    p95    max   search usable after     cards rendered',
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
      `\nJavaScript of mf-catalog downloaded by a visit to / (gzip -9 of each file as deployed):`,
    );
    for (const pathname of files) {
      const size = gzippedSize(pathname);
      total += size;
      console.log(`${String(size).padStart(8)} B  ${pathname.replace(/^\//, '')}`);
    }
    console.log(`${String(total).padStart(8)} B  in all (${files.length} files)`);
  } finally {
    await browser.close();
    composition.stop();
  }
}

await main();
