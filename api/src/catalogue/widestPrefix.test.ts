import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testDatabase, type TestDatabase } from '../test/databases';
import { seedGeneratedWorks } from '../seed/seedGenerated';
import { CachedCatalogueSearch } from './cachedSearch';
import { PostgresCatalogueSearch } from './postgresSearch';
import type { Sort } from '../http/schemas';
import type { CatalogueQuery, CatalogueSearch } from './search';
import { withWidestPrefix } from './widestPrefix';
import { insertWorks } from './works';

const work = (
  id: string,
  title: string,
  description: string,
  { type = 'music', author = 'Vilja Qworbela' }: { type?: 'music' | 'books'; author?: string } = {},
) => ({
  id,
  title,
  author,
  type,
  language: 'fi' as const,
  description,
  contentFee: 100,
  platforms: ['ebook'],
});

/** Works whose words beginning with "qwo" are "qworbela" (the author), "qworbel" and "qworbelin". */
const WORKS = [
  work('qworbel-one', 'Qworbel songs', 'Recorded live.'),
  work('qworbel-two', 'Quiet songs', 'The qworbelin of the north.'),
  work('qworbel-three', 'Loud songs', 'Nothing of the kind.', { type: 'books' }),
];

const query = (q: string, sort: Sort = 'relevance'): CatalogueQuery => ({ q, sort, limit: 2 });

describe.each(ENGINES)('a word begun as far as the catalogue’s words go, on %s', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await testDatabase(engine);
    await insertWorks(db, WORKS);
  });
  afterAll(async () => {
    await db?.close();
  });

  const widened = async (q: string) => (await withWidestPrefix(db, query(q))).q;

  it('lengthens the last word typed while every word that begins with it goes on alike', async () => {
    // Two words: as far as the words go ("qworbela", "qworbel", "qworbelin" begin with "qwo").
    expect(await widened('songs qwo')).toBe('songs qworbel');
    expect(await widened('Quiet qworbeli')).toBe('quiet qworbelin');
    // One word: its counted beginning (four letters) while that stands for the same words…
    for (const typed of ['qwo', 'qworb', 'Qwörbe', 'qworbel']) {
      expect(await widened(typed), typed).toBe('qwor');
    }
    // … and as far as the words go once it does not.
    expect(await widened('qworbeli')).toBe('qworbelin');
    // A finished word that begins no other is that word typed; one that does stays finished.
    expect(await widened('Qworbelin ')).toBe('qworbelin');
    expect(await widened('songs qworbelin  ')).toBe('songs qworbelin');
    // Nothing to lengthen: the words part there, no word begins so.
    for (const typed of ['qworbel ', 'songs qworbel ', 'zqxv', 'zqxv ', 'qworbelinx', '']) {
      expect(await widened(typed), typed).toBe(typed);
    }
  });

  it('gives the same answer as the text typed, in every order, page after page', async () => {
    const typed = [
      'qwo',
      'qwor',
      'qworb',
      'Qwörbe',
      'qworbeli',
      'qworbelin ',
      'songs qwo',
      'songs qworbe',
      'quiet qworbeli',
      'quiet qworbelin ',
    ];
    // Counted exactly up to 10,000 matches; and up to 2 (1 split for the facets past that), which
    // most of these pass: the same works and total, and never an estimate where the text typed
    // is counted exactly (one word's counted beginning is exact where a longer word estimates).
    for (const bound of [{}, { exactUpTo: 2, sampleSize: 1 }]) {
      // A search of its own each time: what one remembers of another cannot make them agree.
      const ask = (asked: CatalogueQuery) => new PostgresCatalogueSearch(db, bound).search(asked);
      for (const sort of ['relevance', 'newest', 'title', 'price-asc'] as const) {
        for (const text of typed) {
          const asTyped = await ask(query(text, sort));
          const same = await withWidestPrefix(db, query(text, sort));
          const answer = await ask(same);
          const what = `${text} ${sort} ${JSON.stringify(bound)}`;
          expect(asTyped.total, what).toBeGreaterThan(0);
          if (!('exactUpTo' in bound)) expect(answer, what).toEqual(asTyped);
          expect(answer.works, what).toEqual(asTyped.works);
          expect(answer.total, what).toBe(asTyped.total);
          expect(answer.nextCursor, what).toBe(asTyped.nextCursor);
          if (!asTyped.totalIsEstimate) expect(answer.totalIsEstimate, what).toBe(false);
          if (!asTyped.facetsAreEstimates) expect(answer.facetsAreEstimates, what).toBe(false);
          if (asTyped.nextCursor) {
            const next = { cursor: asTyped.nextCursor };
            expect((await ask({ ...same, ...next })).works, `${what}, page 2`).toEqual(
              (await ask({ ...query(text, sort), ...next })).works,
            );
          }
        }
      }
    }
  });

  it('is asked of the database once for the texts that share an answer, until a work gives them another', async () => {
    const database = new PostgresCatalogueSearch(db);
    const asked: CatalogueQuery[] = [];
    const counted: CatalogueSearch = {
      search: (asking) => {
        asked.push(asking);
        return database.search(asking);
      },
      sameAnswerAs: (asking) => database.sameAnswerAs(asking),
    };
    const search = new CachedCatalogueSearch(counted, db);
    const first = await search.search(query('qworb'));
    expect(await search.search(query('qworbe'))).toEqual(first);
    expect(await search.search(query('Qworbel'))).toEqual(first);
    expect(asked.map(({ q }) => q)).toEqual(['qwor']);
    // A new word beginning with "qworb": "qworb" stands for it too now ("qwor" as before, a new
    // answer), "qworbe" does not (its own, as far as its words go).
    await insertWorks(db, [
      work('qworbax-one', 'Qworbax', 'A new word.', { author: 'Another Author' }),
    ]);
    const widerNow = await search.search(query('qworb'));
    expect(widerNow.total).toBe(first.total + 1);
    expect(widerNow.works.map(({ id }) => id)).toContain('qworbax-one');
    expect((await search.search(query('qworbe'))).total).toBe(first.total);
    expect(asked.map(({ q }) => q)).toEqual(['qwor', 'qwor', 'qworbel']);
  });

  it('knows every word of the works, as they are added, changed and seeded', async () => {
    const missing = async () => {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM works, fair_search_lexemes(search) AS word
          WHERE NOT EXISTS (SELECT 1 FROM search_lexemes WHERE lexeme = word)`,
      );
      return rows[0]?.n;
    };
    expect(await missing()).toBe(0);
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM search_lexemes WHERE lexeme LIKE '=%'",
    );
    expect(rows[0]?.n, 'the filters’ lexemes are no word').toBe(0);
    await db.query(
      "UPDATE works SET description = 'Qworbixian tunes.', title = 'Kvörbix' WHERE id = 'qworbel-three'",
    );
    expect(await missing()).toBe(0);
    expect(await widened('qworbi')).toBe('qworbixian');
    // The seed's bulk load adds its works with the trigger off, and their words in one pass.
    expect(await seedGeneratedWorks(db, 30)).toBe(30);
    expect(await missing()).toBe(0);
  });
});
