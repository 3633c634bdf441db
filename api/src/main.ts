#!/usr/bin/env node
// The API server: node api/dist/server.mjs --data <folder> (or DATABASE_URL=postgres://…)
// [--prepare]. It opens the database and listens on API_PORT; with --prepare it first brings the
// schema up to date and puts in the seed data that is missing (what prepare.mjs does alone).
import { parseArgs } from 'node:util';
import { buildApi } from './app';
import { warmUpSearch } from './catalogue/warmUp';
import { configFromEnv } from './config';
import { DatabaseUnavailable, openDatabase } from './db/database';
import { keepEmbeddedDatabaseTidy } from './db/housekeeping';
import { purgeIdempotencyRecords } from './http/idempotency';
import { migrate } from './db/migrations';
import { EXIT_DO_NOT_RESTART } from '@fair/shared/site';
import { seed } from './seed/seed';

const { values } = parseArgs({
  options: { data: { type: 'string' }, prepare: { type: 'boolean' } },
});
const config = configFromEnv(process.env, values.data);

let db;
try {
  db = await openDatabase(config.database);
} catch (error) {
  console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
  // A database that cannot be opened is not fixed by starting again: the supervisor stops here.
  process.exit(error instanceof DatabaseUnavailable ? EXIT_DO_NOT_RESTART : 1);
}

if (values.prepare) {
  const ran = await migrate(db);
  const seeded = await seed(db);
  console.log(
    `[api] database ${db.description} (${db.engine}): ${ran.length} migration(s) run, ${seeded.works} sample work(s) added`,
  );
}

// Its first visitors meet code that has run already: the search, asked of itself (a few seconds
// at most; catalogue/warmUp.ts).
const warmed = await warmUpSearch(db).catch(() => 0);
const api = await buildApi({ ...config, db });
await api.listen({ port: config.port, host: config.host });

// First answers keep licence keys in clear for IDEMPOTENCY_HOURS (24) only.
const purge = () =>
  purgeIdempotencyRecords(db, new Date()).catch((error: unknown) =>
    api.log.error({ err: error }, 'purging idempotency records failed'),
  );
void purge();
setInterval(purge, 10 * 60_000).unref();

// PGlite has no autovacuum: the API vacuums it now and analyses it now and then (db/housekeeping.ts).
keepEmbeddedDatabaseTidy(db, {
  onError: (error) => api.log.error({ err: error }, 'vacuuming the database failed'),
});

const stop = () =>
  void api
    .close()
    .then(() => db.close())
    .finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
if (process.send) {
  // Started by the supervisor: when it is gone its channel closes, and this process stops too.
  if (!process.connected) stop();
  else {
    process.on('disconnect', stop);
    process.send({ ready: 'api' });
  }
}
console.log(
  `[api] on http://${config.host}:${config.port} (${db.engine}: ${db.description}; ${warmed} searches to warm up)`,
);
