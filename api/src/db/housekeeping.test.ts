import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabase, type TestDatabase } from '../test/databases';
import type { Database } from './database';
import { EMBEDDED_VACUUM_EVERY_MS, keepEmbeddedDatabaseTidy, vacuumEmbedded } from './housekeeping';

/** A database that only records the SQL it is given (and answers each after `delayMs`). */
function recording(engine: Database['engine'], { delayMs = 0, fail = false } = {}) {
  const asked: string[] = [];
  return {
    asked,
    db: {
      engine,
      query: async (text: string) => {
        asked.push(text);
        if (delayMs) await new Promise((done) => setTimeout(done, delayMs));
        if (fail) throw new Error('disk full');
        return { rows: [], rowCount: 0 };
      },
    } as Pick<Database, 'engine' | 'query'>,
  };
}

describe('vacuuming an embedded database (PGlite has no autovacuum)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await testDatabase('pglite');
  });
  afterAll(async () => {
    await db?.close();
  });

  const visibility = async () =>
    (
      await db.query<{ pages: number; visible: number }>(
        `SELECT (pg_relation_size('works') / current_setting('block_size')::int)::int AS pages,
                relallvisible AS visible
           FROM pg_class WHERE relname = 'works'`,
      )
    ).rows[0];

  it('marks the pages of the works it holds all-visible', async () => {
    const before = await visibility();
    expect(before?.pages).toBeGreaterThan(0);
    expect(before?.visible).toBe(0);
    expect(await vacuumEmbedded(db)).toBe(true);
    const after = await visibility();
    expect(after?.visible).toBe(after?.pages);
  });

  it("brings the planner's statistics up to date when asked to analyse", async () => {
    const statistics = async () =>
      (
        await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'works'",
        )
      ).rows[0]?.n;
    await db.query('DELETE FROM pg_statistic WHERE starelid = $1::regclass', ['works']);
    expect(await statistics()).toBe(0);
    await vacuumEmbedded(db, { analyze: true });
    expect(await statistics()).toBeGreaterThan(0);
  });

  it("leaves a PostgreSQL server's to its autovacuum", async () => {
    const { db: server, asked } = recording('postgres');
    expect(await vacuumEmbedded(server, { analyze: true })).toBe(false);
    expect(asked).toEqual([]);
  });
});

describe('keeping an embedded database tidy while the API serves', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('vacuums at once, then vacuums and analyses at each interval until stopped', async () => {
    vi.useFakeTimers();
    const { db, asked } = recording('pglite');
    const stop = keepEmbeddedDatabaseTidy(db, { onError: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['VACUUM']);
    await vi.advanceTimersByTimeAsync(EMBEDDED_VACUUM_EVERY_MS);
    await vi.advanceTimersByTimeAsync(EMBEDDED_VACUUM_EVERY_MS);
    expect(asked).toEqual(['VACUUM', 'VACUUM (ANALYZE)', 'VACUUM (ANALYZE)']);
    stop();
    await vi.advanceTimersByTimeAsync(3 * EMBEDDED_VACUUM_EVERY_MS);
    expect(asked).toHaveLength(3);
  });

  it('never starts a run while one is going, and reports a failed run and tries again', async () => {
    vi.useFakeTimers();
    const slow = recording('pglite', { delayMs: 2_500 });
    const stopSlow = keepEmbeddedDatabaseTidy(slow.db, {
      everyMs: 1_000,
      onError: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(3_000);
    // The first run ends at 2.5 s: the ticks at 1 and 2 s find it going; the one at 3 s starts.
    expect(slow.asked).toEqual(['VACUUM', 'VACUUM (ANALYZE)']);
    stopSlow();

    const errors: unknown[] = [];
    const failing = recording('pglite', { fail: true });
    const stopFailing = keepEmbeddedDatabaseTidy(failing.db, {
      everyMs: 1_000,
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(failing.asked).toHaveLength(2);
    expect(errors).toHaveLength(2);
    expect(String(errors[0])).toContain('disk full');
    stopFailing();
  });

  it('does nothing on a PostgreSQL server', async () => {
    vi.useFakeTimers();
    const { db, asked } = recording('postgres');
    const stop = keepEmbeddedDatabaseTidy(db, { everyMs: 1_000, onError: () => undefined });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(asked).toEqual([]);
    stop();
  });
});
