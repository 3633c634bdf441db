import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/database';
import { migrate } from '../db/migrations';
import { seed } from '../seed/seed';

export type Engine = 'pglite' | 'postgres';

/**
 * The engines the database tests run on: PGlite always; a PostgreSQL server too when
 * `TEST_DATABASE_URL` names one (CI starts a throwaway cluster: see `.ci/run`).
 */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase extends Database {
  engine: Engine;
}

/**
 * A new, migrated and seeded database of its own: PGlite in memory (from the run's template:
 * `pgliteTemplate.ts`), or a database created for this test file on the PostgreSQL server
 * (dropped again by `close`).
 */
export async function testDatabase(
  engine: Engine,
  options: { seed?: boolean } = {},
): Promise<TestDatabase> {
  let db: Database;
  if (engine === 'pglite') {
    db = await openPglite('memory://', new Blob([readFileSync(inject('pgliteTemplate'))]));
  } else {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const name = `fair_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const opened = await openPostgres(target.href);
    db = {
      ...opened,
      close: async () => {
        await opened.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  await migrate(db);
  if (options.seed !== false) await seed(db);
  return { ...db, engine };
}
