#!/usr/bin/env node
// Brings the database up to date before the API serves: node api/dist/prepare.mjs --data <folder>
// (or DATABASE_URL=postgres://…). Runs the migrations, then puts in the seed platforms and the
// sample catalogue where they are missing. Exits 78 with a message naming the database when it
// cannot be opened.
import { parseArgs } from 'node:util';
import { databaseTarget } from './config';
import { DatabaseUnavailable, openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { EXIT_DO_NOT_RESTART } from '@fair/shared/site';
import { seed } from './seed/seed';

const { values } = parseArgs({ options: { data: { type: 'string' } } });

try {
  const db = await openDatabase(databaseTarget(process.env, values.data));
  try {
    const ran = await migrate(db);
    const seeded = await seed(db);
    console.log(
      `[api] database ${db.description} (${db.engine}) ready: ${ran.length} migration(s) run, ${seeded.works} sample work(s) added`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof DatabaseUnavailable ? EXIT_DO_NOT_RESTART : 1);
}
