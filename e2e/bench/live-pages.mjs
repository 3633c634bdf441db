#!/usr/bin/env node
// `npm run bench:live`: the data pages answered at request time (tooling/server/liveFragments.mjs),
// on a composition of the bench's own (as `npm run bench` serves one; `--no-build` reuses the
// apps' dist/):
// - time to first byte and largest contentful paint of `/`, `/?q=joao` and a work page, each
//   against the same page saved as static HTML (scripts removed, Brotli) served in the same run,
//   median of BENCH_RUNS (7) in a fresh tab, site and floor first in turn (the fragment cache
//   warm: what most visitors get);
// - the request-time render under load: LIVE_REQUESTS (1,000) requests at a fixed rate (100, 150
//   and 200 requests/s), each for a catalogue query that is new to the cache (every one a render),
//   their latency (p50, p95, max) and the share of answers that took the fallback (goal: none),
//   after LIVE_WARM_UP (200) new queries one at a time (reported apart: servers just started).
// A benchmark, not a test: it prints its figures and exits non-zero when a goal is not met.
import { chromium } from '@playwright/test';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  catalogueShownParameters,
  CONTENT_TYPES,
  hasParameter,
  pagePath,
  RELEVANCE,
  ROUTES,
  SORT_KEYS,
} from '@fair/shared/site';
import { serveBenchComposition } from '@fair/tooling/bench';
import { serveStaticFloor } from '@fair/tooling/bench/floor';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@fair/tooling/chromium';
import { FRAGMENT_DEADLINE_MS, readFragmentTiming } from '@fair/tooling/server';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const LAYOUT = join(ROOT, '.bench', 'live-layout');
/** The bench's own ports: the app table's (and the API's) moved by this offset. */
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 3100);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const REQUESTS = Number(process.env.LIVE_REQUESTS ?? 1000);
const WARM_UP = Number(process.env.LIVE_WARM_UP ?? 200);
const RATES = (process.env.LIVE_RATES ?? '100,150,200').split(',').map(Number);
const GOALS = { lcpRatio: 1.25, fallbackShare: 0 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

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

/**
 * One page asked as a browser asks it (Brotli accepted), its body read and not decoded: the load
 * client must cost the two cores as little as it can. Where the HTML came from is the answer's
 * `Server-Timing` (what `FRAGMENT_SOURCE_META` says in the page).
 * @returns {Promise<{ ms: number, status: number, source: string }>}
 */
function ask(base, path) {
  const sent = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      `${base}${path}`,
      { agent: keepAlive, headers: { 'accept-encoding': 'br, gzip' } },
      (response) => {
        const timing = String(response.headers['server-timing'] ?? '');
        response.resume();
        response.on('end', () =>
          resolve({
            ms: performance.now() - sent,
            status: response.statusCode ?? 0,
            source: readFragmentTiming(timing)?.source ?? 'none',
          }),
        );
        response.on('error', () =>
          resolve({ ms: performance.now() - sent, status: 0, source: 'error' }),
        );
      },
    );
    request.on('error', () =>
      resolve({ ms: performance.now() - sent, status: 0, source: 'error' }),
    );
  });
}
const keepAlive = new http.Agent({ keepAlive: true });

/** `count` requests sent at `rate` per second, whatever the answers take; each a new query. */
async function underLoad(base, queries, rate) {
  const started = performance.now();
  return Promise.all(
    queries.map(async (query, index) => {
      const due = started + (index * 1000) / rate;
      await new Promise((done) => setTimeout(done, Math.max(0, due - performance.now())));
      return ask(base, `/?${query}`);
    }),
  );
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
      // Each first in turn: the load after another of the same page is not the same as the first.
      for (let run = 0; run < RUNS; run++) {
        if (run % 2 === 1) plain.push(await load(browser, `${floor.address}${page}`));
        site.push(await load(browser, `${base}${page}`));
        if (run % 2 === 0) plain.push(await load(browser, `${floor.address}${page}`));
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
    // Every order and type the page knows (an unknown one is the default's page, not a new one).
    const sorts = [RELEVANCE, ...SORT_KEYS];
    const types = ['', ...CONTENT_TYPES];
    const languages = ['', 'pt-BR', 'en'];
    // Keyed as the server keys its cache: two queries the page reads alike are one.
    const byKey = new Map();
    for (const lang of languages)
      for (const type of types)
        for (const sort of sorts)
          for (const word of words) {
            const query = new URLSearchParams({
              q: word,
              sort,
              ...(type ? { type } : {}),
              ...(lang ? { lang } : {}),
            }).toString();
            byKey.set(JSON.stringify(catalogueShownParameters(query)), query);
          }
    const queries = [...byKey.values()];
    // Servers just started run code that is not optimised yet: the first hundred new queries take
    // twice as long each. What the rates measure is warm servers: the warm-up, one query at a
    // time, is reported apart.
    const cold = [];
    for (const query of queries.slice(0, WARM_UP)) cold.push(await ask(base, `/?${query}`));
    if (cold.length > 0) {
      const coldMs = cold.map((r) => r.ms);
      const firstFew = percentile(coldMs.slice(0, 50), 0.5);
      const lastFew = percentile(coldMs.slice(-50), 0.5);
      console.log(
        `\nWarm-up: ${cold.length} new queries one at a time: the first ${coldMs[0].toFixed(0)} ms, p50 ${firstFew.toFixed(0)} ms over the first 50, ${lastFew.toFixed(0)} ms over the last 50.`,
      );
    }
    console.log(
      `\nRequest-time render under load: ${REQUESTS} requests per rate, each a query new to the cache (deadline ${FRAGMENT_DEADLINE_MS} ms):`,
    );
    console.log(
      'rate/s  p50 ms  p95 ms  max ms  rendered  fallback  errors  client CPU ms/request',
    );
    let offset = WARM_UP;
    for (const rate of RATES) {
      const batch = queries.slice(offset, offset + REQUESTS);
      offset += REQUESTS;
      if (batch.length < REQUESTS) throw new Error(`only ${batch.length} new queries left`);
      const client = process.cpuUsage();
      const results = await underLoad(base, batch, rate);
      const { user, system } = process.cpuUsage(client);
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
          )}${String(rendered).padStart(10)}${`${fallback} (${((fallback / results.length) * 100).toFixed(1)} %)`.padStart(14)}${String(errors).padStart(8)}${((user + system) / 1000 / REQUESTS).toFixed(2).padStart(22)}`,
      );
      if (fallback / results.length > GOALS.fallbackShare)
        failures.push(`${rate} req/s: ${fallback} answers took the fallback`);
      if (errors > 0) failures.push(`${rate} req/s: ${errors} answers were not 200`);
    }
  } finally {
    await composition.stop();
  }
  if (failures.length > 0) {
    console.log(`\nGoals not met:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery goal met.');
  }
}

await main();
