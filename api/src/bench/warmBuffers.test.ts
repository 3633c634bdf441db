import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testDatabase, type Engine, type TestDatabase } from '../test/databases';
import { warmBuffers } from './warmBuffers';

/** A database of its own on an engine, for the tests of one `describe`. */
function databaseOn(engine: Engine) {
  const opened: { db?: TestDatabase } = {};
  beforeAll(async () => {
    opened.db = await testDatabase(engine);
  });
  afterAll(async () => {
    await opened.db?.close();
  });
  return () => {
    if (!opened.db) throw new Error(`no ${engine} database opened`);
    return opened.db;
  };
}

describe('warming the buffers before the search bench, on PGlite', () => {
  const database = databaseOn('pglite');
  it('does nothing: PGlite’s buffers are its own', async () => {
    expect(await warmBuffers(database())).toBeNull();
  });
});

// On a PostgreSQL server when the tests have one (CI's cluster: `.ci/run`).
if (ENGINES.includes('postgres'))
  describe('warming the buffers before the search bench, on PostgreSQL', () => {
    const database = databaseOn('postgres');
    it('reads the works, every index of theirs and their long values into the buffers', async () => {
      const db = database();
      const warmed = await warmBuffers(db);
      // The works table, each of its indexes, its TOAST table and that table's index.
      const { rows } = await db.query<{ name: string }>(
        `SELECT indexrelid::regclass::text AS name FROM pg_index WHERE indrelid = 'works'::regclass
         UNION SELECT reltoastrelid::regclass::text FROM pg_class WHERE oid = 'works'::regclass
         UNION SELECT indexrelid::regclass::text FROM pg_index
                WHERE indrelid = (SELECT reltoastrelid FROM pg_class WHERE oid = 'works'::regclass)`,
      );
      const works = ['works', ...rows.map(({ name }) => name)];
      expect(works.filter((name) => name.startsWith('pg_toast.'))).toHaveLength(2);
      expect(works.length).toBeGreaterThanOrEqual(5);
      expect(warmed?.relations).toEqual(expect.arrayContaining(works));
      // Read in full: at least the pages of the works' relations.
      const { rows: pages } = await db.query<{ pages: string }>(
        `SELECT (sum(pg_relation_size(name::regclass)) / current_setting('block_size')::int)::text
                  AS pages FROM unnest($1::text[]) AS name`,
        [works],
      );
      const worksPages = Number(pages[0]?.pages);
      expect(worksPages).toBeGreaterThan(0);
      expect(warmed?.pages).toBeGreaterThanOrEqual(worksPages);
    });
  });
