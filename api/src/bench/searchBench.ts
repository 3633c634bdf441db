#!/usr/bin/env node
// The catalogue's search under a named query mix, at given sizes, on PGlite and on PostgreSQL:
//   node api/dist/search-bench.mjs --sizes 100000,1000000 [--postgres <admin URL>] [--runs 30]
//                                   [--dir .bench/search] [--json <file>]
// Each size has its own database (PGlite in <dir>/pglite-<size>, a database fair_bench_<size> on
// the server), seeded once with the generated catalogue and kept for the next run. Times are of
// whole API requests (Fastify's inject: routing, validation, queries, serialisation), each size
// beside its floor in the same run: as many requests for one work by its key. On PostgreSQL the
// catalogue's tables and indexes are read into the server's buffers first (`warmBuffers`): the
// figures are those of a server that has been serving.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApi } from '../app';
import { PostgresCatalogueSearch } from '../catalogue/postgresSearch';
import { DEFAULT_RATE_LIMITS, scaleRateLimits, TRUSTED_PROXIES } from '../config';
import { openPglite, openPostgres, type Database } from '../db/database';
import { vacuumEmbedded } from '../db/housekeeping';
import { migrate } from '../db/migrations';
import { seed } from '../seed/seed';
import { seedGeneratedWorks } from '../seed/seedGenerated';
import { QUERY_MIX } from './queryMix';
import { warmBuffers } from './warmBuffers';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000' },
    engines: { type: 'string', default: 'pglite,postgres' },
    postgres: { type: 'string' },
    runs: { type: 'string', default: '30' },
    dir: { type: 'string', default: '.bench/search' },
    json: { type: 'string' },
  },
});
const sizes = (values.sizes ?? '').split(',').map(Number);
const engines = (values.engines ?? '').split(',');
const runs = Number(values.runs);

export interface SearchResult {
  engine: 'pglite' | 'postgres';
  works: number;
  kinds: { name: string; p50: number; p95: number }[];
  p50: number;
  p95: number;
  /** The floor, in the same run: one work read by its key, as many requests as the mix. */
  floor: { p50: number; p95: number };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function generatedCount(db: Database): Promise<number> {
  const result = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM works WHERE id LIKE 'gen-%'",
  );
  return result.rows[0]?.n ?? 0;
}

async function prepared(db: Database, size: number, label: string) {
  await migrate(db);
  await seed(db);
  if ((await generatedCount(db)) < size) {
    const started = performance.now();
    console.log(`${label}: seeding ${size.toLocaleString('en')} works…`);
    await seedGeneratedWorks(db, size);
    console.log(`${label}: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
}

async function postgresDatabase(adminUrl: string, size: number): Promise<Database> {
  const name = `fair_bench_${size}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0)
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.href);
}

