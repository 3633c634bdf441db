// @ts-check
// `npm run bench`: every benchmark of the project, one after the other, on one build:
// 1. the site (e2e/bench/run-bench.mjs): Lighthouse against the static floor, paint and
//    interactivity at 1× and 4× CPU, first-visit JavaScript, memory, load;
// 2. keystroke → painted results through the API at 1× and 4× CPU (mf-catalog/bench);
// 3. live pages (e2e/bench/live-pages.mjs): time to first byte and LCP of the pages rendered at
//    request time against static HTML, and the request-time render under load;
// 4. the server's search (api/dist/search-bench.mjs) at 100,000 and 1,000,000 works on PGlite,
//    and on PostgreSQL when BENCH_POSTGRES_URL names a server (an admin address: it makes a
//    database per size, kept for the next run).
// The search comes last: seeding a million works the first time is minutes of both cores and
// gigabytes written, whose wake (the kernel writing them back, the server's autovacuum of the
// new tables) the browser's benches would share.
// Each prints its own table and budgets; this exits non-zero when any of them did.
// Options: --no-build; the site bench's own options pass through (--pages-only).
// BENCH_SEARCH_SIZES=100000 measures the search at fewer sizes (1,000,000 takes minutes to seed).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const args = process.argv.slice(2);

/** @param {string} command @param {string[]} commandArgs */
function run(command, commandArgs) {
  console.log(`\n$ ${[command, ...commandArgs].join(' ')}`);
  return spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' }).status === 0;
}

if (!args.includes('--no-build') && !run('npm', ['run', 'build'])) process.exit(1);

const postgres = process.env.BENCH_POSTGRES_URL;
const sizes = process.env.BENCH_SEARCH_SIZES ?? '100000,1000000';
const results = {
  site: run(process.execPath, ['e2e/bench/run-bench.mjs', '--no-build', ...args]),
  keystrokes: run(process.execPath, ['mf-catalog/bench/run-bench.mjs', '--no-build']),
  live: run(process.execPath, ['e2e/bench/live-pages.mjs', '--no-build']),
  search: run(process.execPath, [
    'api/dist/search-bench.mjs',
    '--sizes',
    sizes,
    ...(postgres ? ['--postgres', postgres] : ['--engines', 'pglite']),
  ]),
};
if (!postgres)
  console.log(
    '\nThe search ran on PGlite only: BENCH_POSTGRES_URL=postgres://… adds the PostgreSQL rows.',
  );
const over = Object.entries(results).filter(([, ok]) => !ok);
console.log(
  over.length
    ? `\nOver budget or failed: ${over.map(([name]) => name).join(', ')}`
    : '\nEvery budget is met.',
);
process.exit(over.length ? 1 : 0);
