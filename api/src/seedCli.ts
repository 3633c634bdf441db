#!/usr/bin/env node
// Fills a database with a deterministic generated catalogue, for load tests and benchmarks:
//   npm run seed -- --works 100000 [--data <folder>]     (PGlite; default: the layout's .deploy/data)
//   DATABASE_URL=postgres://… npm run seed -- --works 1000000
// The same count always gives the same works; running it again adds only what is missing.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseTarget } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { seed } from './seed/seed';
import { seedGeneratedWorks } from './seed/seedGenerated';

const { values } = parseArgs({
  options: { works: { type: 'string' }, data: { type: 'string' } },
});
const count = Number(values.works);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
  console.error('usage: npm run seed -- --works <1 to 10,000,000> [--data <folder>]');
  process.exit(2);
}
const started = Date.now();
const db = await openDatabase(databaseTarget(process.env, values.data ?? resolve('.deploy/data')));
try {
  await migrate(db);
  await seed(db);
  let reported = 0;
  const added = await seedGeneratedWorks(db, count, (_added, done) => {
    if (done - reported >= 50_000 || done === count) {
      reported = done;
      console.log(`  ${done.toLocaleString('en')} of ${count.toLocaleString('en')}`);
    }
  });
  console.log(
    `${added.toLocaleString('en')} works added to ${db.description} (${db.engine}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await db.close();
}
