#!/usr/bin/env node
// `npm run bench:live`: the data pages answered at request time (tooling/server/liveFragments.mjs),
// on a composition of the bench's own (as `npm run bench` serves one; `--no-build` reuses the
// apps' dist/):
// - time to first byte and largest contentful paint of `/`, `/?q=joao` and a work page, each
//   against the same page saved as static HTML (scripts removed, Brotli) served in the same run,
//   median of BENCH_RUNS (5) in a fresh tab (the fragment cache warm: what most visitors get);
// - the request-time render under load: LIVE_REQUESTS (1,000) requests at a fixed rate (100 and
//   200 requests/s), each for a catalogue query that is new to the cache (every one a render),
//   their latency (p50, p95, max) and the share of answers that took the fallback (goal: none).
// A benchmark, not a test: it prints its figures and exits non-zero when a goal is not met.
import { chromium } from '@playwright/test';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRAGMENT_SOURCE_META, hasParameter, pagePath, ROUTES } from '@fair/shared/site';
import { serveBenchComposition } from '@fair/tooling/bench';
import { serveStaticFloor } from '@fair/tooling/bench/floor';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@fair/tooling/chromium';
import { FRAGMENT_DEADLINE_MS } from '@fair/tooling/server';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const LAYOUT = join(ROOT, '.bench', 'live-layout');
/** The bench's own ports: the app table's (and the API's) moved by this offset. */
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 3100);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REQUESTS = Number(process.env.LIVE_REQUESTS ?? 1000);
const RATES = (process.env.LIVE_RATES ?? '100,200').split(',').map(Number);
const GOALS = { lcpRatio: 1.25, fallbackShare: 0 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const sourceOf = (html) =>
  new RegExp(`<meta name="${FRAGMENT_SOURCE_META}" content="([^"]+)"`).exec(html)?.[1] ?? 'none';

/** TTFB and LCP of one load in a fresh tab. */
async function load(browser, url) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(url);
  const times = await tab.evaluate(
    () =>
      new Promise((done) => {
        const [navigation] = performance.getEntriesByType('navigation');
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          done({
            ttfb: navigation.responseStart - navigation.requestStart,
            lcp: entries[entries.length - 1]?.startTime ?? NaN,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return times;
}

/** `count` requests sent at `rate` per second, whatever the answers take; each a new query. */
async function underLoad(base, queries, rate) {
  const results = [];
  const started = performance.now();
  await Promise.all(
    queries.map(async (query, index) => {
      const due = started + (index * 1000) / rate;
      await new Promise((done) => setTimeout(done, Math.max(0, due - performance.now())));
      const sent = performance.now();
      try {
        const response = await fetch(`${base}/?${query}`);
        const html = await response.text();
        results.push({
          ms: performance.now() - sent,
          status: response.status,
          source: sourceOf(html),
        });
      } catch {
        results.push({ ms: performance.now() - sent, status: 0, source: 'error' });
      }
    }),
  );
  return results;
}

async function main() {
  // Every render asks the API from this one machine: its limits per address are not what is
  // measured here (as in the catalogue's bench).
  process.env.RATE_LIMIT_FACTOR = '100';
  const composition = await serveBenchComposition({
    layout: LAYOUT,
    portOffset: PORT_OFFSET,
    build: !process.argv.includes('--no-build'),
  });
  const base = composition.address('shell');
  const failures = [];
  try {
    // The API up (a first start creates its database: tens of seconds on a busy machine).
    for (let i = 0; !(await fetch(`${base}/api/health`).catch(() => undefined))?.ok; i++) {
      if (i > 600) throw new Error('the API did not start');
      await new Promise((done) => setTimeout(done, 100));
    }
    // The API's works: a work page, and the words every query of the load is made from.
    const { works } = await (await fetch(`${base}/api/works?limit=100`)).json();
    const work = ROUTES.find(hasParameter);
    if (!work) throw new Error('the app table has no work page');
    const pages = ['/', '/?q=joao', pagePath(work, 'pt-BR', works[0].id)];
    for (const page of pages) await fetch(`${base}${page}`); // the cache warm
    const floor = await serveStaticFloor(base, pages);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    console.log(`TTFB and LCP, median of ${RUNS} loads (fragment cache warm), 1× CPU:`);
    console.log('page                          TTFB ms  floor  LCP ms  floor  ratio');
    for (const page of pages) {
      const site = [];
      const plain = [];
      for (let run = 0; run < RUNS; run++) {
        site.push(await load(browser, `${base}${page}`));
        plain.push(await load(browser, `${floor.address}${page}`));
      }
      const row = {
        ttfb: median(site.map((r) => r.ttfb)),
        floorTtfb: median(plain.map((r) => r.ttfb)),
        lcp: median(site.map((r) => r.lcp)),
        floorLcp: median(plain.map((r) => r.lcp)),
      };
      const ratio = row.lcp / row.floorLcp;
      console.log(
        `${page.padEnd(30)}${row.ttfb.toFixed(1).padStart(7)}${row.floorTtfb.toFixed(1).padStart(7)}${row.lcp.toFixed(0).padStart(8)}${row.floorLcp.toFixed(0).padStart(7)}${ratio.toFixed(2).padStart(7)}`,
      );
      if (ratio > GOALS.lcpRatio) failures.push(`${page}: LCP ${ratio.toFixed(2)}× the floor`);
    }
    await browser.close();
    await floor.stop();

    // Queries new to the cache: seed words × orders × types, each once.
    const words = [...new Set(works.flatMap((work) => work.title.toLowerCase().split(/\s+/)))];
    const sorts = ['relevance', 'newest', 'price-asc', 'price-desc', 'title'];
    const types = ['', 'books', 'music', 'videos', 'images', 'software', 'studies'];
    const languages = ['', 'pt-BR', 'en'];
    const queries = [];
    for (const lang of languages)
      for (const type of types)
        for (const sort of sorts)
          for (const word of words)
            queries.push(
              new URLSearchParams({
                q: word,
                sort,
                ...(type ? { type } : {}),
                ...(lang ? { lang } : {}),
              }).toString(),
            );
    console.log(
      `\nRequest-time render under load: ${REQUESTS} requests per rate, each a query new to the cache (deadline ${FRAGMENT_DEADLINE_MS} ms):`,
    );
    console.log('rate/s  p50 ms  p95 ms  max ms  rendered  fallback  errors');
    let offset = 0;
    for (const rate of RATES) {
      const batch = queries.slice(offset, offset + REQUESTS);
      offset += REQUESTS;
      if (batch.length < REQUESTS) throw new Error(`only ${batch.length} new queries left`);
      const results = await underLoad(base, batch, rate);
      const ms = results.map((r) => r.ms);
      const rendered = results.filter((r) => r.source === 'request').length;
      const fallback = results.filter((r) => r.source.startsWith('deploy')).length;
      const errors = results.filter((r) => r.status !== 200).length;
      console.log(
        `${String(rate).padEnd(8)}${percentile(ms, 0.5).toFixed(0).padStart(6)}${percentile(ms, 0.95).toFixed(0).padStart(8)}${Math.max(
          ...ms,
        )
          .toFixed(0)
          .padStart(
            8,
          )}${String(rendered).padStart(10)}${`${fallback} (${((fallback / results.length) * 100).toFixed(1)} %)`.padStart(14)}${String(errors).padStart(8)}`,
      );
      if (fallback / results.length > GOALS.fallbackShare)
        failures.push(`${rate} req/s: ${fallback} answers took the fallback`);
      if (errors > 0) failures.push(`${rate} req/s: ${errors} answers were not 200`);
    }
  } finally {
    composition.stop();
  }
  if (failures.length > 0) {
    console.log(`\nGoals not met:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery goal met.');
  }
}

await main();
