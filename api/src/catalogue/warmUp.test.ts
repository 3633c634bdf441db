import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { testDatabase, type TestDatabase } from '../test/databases';
import { SEARCH_WARM_UP_WORDS, warmUpSearch } from './warmUp';

describe("the API's start searching its own catalogue", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await testDatabase('pglite');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('searches some of its words as they are typed, best match and newest first', async () => {
    const asked: string[] = [];
    const watch = (target: Queryable): Queryable => ({
      query: (text, values) => {
        // The words of each search, as the search is known by them (`tsQueryText`).
        if (text.includes('fair_matching_query')) asked.push(String(values?.[0] ?? ''));
        return target.query(text, values);
      },
    });
    const searched = await warmUpSearch({
      ...watch(db),
      engine: db.engine,
      transaction: (work) => db.transaction((tx) => work(watch(tx))),
    });
    const words = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_words');
    const texts = Math.min(words.rows[0]?.n ?? 0, SEARCH_WARM_UP_WORDS);
    // At least each word whole, in two orders; at most its first three letters too.
    expect(searched).toBeGreaterThanOrEqual(2 * texts);
    expect(searched).toBeLessThanOrEqual(8 * texts);
    // Beginnings of words, as typed (the last word a prefix).
    expect(asked.some((value) => /^\p{L}:\*$/u.test(value))).toBe(true);
  });

  it('stops at its time budget, and on a catalogue with no words does nothing', async () => {
    let clock = 0;
    const searched = await warmUpSearch(db, { budgetMs: 3, now: () => clock++ });
    // The clock moves once per look: the words are read, then two searches fit.
    expect(searched).toBeLessThanOrEqual(3);
    const empty = await testDatabase('pglite', { seed: false });
    try {
      expect(await warmUpSearch(empty)).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
