import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testDatabase, type TestDatabase } from '../test/databases';
import { CachedCatalogueSearch, catalogueVersion } from './cachedSearch';
import { PostgresCatalogueSearch } from './postgresSearch';
import type { CatalogueQuery, CataloguePage, CatalogueSearch } from './search';
import { insertWorks } from './works';

/** The database's search, counting what it is asked. */
function countedSearch(source: CatalogueSearch) {
  const asked: CatalogueQuery[] = [];
  return {
    asked,
    search: (query: CatalogueQuery) => {
      asked.push(query);
      return source.search(query);
    },
  };
}

const ids = (page: CataloguePage) => page.works.map((work) => work.id);
const FIRST_LETTER: CatalogueQuery = { q: 'j', sort: 'relevance', limit: 12 };

describe.each(ENGINES)('the search with its recent answers kept, on %s', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await testDatabase(engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('answers a search asked again from memory, until the catalogue changes', async () => {
    const database = countedSearch(new PostgresCatalogueSearch(db));
    const search = new CachedCatalogueSearch(database, db);
    const first = await search.search(FIRST_LETTER);
    expect(first.works.length).toBeGreaterThan(0);
    expect(await search.search({ ...FIRST_LETTER })).toEqual(first);
    expect(database.asked).toHaveLength(1);
    // Anything else that changes the answer is another search.
    for (const other of [
      { limit: 13 },
      { sort: 'newest' as const },
      { type: 'books' as const },
      { language: 'pt-BR' as const },
      { platforms: ['ebook'] },
      { q: 'J' },
    ]) {
      await search.search({ ...FIRST_LETTER, ...other });
    }
    expect(database.asked).toHaveLength(7);

    // A work added by another process (here, straight into the database): asked anew, found.
    const version = await catalogueVersion(db);
    await insertWorks(db, [
      {
        id: 'jacaranda-kept-answers',
        title: 'Jacaranda Kept Answers',
        author: 'Joana Memória',
        type: 'books',
        language: 'pt-BR',
        description: 'A work added after the search was answered.',
        contentFee: 1_000,
        platforms: ['ebook'],
      },
    ]);
    expect(await catalogueVersion(db)).not.toBe(version);
    const afterAdding = await search.search(FIRST_LETTER);
    expect(database.asked).toHaveLength(8);
    expect(ids(afterAdding)).toContain('jacaranda-kept-answers');

    // Withdrawn: gone from the next answer.
    await db.query('UPDATE works SET withdrawn_at = now() WHERE id = $1', [
      'jacaranda-kept-answers',
    ]);
    expect(ids(await search.search(FIRST_LETTER))).not.toContain('jacaranda-kept-answers');
    expect(database.asked).toHaveLength(9);

    // A platform's fee, which orders the catalogue by price: asked anew too.
    const byPrice: CatalogueQuery = { q: '', sort: 'price-asc', limit: 12 };
    await search.search(byPrice);
    await db.query('UPDATE platforms SET fee = fee + 1 WHERE id = $1', ['ebook']);
    await search.search(byPrice);
    expect(database.asked).toHaveLength(11);
  });

  it('asks the database once for a search asked twice at once, and keeps no failure', async () => {
    const database = countedSearch(new PostgresCatalogueSearch(db));
    const search = new CachedCatalogueSearch(database, db);
    const [one, two] = await Promise.all([
      search.search({ ...FIRST_LETTER, q: 'ka' }),
      search.search({ ...FIRST_LETTER, q: 'ka' }),
    ]);
    expect(two).toBe(one);
    expect(database.asked).toHaveLength(1);

    let failures = 1;
    const failing = new CachedCatalogueSearch(
      {
        search: async (query) => {
          if (failures-- > 0) throw new Error('the database went away');
          return database.search(query);
        },
      },
      db,
    );
    await expect(failing.search(FIRST_LETTER)).rejects.toThrow('the database went away');
    expect((await failing.search(FIRST_LETTER)).works.length).toBeGreaterThan(0);
    expect(failing.size).toBe(1);
  });

  it('keeps answers up to a number of works, forgetting the least recently used', async () => {
    const database = countedSearch(new PostgresCatalogueSearch(db));
    // Room for two pages of twelve.
    const search = new CachedCatalogueSearch(database, db, 24);
    const [a, b, c] = (['newest', 'title', 'price-asc'] as const).map((sort) => ({
      q: '',
      sort,
      limit: 12,
    })) as [CatalogueQuery, CatalogueQuery, CatalogueQuery];
    for (const query of [a, b]) expect((await search.search(query)).works).toHaveLength(12);
    await search.search(a); // a used again: b is now the least recently used
    await search.search(c); // …and forgotten for c
    expect(search.size).toBe(2);
    expect(database.asked).toHaveLength(3);
    await search.search(a);
    await search.search(c);
    expect(database.asked).toHaveLength(3);
    await search.search(b);
    expect(database.asked).toHaveLength(4);
  });
});
