import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import type { DatabaseTarget } from '../config';

/** A client inside a transaction, or the pool itself for a single statement. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/**
 * The database, the same `pg` pool whichever engine holds it: a PostgreSQL server
 * (`DATABASE_URL`), or PGlite, the embedded PostgreSQL, in a folder. PGlite has one connection,
 * so its pool holds one client: a transaction has it to itself, and other queries wait.
 */
export interface Database {
  pool: pg.Pool;
  /** For messages: the server's address without its password, or the folder. */
  description: string;
  engine: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** Opens the database; fails with an error naming it when it cannot be opened. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const description = redactedUrl(target.url);
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // A pool reports its idle clients' errors here; a lost connection is replaced on next use.
    pool.on('error', (error) => console.error(`[api] database ${description}:`, error.message));
    try {
      await pool.query('SELECT 1');
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new DatabaseUnavailable(description, error);
    }
    return { pool, description, engine: 'postgres', close: () => pool.end() };
  }
  return openPglite(target.dataDir);
}

/** PGlite in a folder (created when missing), or in memory with `memory://`. */
export async function openPglite(dataDir: string): Promise<Database> {
  const description = dataDir;
  let db: PGlite;
  try {
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
    db = await PGlite.create(dataDir, { extensions: { unaccent, pg_trgm } });
  } catch (error) {
    throw new DatabaseUnavailable(description, error);
  }
  const pool = new pg.Pool(createPgConfig(db));
  return {
    pool,
    description,
    engine: 'pglite',
    close: async () => {
      await pool.end();
      await db.close();
    },
  };
}

export class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable';
  constructor(
    readonly database: string,
    cause: unknown,
  ) {
    super(
      `the database ${database} cannot be opened: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

/** A postgres:// address as it may be printed: without its password. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'postgres://(unreadable address)';
  }
}

/**
 * Runs `work` in one transaction on one client (the only one it may use: on PGlite another
 * would wait for this one forever). Commits what it returns; rolls back what it throws.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
