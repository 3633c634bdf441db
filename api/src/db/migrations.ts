import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import type { ClientBase } from 'pg';
import type { Database } from './database';

/**
 * The SQL migrations, in order of their names: `api/migrations/NNNN_<what>.sql`, found from this
 * module whether it runs from `src/` (tests) or bundled into `dist/`.
 */
export const MIGRATIONS_DIR = findUp('migrations');

function findUp(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, name)) && existsSync(join(dir, 'package.json')))
      return join(dir, name);
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`no ${name} folder above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/**
 * Brings the schema up to date with node-pg-migrate (the same SQL on PostgreSQL and PGlite).
 * Processes that start together wait for each other (an advisory lock); each migration runs in
 * the one transaction of the whole run, so a failed run changes nothing.
 */
export async function migrate(
  database: Database,
  options: { dir?: string; log?: (line: string) => void } = {},
): Promise<string[]> {
  // node-pg-migrate uses nothing of the client it is given but `query`.
  const dbClient = { query: database.query } as unknown as ClientBase;
  const ran = await runner({
    dbClient,
    dir: options.dir ?? MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'schema_migrations',
    singleTransaction: true,
    checkOrder: true,
    advisoryLockMode: 'wait',
    log: options.log ?? (() => undefined),
  });
  return ran.map((migration) => migration.name);
}