async function measure(
  db: Database,
  engine: SearchResult['engine'],
  works: number,
): Promise<SearchResult> {
  const api = await buildApi({
    db,
    // The database's search itself: the server's kept answers (`CachedCatalogueSearch`) would
    // answer this mix's repeated searches from memory.
    search: new PostgresCatalogueSearch(db),
    rateLimits: scaleRateLimits(DEFAULT_RATE_LIMITS, 1_000_000),
    trustProxy: TRUSTED_PROXIES,
    logLevel: 'silent',
    siteOrigin: 'http://localhost',
  });
  let seedValue = 42;
  const draw = () => {
    seedValue = (seedValue * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seedValue / 2_147_483_648;
  };
  const all: number[] = [];
  const kinds = [];
  for (const kind of QUERY_MIX) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const query = kind.next(draw);
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined && value !== '') params.set(key, String(value));
      const started = performance.now();
      const response = await api.inject({ method: 'GET', url: `/api/works?${params}` });
      const took = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${kind.name}: ${response.statusCode} ${response.body}`);
      if (i >= 3) times.push(took); // the first three warm caches up
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    kinds.push({ name: kind.name, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  const floor = await floorTimes(api, db, all.length);
  await api.close();
  all.sort((a, b) => a - b);
  return {
    engine,
    works,
    kinds,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    floor: { p50: percentile(floor, 50), p95: percentile(floor, 95) },
  };
}

/**
 * The floor the mix is read against, in the same run and on the same database: `GET
 * /api/works/{id}` for works spread over the catalogue (the same ones on every run), as many
 * requests as the mix made — routing, validation, one row through the primary key, the answer's
 * serialisation: what any answer of the API costs before it searches.
 */
async function floorTimes(api: Awaited<ReturnType<typeof buildApi>>, db: Database, count: number) {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM works WHERE withdrawn_at IS NULL ORDER BY md5(id) LIMIT $1',
    [count + 3],
  );
  const times: number[] = [];
  for (const [index, { id }] of rows.entries()) {
    const started = performance.now();
    const response = await api.inject({ method: 'GET', url: `/api/works/${id}` });
    const took = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`floor: ${response.statusCode} ${response.body}`);
    if (index >= 3) times.push(took); // the first three warm caches up, as the mix's do
  }
  return times.sort((a, b) => a - b);
}

const results: SearchResult[] = [];
for (const size of sizes) {
  for (const engine of engines) {
    let db: Database;
    if (engine === 'pglite') {
      const dir = resolve(values.dir ?? '.bench/search', `pglite-${size}`);
      mkdirSync(dir, { recursive: true });
      db = await openPglite(dir);
    } else if (engine === 'postgres') {
      if (!values.postgres) {
        console.log(`postgres ${size}: no --postgres server given, skipped`);
        continue;
      }
      db = await postgresDatabase(values.postgres, size);
    } else throw new Error(`unknown engine ${engine}`);
    try {
      await prepared(db, size, `${engine} ${size}`);
      // As the API does when it starts (a database seeded by an older bench was never vacuumed).
      await vacuumEmbedded(db);
      if (engine === 'postgres') {
        const warmed = await warmBuffers(db);
        console.log(
          warmed
            ? `${engine} ${size}: read ${warmed.relations.length} tables and indexes into the server's buffers (${((warmed.pages * 8) / 1024).toFixed(0)} MB, pg_prewarm)`
            : `${engine} ${size}: the server has no pg_prewarm; measured with the buffers as they are`,
        );
      }
      const result = await measure(db, engine as SearchResult['engine'], size);
      results.push(result);
      console.log(
        `${engine.padEnd(8)} ${size.toLocaleString('en').padStart(9)} works: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms; the floor (one work by its key) p50 ${result.floor.p50.toFixed(1)} ms, p95 ${result.floor.p95.toFixed(1)} ms`,
      );
      for (const kind of result.kinds) {
        console.log(
          `    ${kind.name.padEnd(24)} p50 ${kind.p50.toFixed(1).padStart(7)} ms   p95 ${kind.p95.toFixed(1).padStart(7)} ms`,
        );
      }
    } finally {
      await db.close();
    }
  }
}
if (values.json) {
  mkdirSync(join(values.json, '..'), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
}

/** The budgets of the search (issue 20): p95 at a size on an engine. */
const BUDGETS = [
  { engine: 'pglite', works: 100_000, p95Ms: 100 },
  { engine: 'postgres', works: 1_000_000, p95Ms: 50 },
] as const;
const over: string[] = [];
for (const budget of BUDGETS) {
  const result = results.find(
    (candidate) => candidate.engine === budget.engine && candidate.works === budget.works,
  );
  if (!result) continue;
  const line = `${budget.engine} at ${budget.works.toLocaleString('en')} works: p95 ${result.p95.toFixed(1)} ms (budget ${budget.p95Ms} ms; the floor's p95 ${result.floor.p95.toFixed(1)} ms)`;
  console.log(`${result.p95 <= budget.p95Ms ? 'met     ' : 'NOT MET '} ${line}`);
  if (result.p95 > budget.p95Ms) over.push(line);
}
if (over.length) process.exitCode = 1;
