import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../test/api';
import { ENGINES, testDatabase, type TestDatabase } from '../test/databases';
import { watchedDatabase, type Statement } from '../test/watchedDatabase';
import type { Api } from '../http/types';
import { seedGeneratedWorks } from '../seed/seedGenerated';
import { insertWorks } from './works';
import { PostgresCatalogueSearch } from './postgresSearch';
import type { CataloguePage } from './search';

/** The prefixes checked against the works themselves, accents and case as a visitor types them. */
const TYPED = ['r', 'ra', 'rar', 'rare', 'Rä', 'RÄRE', 'ö', 'ol', 'ola', 'zq'];

describe.each(ENGINES)('the counts of the words’ first letters on %s', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await testDatabase(engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  /** The counts of a typed prefix as its own search finds them, by type, language and title. */
  const truth = async (typed: string) => {
    const { rows } = await db.query<{ key: string; n: number }>(
      `SELECT type || ' ' || language || ' ' || (search_title @@ q) AS key, count(*)::int AS n
         FROM works, to_tsquery('simple', fair_unaccent($1) || ':*') AS q
        WHERE withdrawn_at IS NULL AND search @@ q
        GROUP BY 1 ORDER BY 1`,
      [typed],
    );
    return rows;
  };
  /** The same, as `search_prefix_counts` keeps them. */
  const kept = async (typed: string) => {
    const { rows } = await db.query<{ key: string; n: number }>(
      `SELECT type || ' ' || language || ' ' || titled AS key, n
         FROM search_prefix_counts WHERE prefix = fair_counted_prefix($1 || ':*') AND n <> 0
        ORDER BY 1`,
      [typed],
    );
    return rows;
  };
  /** The whole table against a count of every work's prefixes made afresh. */
  const recounted = async () => {
    const { rows } = await db.query<{ differences: number }>(
      `SELECT count(*)::int AS differences FROM (
         (SELECT prefix, type, language, titled, n FROM search_prefix_counts WHERE n <> 0
          EXCEPT
          SELECT counted.prefix, type, language, counted.titled, count(*)::int
            FROM works, fair_search_prefixes(search, search_title) AS counted
           WHERE withdrawn_at IS NULL GROUP BY 1, 2, 3, 4)
         UNION ALL
         (SELECT counted.prefix, type, language, counted.titled, count(*)::int
            FROM works, fair_search_prefixes(search, search_title) AS counted
           WHERE withdrawn_at IS NULL GROUP BY 1, 2, 3, 4
          EXCEPT
          SELECT prefix, type, language, titled, n FROM search_prefix_counts WHERE n <> 0)
       ) differing`,
    );
    return rows[0]?.differences;
  };
  const expectCountsTrue = async (when: string) => {
    for (const typed of TYPED)
      expect(await kept(typed), `${when}: ${typed}`).toEqual(await truth(typed));
    expect(await recounted(), when).toBe(0);
  };

  it('counts each work once per prefix of its words, and keeps the counts as works are added, changed, withdrawn and deleted', async () => {
    await expectCountsTrue('the sample catalogue');
    const work = (id: string, title: string, description: string) => ({
      id,
      title,
      author: 'Öla Rantanen',
      type: 'music' as const,
      language: 'fi' as const,
      description,
      contentFee: 100,
      platforms: ['ebook'],
    });
    await insertWorks(db, [
      work('rare-one', 'Rare rarities', 'Rarely heard.'),
      work('rare-two', 'Quiet songs', 'Räre recordings.'),
      work('rare-three', 'Loud songs', 'Nothing of the kind.'),
    ]);
    await expectCountsTrue('added');
    // "Rare rarities" (rarely heard) counts once under "rar", though three of its words begin so;
    // "Räre recordings", in its description only.
    expect((await kept('rar')).filter(({ key }) => key.startsWith('music fi'))).toEqual([
      { key: 'music fi false', n: 1 },
      { key: 'music fi true', n: 1 },
    ]);
    await db.query("UPDATE works SET title = 'Rare songs' WHERE id = 'rare-three'");
    await db.query("UPDATE works SET type = 'books', language = 'et' WHERE id = 'rare-two'");
    await db.query("UPDATE works SET description = 'Often heard.' WHERE id = 'rare-one'");
    await expectCountsTrue('changed');
    await db.query("UPDATE works SET withdrawn_at = now() WHERE id = 'rare-one'");
    await expectCountsTrue('withdrawn');
    await db.query("UPDATE works SET withdrawn_at = NULL WHERE id = 'rare-one'");
    await expectCountsTrue('back on sale');
    await db.query("DELETE FROM works WHERE id IN ('rare-two', 'rare-three')");
    await expectCountsTrue('deleted');
  });

  it('answers one word of up to four letters from the counts, exactly whatever its matches; other words as before', async () => {
    await insertWorks(
      db,
      Array.from({ length: 5 }, (_, n) => ({
        id: `ola-${n}`,
        title: `Olavi ${n}`,
        author: 'Öla Testaaja',
        type: n < 2 ? ('music' as const) : ('books' as const),
        language: 'fi' as const,
        description: 'Räpätäti.',
        contentFee: 100,
        platforms: ['ebook'],
      })),
    );
    const statements: Statement[] = [];
    // An exact bound of 3 instead of 10,000: every search below has more matches than that.
    const search = new PostgresCatalogueSearch(watchedDatabase(db, statements), {
      exactUpTo: 3,
      sampleSize: 2,
    });
    const api: Api = await testApi(db, { search });
    const ask = async (query: string) => {
      statements.length = 0;
      const response = await api.inject({ method: 'GET', url: `/api/works${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CataloguePage>();
    };
    const used = (part: string) => statements.some(({ text }) => text.includes(part));
    try {
      for (const typed of ['o', 'Öl', 'ola', 'OLA', 'rä']) {
        const page = await ask(`?q=${encodeURIComponent(typed)}&sort=newest`);
        const split = await truth(typed);
        const total = split.reduce((sum, { n }) => sum + n, 0);
        expect(total, typed).toBeGreaterThan(3);
        expect(page, typed).toMatchObject({
          total,
          totalIsEstimate: false,
          facetsAreEstimates: false,
        });
        // Neither a page sample nor a count of the matches.
        expect(used('search_prefix_counts'), typed).toBe(true);
        expect(used('TABLESAMPLE') || used(') matched') || used(') counted'), typed).toBe(false);
        const music = split
          .filter(({ key }) => key.startsWith('music '))
          .reduce((sum, { n }) => sum + n, 0);
        expect(page.facets.type.music, typed).toBe(music);
        // With a filter: its total, and each facet without its own filter.
        const filtered = await ask(`?q=${encodeURIComponent(typed)}&type=music`);
        expect(filtered.total, typed).toBe(music);
        expect(filtered.facets.type).toEqual(page.facets.type);
      }
      // Five letters, two words: counted the usual way.
      for (const query of ['?q=olavi', '?q=ola%20r']) {
        await ask(query);
        expect(used('TABLESAMPLE'), query).toBe(true);
      }
      // A distributor's platforms (its API key's): the counts know nothing of platforms.
      statements.length = 0;
      await search.search({ q: 'ola', platforms: ['ebook'], sort: 'newest', limit: 20 });
      expect(used('search_prefix_counts')).toBe(false);
      expect(used('TABLESAMPLE')).toBe(true);
    } finally {
      await api.close();
    }
  });

  it('is counted afresh by the generated seed, in one pass, and kept by its trigger after it', async () => {
    expect(await seedGeneratedWorks(db, 40)).toBe(40);
    await expectCountsTrue('seeded');
    // The trigger is on again.
    await db.query("UPDATE works SET withdrawn_at = now() WHERE id IN ('ola-0', 'ola-1')");
    await expectCountsTrue('withdrawn after the seed');
    // Nothing to add: nothing counted afresh, nothing lost.
    expect(await seedGeneratedWorks(db, 40)).toBe(0);
    await expectCountsTrue('seeded again');
  });
});
