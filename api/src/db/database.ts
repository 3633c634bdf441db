import { mkdirSync } from 'node:fs';
import { PGlite, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import type { DatabaseTarget } from '../config';

export interface QueryResult<R> {
  rows: R[];
  /** Rows a statement wrote (INSERT, UPDATE, DELETE) or read (SELECT). */
  rowCount: number;
}

/**
 * What the code runs its SQL through: `query(text, values)`, as `pg` has it. With values, one
 * statement with numbered parameters; without, any SQL (several statements: the last one's rows).
 */
export interface Queryable {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are typed by each caller
  query<R = any>(text: string, values?: readonly unknown[]): Promise<QueryResult<R>>;
}

/**
 * The database: a PostgreSQL server through `pg` (`DATABASE_URL`), or PGlite, the embedded
 * PostgreSQL, in a folder. Both run the same SQL from the same code. PGlite has one connection:
 * a transaction has it to itself, and every other query waits for it to end.
 *
 * PGlite's own query API is used rather than its node-postgres adapter (`createPgConfig`), which
 * answers every query after the first SQL error with the previous query's answer (see
 * `database.test.ts`): a constraint violation would have corrupted every later request.
 */
export interface Database extends Queryable {
  engine: 'postgres' | 'pglite';
  /** For messages: the server's address without its password, or the folder. */
  description: string;
  /** Runs `work` in one transaction: commits what it returns, rolls back what it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens the database; fails with an error naming it when it cannot be opened. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir);
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const description = redactedUrl(url);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A pool reports its idle clients' errors here; a lost connection is replaced on next use.
  pool.on('error', (error) => console.error(`[api] database ${description}:`, error.message));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnavailable(description, error);
  }
  const query: Queryable['query'] = async (text, values) =>
    lastResult(await pool.query(text, values as unknown[] | undefined));
  return {
    engine: 'postgres',
    description,
    query,
    async transaction(work) {
      const client = await pool.connect();
      const tx: Queryable = {
        query: async (text, values) =>
          lastResult(await client.query(text, values as unknown[] | undefined)),
      };
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Several statements in one text answer a result each: the last one is the answer. */
function lastResult<R>(result: pg.QueryResult | pg.QueryResult[]): QueryResult<R> {
  const last = Array.isArray(result) ? result.at(-1) : result;
  const rows = (last?.rows ?? []) as R[];
  return { rows, rowCount: last?.rowCount ?? rows.length };
}

/** The extensions the migrations create, which PGlite loads only when told. */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

/**
 * PGlite in a folder (created when missing), or in memory with `memory://`. A new one starts as
 * `from` when given, a data directory `dumpDataDir` wrote: the tests' template, since creating a
 * new cluster (initdb, in WebAssembly) is most of an open's time.
 */
export async function openPglite(dataDir: string, from?: Blob): Promise<Database> {
  let db: PGlite;
  try {
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
    db = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir: from });
  } catch (error) {
    throw new DatabaseUnavailable(dataDir, error);
  }
  return {
    engine: 'pglite',
    description: dataDir,
    query: pgliteQuery(db),
    transaction: (work) => db.transaction((tx) => work({ query: pgliteQuery(tx) })),
    close: () => db.close(),
  };
}

/** `query` on PGlite or one of its transactions: parameters as a prepared statement, else exec. */
function pgliteQuery(target: Pick<PGlite, 'query' | 'exec'>): Queryable['query'] {
  return async <R>(text: string, values?: readonly unknown[]) => {
    const result: Results<R> | undefined =
      values && values.length > 0
        ? await target.query<R>(text, [...values])
        : ((await target.exec(text)).at(-1) as Results<R> | undefined);
    const rows = result?.rows ?? [];
    return { rows, rowCount: result?.affectedRows || rows.length };
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
