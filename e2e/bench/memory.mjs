#!/usr/bin/env node
// @ts-check
// What page changes leave behind in one tab: the JavaScript heap after garbage collection, before
// and after 1,000 page changes through the main navigation, once the tab is warm. A benchmark,
// not a test: `node e2e/bench/memory.mjs --base-url http://localhost:6173` prints one line;
// `--curve` prints the heap after each of a series of page changes from a short warm-up, as
// shipped and with V8's compilers off, to tell what V8 compiles from what the pages keep.
import { chromium } from '@playwright/test';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_LAUNCH } from '@fair/tooling/chromium';
import { changePages, ROUND, settledHeap } from '../support/memory.mjs';
import { appPort } from '@fair/shared/site';

/** @import { Browser } from '@playwright/test' */

/** The goal: under 0.5 MB per 1,000 page changes after warm-up. */
export const GOAL_PER_THOUSAND_BYTES = 0.5 * 1024 * 1024;

/**
 * Sixty rounds of the navigation: every remote's code and texts are loaded, and V8 has finished
 * compiling what a page change runs. Its compiled code is in the heap too and, with page changes
 * run one at a time, is added for several hundred of them (with the JIT off the heap does not
 * grow at all), which would be counted here as if it were kept by the pages.
 */
const WARMUP_CHANGES = 60 * ROUND;
const CHANGES = 1000;

/**
 * @param {{ baseUrl: string, browser?: Browser, warmupChanges?: number, changes?: number }} options
 *   `browser`: a Chromium of Playwright's; without it one is started with the suite's options.
 * @returns {Promise<{ warmupChanges: number, changes: number, growthBytes: number,
 *   perThousandBytes: number }>}
 */
export async function measureMemory({
  baseUrl,
  browser,
  warmupChanges = WARMUP_CHANGES,
  changes = CHANGES,
}) {
  const own = browser ? null : await chromium.launch(CHROMIUM_LAUNCH);
  const context = await (browser ?? /** @type {Browser} */ (own)).newContext();
  try {
    const page = await context.newPage();
    await page.goto(new URL('/', baseUrl).href);
    await page.locator('.remote-outlet[data-state="mounted"] h1').waitFor({ timeout: 20_000 });
    const cdp = await context.newCDPSession(page);
    await changePages(page, warmupChanges);
    const before = await settledHeap(page, cdp);
    await changePages(page, changes);
    const after = await settledHeap(page, cdp);
    const growthBytes = after.usedSize - before.usedSize;
    return {
      warmupChanges,
      changes,
      growthBytes,
      perThousandBytes: Math.round((growthBytes * 1000) / changes),
    };
  } finally {
    await context.close();
    await own?.close();
  }
}

/**
 * The heap after each of a series of page changes, from a short warm-up (two rounds of the
 * navigation) on: where it grows and where it stops. `jitless` runs V8 without its compilers
 * (interpreter only), which takes the code V8 compiles out of the figures: what still grows then
 * is what the pages keep.
 * @param {{ baseUrl: string, jitless?: boolean, checkpoints?: number[] }} options
 * @returns {Promise<{ changes: number, usedSize: number }[]>}
 */
export async function heapCurve({
  baseUrl,
  jitless = false,
  checkpoints = [2, 12, 22, 42, 62, 82, 102].map((rounds) => rounds * ROUND),
}) {
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...(CHROMIUM_LAUNCH.args ?? []), ...(jitless ? ['--js-flags=--jitless'] : [])],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(new URL('/', baseUrl).href);
    await page.locator('.remote-outlet[data-state="mounted"] h1').waitFor({ timeout: 20_000 });
    const cdp = await page.context().newCDPSession(page);
    const curve = [];
    let done = 0;
    for (const checkpoint of checkpoints) {
      await changePages(page, checkpoint - done);
      done = checkpoint;
      curve.push({ changes: done, usedSize: (await settledHeap(page, cdp)).usedSize });
    }
    return curve;
  } finally {
    await browser.close();
  }
}

const mb = (bytes) => `${bytes < 0 ? '−' : '+'}${(Math.abs(bytes) / 1024 / 1024).toFixed(2)} MB`;

async function main() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string', default: `http://localhost:${appPort('shell')}` },
      warmup: { type: 'string' },
      changes: { type: 'string' },
      curve: { type: 'boolean', default: false },
    },
  });
  if (values.curve) {
    for (const jitless of [false, true]) {
      const curve = await heapCurve({ baseUrl: values['base-url'], jitless });
      console.log(
        `Heap after GC, ${jitless ? 'V8 without its compilers (--jitless)' : 'as shipped'}: ` +
          curve
            .map(({ changes, usedSize }) => `${changes}: ${(usedSize / 1024 / 1024).toFixed(2)} MB`)
            .join(', '),
      );
    }
    return;
  }
  const result = await measureMemory({
    baseUrl: values['base-url'],
    ...(values.warmup ? { warmupChanges: Number(values.warmup) } : {}),
    ...(values.changes ? { changes: Number(values.changes) } : {}),
  });
  const met = result.perThousandBytes < GOAL_PER_THOUSAND_BYTES;
  console.log(
    `Memory: ${mb(result.growthBytes)} of heap after GC over ${result.changes} page changes ` +
      `(after ${result.warmupChanges} to warm up): ${mb(result.perThousandBytes)} per 1,000 ` +
      `(goal under ${mb(GOAL_PER_THOUSAND_BYTES).slice(1)}: ${met ? 'met' : 'not met'})`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
