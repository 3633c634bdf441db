import type { Database } from '../db/database';

export interface WarmedBuffers {
  /** The tables and indexes read, by name (TOAST's in schema `pg_toast`). */
  relations: string[];
  /** Pages of 8 kB read into the server's shared buffers. */
  pages: number;
}

/**
 * Reads the catalogue's tables and indexes into a PostgreSQL server's shared buffers with
 * `pg_prewarm`, so that the bench measures a server that has been serving, not one just started:
 * right after a restart, a million works measured twice their warm p95 (102.5 ms against
 * 48.2–48.9) while the first queries read pages from disk. A server keeps its buffers warm across
 * restarts with `pg_prewarm`'s autoprewarm (api/README.md, "The database"). Nothing on PGlite, whose
 * buffers live in this process and are read from the operating system's cache; nothing when the
 * server lacks the extension (the bench then says so).
 * @returns what was read, or null when nothing could be
 */
export async function warmBuffers(
  db: Pick<Database, 'engine' | 'query'>,
): Promise<WarmedBuffers | null> {
  if (db.engine !== 'postgres') return null;
  const available = await db.query(
    "SELECT 1 FROM pg_available_extensions WHERE name = 'pg_prewarm'",
  );
  if (available.rowCount === 0) return null;
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
  // Every table of the schema, its indexes, and its TOAST table (long descriptions) with that
  // table's index; in one order on every run, the smallest first.
  const { rows } = await db.query<{ oid: string; name: string }>(
    `WITH tables AS (
       SELECT c.oid, c.reltoastrelid FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind = 'r'),
     relations AS (
       SELECT oid FROM tables
       UNION SELECT indexrelid FROM pg_index WHERE indrelid IN (SELECT oid FROM tables)
       UNION SELECT reltoastrelid FROM tables WHERE reltoastrelid <> 0
       UNION SELECT indexrelid FROM pg_index
              WHERE indrelid IN (SELECT reltoastrelid FROM tables WHERE reltoastrelid <> 0))
     SELECT oid::text AS oid, oid::regclass::text AS name FROM relations ORDER BY pg_relation_size(oid), oid`,
  );
  let pages = 0;
  for (const { oid } of rows) {
    const read = await db.query<{ pages: string }>('SELECT pg_prewarm($1::oid)::text AS pages', [
      oid,
    ]);
    pages += Number(read.rows[0]?.pages ?? 0);
  }
  return { relations: rows.map(({ name }) => name), pages };
}
