import {
  SEARCH_TEXT_MAX_LENGTH,
  SERVER_TIMING_NAME,
  SITEMAP_WORKS_PER_FILE,
} from '@fair/shared/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, testApiForSuite } from '../test/api';
import { ENGINES, testDatabase, type TestDatabase } from '../test/databases';
import type { Api } from '../http/types';
import { sampleWorks } from '../seed/seed';
import { insertWorks } from './works';
import { PostgresCatalogueSearch } from './postgresSearch';
import { watchedDatabase, type Statement } from '../test/watchedDatabase';
import type { CataloguePage } from './search';

/** A cursor as the API writes one, with whatever it holds. */
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(ENGINES)('the catalogue on %s', (engine) => {
  let db: TestDatabase;
  let api: Api;
  const works = async (query: string) => {
    const response = await api.inject({ method: 'GET', url: `/api/works${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CataloguePage>();
  };
  const ids = (page: CataloguePage) => page.works.map((work) => work.id);

  testApiForSuite(engine, (suite) => ({ db, api } = suite));

  it('lists the sample catalogue, newest first by default, 20 to a page', async () => {
    const page = await works('');
    expect(page.facetsAreEstimates).toBe(false);
    const expected = sampleWorks()
      .sort((a, b) => (b.addedOn ?? '').localeCompare(a.addedOn ?? '') || b.id.localeCompare(a.id))
      .map((work) => work.id);
    expect(page.total).toBe(sampleWorks().length);
    expect(page.totalIsEstimate).toBe(false);
    expect(ids(page)).toEqual(expected);
    expect(page.nextCursor).toBeNull();
  });

  it('says how long it took to answer (Server-Timing), as every answer does', async () => {
    for (const url of ['/api/works?q=joao', '/api/works/no-such-work']) {
      const response = await api.inject({ method: 'GET', url });
      const timing = /^(\w+);dur=(\d+\.\d)$/.exec(String(response.headers['server-timing']));
      expect(timing?.[1], url).toBe(SERVER_TIMING_NAME);
      expect(Number(timing?.[2])).toBeGreaterThan(0);
    }
    // An answer caches keep says no one request's time.
    const keys = await api.inject({ method: 'GET', url: '/api/keys' });
    expect(keys.headers['cache-control']).toContain('public');
    expect(keys.headers['server-timing']).toBeUndefined();
  });

  it('matches title or author ignoring case and accents, the last word as a prefix', async () => {
    for (const q of ['joao', 'JOÃO', 'araujo nog', 'calculo', 'Cálc']) {
      expect(ids(await works(`?q=${encodeURIComponent(q)}`)), q).toContain('calculo-i-araujo');
    }
    expect((await works('?q=joao%20araujo%20zzz')).total).toBe(0);
  });

  it('ranks a match in the title or author above one in the description only', async () => {
    await insertWorks(db, [
      {
        id: 'about-fado',
        title: 'Notas de estudo',
        author: 'Rui Prates',
        type: 'studies',
        language: 'pt-PT',
        description: 'Um estudo sobre o fado de Lisboa.',
        contentFee: 500,
        platforms: ['ebook'],
      },
      {
        id: 'fado-tradicional',
        title: 'Fado tradicional',
        author: 'Maria Luz',
        type: 'music',
        language: 'pt-PT',
        description: 'Doze canções.',
        contentFee: 500,
        platforms: ['music-streaming'],
      },
    ]);
    const found = ids(await works('?q=fado'));
    expect(found.indexOf('fado-tradicional')).toBeLessThan(found.indexOf('about-fado'));
  });

  it('filters by type and language, and counts each facet without its own filter', async () => {
    const music = await works('?type=music');
    expect(music.works.every((work) => work.type === 'music')).toBe(true);
    expect(music.total).toBe(music.facets.type.music);
    expect(music.facets.type.books).toBeGreaterThan(0);
    const both = await works('?type=music&language=fi');
    expect(both.works.every((work) => work.type === 'music' && work.language === 'fi')).toBe(true);
    expect(both.facets.language.fi).toBe(both.total);
  });

  it('finds words with a type or a language as the words alone and the filter do, and never by the filter’s own name', async () => {
    for (const [words, filter] of [
      ['a', 'type=music'],
      ['o', 'language=pt-BR'],
      ['a', 'type=books&language=en'],
      ['joao', 'type=books'],
    ] as const) {
      const every = await works(`?q=${words}&limit=100`);
      const filtered = await works(`?q=${words}&${filter}&limit=100`);
      const keep = new URLSearchParams(filter);
      const expected = every.works.filter(
        (work) =>
          (!keep.get('type') || work.type === keep.get('type')) &&
          (!keep.get('language') || work.language === keep.get('language')),
      );
      expect(ids(filtered), `${words} ${filter}`).toEqual(ids({ ...every, works: expected }));
      expect(filtered.total).toBe(expected.length);
    }
    // The filters are lexemes of both tsvectors (migration 0005): each finds its works, as the
    // columns do.
    for (const column of ['search', 'search_title']) {
      const lexemes = await db.query<{ music: number; fi: number }>(
        `SELECT count(*) FILTER (WHERE ${column} @@ fair_filter_query('music', NULL))::int AS music,
                count(*) FILTER (WHERE ${column} @@ fair_filter_query(NULL, 'fi'))::int AS fi
           FROM works WHERE withdrawn_at IS NULL`,
      );
      const browsed = await works('');
      expect(lexemes.rows[0], column).toEqual({
        music: browsed.facets.type.music,
        fi: browsed.facets.language.fi,
      });
    }
    // No text a visitor types finds them.
    for (const q of ['type', 'typ', 'music', 'language', 'pt', 'br', '=type=music']) {
      const found = await works(`?q=${encodeURIComponent(q)}&limit=100`);
      const text = (work: CataloguePage['works'][number]) =>
        `${work.title} ${work.author} ${work.description}`.toLowerCase();
      const words = q
        .replace(/[^a-z]/g, ' ')
        .trim()
        .split(/\s+/);
      for (const work of found.works) {
        expect(
          words.every((word) => text(work).includes(word)),
          `${q}: ${work.id}`,
        ).toBe(true);
      }
    }
  });

  it('sorts by price (the card’s total), by title and by relevance, and pages through with cursors', async () => {
    const cheap = await works('?sort=price-asc&limit=100');
    const subtotal = (id: string) => {
      const work = cheap.works.find((candidate) => candidate.id === id);
      return work ? work.contentFee : 0;
    };
    expect(cheap.works.length).toBeGreaterThan(10);
    const dear = await works('?sort=price-desc&limit=100');
    expect(ids(dear)).toEqual([...ids(cheap)].reverse());
    expect(subtotal(ids(cheap)[0] ?? '')).toBeLessThanOrEqual(subtotal(ids(dear)[0] ?? ''));
    const titles = (await works('?sort=title&limit=100')).works.map((work) => work.title);
    const folded = titles.map((title) =>
      title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
    );
    expect(folded).toEqual([...folded].sort());

    for (const sort of ['newest', 'price-asc', 'price-desc', 'title']) {
      const all = ids(await works(`?sort=${sort}&limit=100`));
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page: CataloguePage = await works(
          `?sort=${sort}&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        );
        paged.push(...ids(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged, sort).toEqual(all);
    }
  });

  it('offers what the visitor probably meant when nothing matches', async () => {
    const page = await works('?q=joa0%20araujoo');
    expect(page.total).toBe(0);
    expect(page.suggestion).toBe('joao araujo');
    expect((await works(`?q=${encodeURIComponent(page.suggestion ?? '')}`)).total).toBeGreaterThan(
      0,
    );
    expect((await works('?q=qqqqqqqq')).suggestion).toBeNull();
  });

  it('takes any search text without an error', async () => {
    for (const q of [
      '🎵',
      "'; DROP TABLE works; --",
      '&|!():*<->',
      'a'.repeat(200),
      '\\',
      '%00',
      '"',
      // Letters the database's unaccent turns into query syntax, and marks it removes.
      'ʼa',
      'Hawaiʻi',
      'aː b',
      'ŉ',
      '\u0301',
      '¼ ⑴ ⒈ 🄁',
      'コーヒー 人々 Qurʾān',
    ]) {
      await works(`?q=${encodeURIComponent(q)}`);
    }
    // Words that vanish are no search: never every work of a filter.
    expect((await works(`?q=${encodeURIComponent('\u0301 ')}&type=music`)).total).toBe(
      (await works('?type=music')).total,
    );
  });

  it('counts a search text in characters, as the pages that limit it do', async () => {
    // One character of 🎵 is two UTF-16 units: the limit is on code points, not on units.
    const status = async (length: number) =>
      (
        await api.inject({
          method: 'GET',
          url: `/api/works?q=${encodeURIComponent('🎵'.repeat(length))}`,
        })
      ).statusCode;
    expect(await status(SEARCH_TEXT_MAX_LENGTH)).toBe(200);
    expect(await status(SEARCH_TEXT_MAX_LENGTH + 1)).toBe(400);
  });

  it('refuses what is not a query: too long, unknown filters, bad limits and cursors', async () => {
    for (const query of [
      `?q=${'a'.repeat(201)}`,
      '?type=poems',
      '?language=de',
      '?sort=cheapest',
      '?limit=0',
      '?limit=101',
      '?limit=ten',
      '?cursor=%21%21',
      '?cursor=bm9wZQ',
      // Cursors forged or damaged: each key of a kind its order cannot compare, and ids that are
      // no work's.
      `?cursor=${cursorOf({ s: 'newest', k: 'x', id: 'a' })}`,
      `?cursor=${cursorOf({ s: 'newest', k: '2026-02-30T00:00:00.000Z', id: 'a' })}`,
      `?cursor=${cursorOf({ s: 'newest', k: '2026-01-01T00:00:00.000Z', id: '\u0000' })}`,
      `?cursor=${cursorOf({ s: 'newest', k: '2026-01-01T00:00:00.000Z', id: "a'; --" })}`,
      `?sort=price-asc&cursor=${cursorOf({ s: 'price-asc', k: 'x', id: 'a' })}`,
      `?sort=price-asc&cursor=${cursorOf({ s: 'price-asc', k: 1e20, id: 'a' })}`,
      `?sort=price-desc&cursor=${cursorOf({ s: 'price-desc', k: 1.5, id: 'a' })}`,
      `?sort=title&cursor=${cursorOf({ s: 'title', k: '\u0000', id: 'a' })}`,
      `?sort=title&cursor=${cursorOf({ s: 'title', k: 'a\ud800', id: 'a' })}`,
      `?sort=title&cursor=${cursorOf({ s: 'title', k: 7, id: 'a' })}`,
      `?q=fado&cursor=${cursorOf({ s: 'relevance', k: '1:x', id: 'a' })}`,
      `?q=fado&cursor=${cursorOf({ s: 'relevance', k: '3:2026-01-01T00:00:00.000Z', id: 'a' })}`,
      `?q=fado&cursor=${cursorOf({ s: 'relevance', k: '2026-01-01T00:00:00.000Z', id: 'a' })}`,
      '?extra=1',
    ]) {
      const response = await api.inject({ method: 'GET', url: `/api/works${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().type).toBe('/api/problems/invalid-request');
    }
  });

  it('answers one work, 404 for an unknown one and 410 once withdrawn', async () => {
    const found = await api.inject({ method: 'GET', url: '/api/works/calculo-i-araujo' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: 'calculo-i-araujo', contentFee: 2000 });
    const missing = await api.inject({ method: 'GET', url: '/api/works/no-such-work' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().type).toBe('/api/problems/work-not-found');
    await db.query("UPDATE works SET withdrawn_at = now() WHERE id = 'about-fado'");
    const gone = await api.inject({ method: 'GET', url: '/api/works/about-fado' });
    expect(gone.statusCode).toBe(410);
    expect(ids(await works('?q=fado'))).not.toContain('about-fado');
  });

  it('lists the ids of the works on sale, in id order, a sitemap file at a time', async () => {
    await db.query("UPDATE works SET withdrawn_at = now() WHERE id = 'about-fado'");
    const stored = await db.query<{ id: string; withdrawn_at: Date | null }>(
      'SELECT id, withdrawn_at FROM works',
    );
    const onSale = stored.rows
      .filter((row) => row.withdrawn_at === null)
      .map((row) => row.id)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(onSale).not.toContain('about-fado');
    expect(onSale.length).toBeGreaterThanOrEqual(sampleWorks().length - 1);
    const first = await api.inject({ method: 'GET', url: '/api/work-ids' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      ids: onSale,
      total: onSale.length,
      pageSize: SITEMAP_WORKS_PER_FILE,
    });
    const after = await api.inject({ method: 'GET', url: '/api/work-ids?page=1' });
    expect(after.json()).toEqual({
      ids: [],
      total: onSale.length,
      pageSize: SITEMAP_WORKS_PER_FILE,
    });
    for (const page of ['-1', 'x', '01', '1.5', '9999999']) {
      const refused = await api.inject({ method: 'GET', url: `/api/work-ids?page=${page}` });
      expect(refused.statusCode, page).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('counts exactly while the matches are few, estimates when very many, and browses any size exactly', async () => {
    // The same search with its thresholds at 100 and 10 matches instead of 10,000 and 1,000.
    const small = await testApi(db, {
      search: new PostgresCatalogueSearch(db, { exactUpTo: 100, sampleSize: 10 }),
    });
    const before = await works('');
    const bulk = 400;
    await db.query(
      `INSERT INTO works (id, title, author, type, language, description, content_fee, platforms, card_subtotal)
       SELECT 'bulk-' || n, 'Bulk ' || n, 'Generated Author', 'images', 'en',
              CASE WHEN n <= 50 THEN 'Rare generated.' ELSE 'Generated.' END, 100, ARRAY['ebook'], 200
         FROM generate_series(1, ${bulk}) AS n`,
    );
    await db.query('ANALYZE works');
    const many = (
      await small.inject({ method: 'GET', url: '/api/works?q=generated' })
    ).json<CataloguePage>();
    await small.close();
    expect(many.totalIsEstimate).toBe(true);
    expect(many.facetsAreEstimates).toBe(true);
    expect(many.total).toBeGreaterThan(100);
    expect(many.works).toHaveLength(20);
    const few = await works('?q=rare');
    expect(few).toMatchObject({ total: 50, totalIsEstimate: false, facetsAreEstimates: false });
    expect(few.facets.type.images).toBe(50);
    const browsing = await works('?type=images');
    expect(browsing.totalIsEstimate).toBe(false);
    expect(browsing.total).toBe((before.facets.type.images ?? 0) + bulk);
    // Withdrawing a work takes it out of the counts at once.
    await db.query("UPDATE works SET withdrawn_at = now() WHERE id = 'bulk-1'");
    expect((await works('?type=images')).total).toBe(browsing.total - 1);
  });
  it('answers the same when a walk of the order’s index gives up early, so no query visits every work', async () => {
    // Walks that give up after three works: every page is then read through the other indexes.
    const giving = await testApi(db, {
      search: new PostgresCatalogueSearch(db, { walkLimit: 3 }),
    });
    const pages = async (target: Api, query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 3; page++) {
        const response: Awaited<ReturnType<Api['inject']>> = await target.inject({
          method: 'GET',
          url: `/api/works?${query}&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        });
        expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
        const body: CataloguePage = response.json<CataloguePage>();
        seen.push(...ids(body));
        cursor = body.nextCursor;
        if (!cursor) break;
      }
      return seen;
    };
    try {
      for (const filter of [
        'q=generated',
        'q=gen',
        'q=rare',
        'q=generatedxq',
        'q=joao',
        '',
        'type=images',
        'type=images&language=en',
        'type=studies&language=et',
      ]) {
        for (const sort of ['relevance', 'newest', 'price-asc', 'price-desc', 'title']) {
          const query = `${filter}&sort=${sort}`;
          expect(await pages(giving, query), query).toEqual(await pages(api, query));
        }
      }
    } finally {
      await giving.close();
    }
  });

  it('counts every total up to the exact bound, whatever a sample of one page says', async () => {
    // A sample of one page of the catalogue's (every one, by default, at this size): its estimate
    // may be far off either way, and a total up to the bound (60 here) must still be exact.
    const sampled = await testApi(db, {
      search: new PostgresCatalogueSearch(db, { exactUpTo: 60, sampleSize: 5, estimatePages: 1 }),
    });
    try {
      for (const query of [
        '?q=rare',
        '?q=rare&type=images',
        '?q=rare&type=music',
        '?q=generated',
        '?q=generated&language=en',
        '?q=gen&type=images&language=en',
      ]) {
        // The default search: every count exact here (its bound is above the matches).
        const exact = await works(query);
        expect(exact.totalIsEstimate, query).toBe(false);
        const body = (
          await sampled.inject({ method: 'GET', url: `/api/works${query}` })
        ).json<CataloguePage>();
        if (exact.total <= 60) {
          expect(body, query).toMatchObject({ total: exact.total, totalIsEstimate: false });
        } else {
          expect(body.total, query).toBeGreaterThan(60);
        }
        expect(ids(body), query).toEqual(ids(exact));
        const chosen = new URLSearchParams(query);
        const type = chosen.get('type') as keyof CataloguePage['facets']['type'] | null;
        const language = chosen.get('language') as keyof CataloguePage['facets']['language'] | null;
        if (type) expect(body.facets.type[type], query).toBe(body.total);
        if (language) expect(body.facets.language[language], query).toBe(body.total);
      }
    } finally {
      await sampled.close();
    }
  });

  it('counts from a sample of the matches, stops every count at the exact bound, and says when a total passed it', async () => {
    // Samples of 5 matches and an exact bound of 20, instead of 1,000 and 10,000.
    const statements: Statement[] = [];
    const watched = watchedDatabase(db, statements);
    const bounded = await testApi(db, {
      search: new PostgresCatalogueSearch(watched, { exactUpTo: 20, sampleSize: 5 }),
    });
    const ask = async (query: string) =>
      (await bounded.inject({ method: 'GET', url: `/api/works${query}` })).json<CataloguePage>();
    const grouped = () => statements.filter(({ text }) => text.includes(') matched'));
    const counted = () => statements.filter(({ text }) => text.includes(') counted'));
    try {
      const many = await ask('?q=generated');
      expect(many).toMatchObject({ totalIsEstimate: true, facetsAreEstimates: true });
      // The pages of so small a catalogue are all read for the estimate: it is the true number.
      const exact = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM works WHERE withdrawn_at IS NULL AND search @@ to_tsquery('simple', 'generated:*')",
      );
      expect(many.total).toBe(exact.rows[0]?.n);
      expect(many.total).toBeGreaterThan(20);
      // The facets split as the matches do (every generated work is an English image), where
      // the planner would spread them over every language.
      expect(many.facets.language.en).toBeGreaterThan(20);
      expect(many.facets.language.fi).toBe(0);
      expect(many.facets.type.music).toBe(0);
      // Every match is one (the sample's share is whole) and hundreds are expected: the split is
      // the sample's (5 + 1 matches), and there is no count.
      expect(grouped().map(({ values }) => values.at(-1))).toEqual([6]);
      expect(counted()).toEqual([]);
      // A catalogue larger than the bound: the matches are estimated from a sample of its pages,
      // which also tells how many hold the words in their title (for the page's plan): the
      // grouped count does not test each match's title.
      const sampledPages = statements.filter(({ text }) => text.includes('TABLESAMPLE'));
      expect(sampledPages).toHaveLength(1);
      expect(sampledPages[0]?.text).toContain('search_title');
      expect(grouped()[0]?.text).not.toContain('search_title');
      const filtered = await ask('?q=generated&language=en&type=images');
      expect(filtered.totalIsEstimate).toBe(true);
      expect(filtered.total).toBeGreaterThan(20);
      // The facets of the filters chosen are the total itself.
      expect(filtered.facets.type.images).toBe(filtered.total);
      expect(filtered.facets.language.en).toBe(filtered.total);
      // Many matches of the words, none of the filter: the total with the filter is counted.
      statements.length = 0;
      const none = await ask('?q=generated&type=music');
      expect(none).toMatchObject({ total: 0, totalIsEstimate: false });
      expect(counted()).toHaveLength(1);
      // Few matches: one grouped count holds them all, and every count is exact.
      const few = await ask('?q=joao');
      expect(few).toMatchObject({ totalIsEstimate: false, facetsAreEstimates: false });
      expect(few).toMatchObject({ total: (await works('?q=joao')).total });
      expect(few.facets).toEqual((await works('?q=joao')).facets);
    } finally {
      await bounded.close();
    }
  });

  it('counts every match up to the exact bound in one grouped count, facets included, on a plan of its own', async () => {
    // A sample of 5: the matches of "generated" (hundreds) are more, and fewer than the bound.
    const statements: Statement[] = [];
    const counting = await testApi(db, {
      search: new PostgresCatalogueSearch(watchedDatabase(db, statements), { sampleSize: 5 }),
    });
    try {
      const page = (
        await counting.inject({ method: 'GET', url: '/api/works?q=generated' })
      ).json<CataloguePage>();
      const truth = await db.query<{ type: string; language: string; n: number }>(
        `SELECT type, language, count(*)::int AS n FROM works
          WHERE withdrawn_at IS NULL AND search @@ to_tsquery('simple', 'generated:*')
          GROUP BY 1, 2`,
      );
      const of = (keep: (row: { type: string; language: string }) => boolean) =>
        truth.rows.filter(keep).reduce((sum, row) => sum + row.n, 0);
      expect(page.total).toBeGreaterThan(5);
      expect(page).toMatchObject({
        total: of(() => true),
        totalIsEstimate: false,
        facetsAreEstimates: false,
      });
      for (const [type, n] of Object.entries(page.facets.type))
        expect(n, type).toBe(of((row) => row.type === type));
      for (const [language, n] of Object.entries(page.facets.language))
        expect(n, language).toBe(of((row) => row.language === language));
      // One grouped count of up to 10,001 matches, answering a row per type, language and title
      // or not; no count of the total after it.
      const grouped = statements.filter(({ text }) => text.includes(') matched'));
      expect(grouped.map(({ values }) => values.at(-1))).toEqual([10_001]);
      expect(statements.filter(({ text }) => text.includes(') counted'))).toEqual([]);
      // The catalogue has fewer works than the bound: every search is counted exactly, and no
      // sample of its pages is read to estimate one.
      expect(statements.filter(({ text }) => text.includes('TABLESAMPLE'))).toEqual([]);
      // On PGlite the grouped count goes through the index, for itself only: the one session's
      // plans are as they were. A server's planner chooses for itself.
      expect(statements.some(({ text }) => text.includes('enable_seqscan'))).toBe(
        engine === 'pglite',
      );
      const setting = await db.query<{ enable_seqscan: string }>('SHOW enable_seqscan');
      expect(setting.rows[0]?.enable_seqscan).toBe('on');
    } finally {
      await counting.close();
    }
  });

  it('counts a search typed on from one whose matches were all counted without a page sample, and answers the same; a catalogue grown past the bound since is found out', async () => {
    // An exact bound of 60 instead of 10,000: the catalogue is larger, so a search with words
    // starts with a sample of its pages, unless it narrows one counted before.
    const options = { exactUpTo: 60, sampleSize: 5 };
    const statements: Statement[] = [];
    const typing = await testApi(db, {
      search: new PostgresCatalogueSearch(watchedDatabase(db, statements), options),
    });
    const ask = async (target: Api, query: string) =>
      (await target.inject({ method: 'GET', url: `/api/works${query}` })).json<CataloguePage>();
    /** What a search that remembers nothing answers. */
    const afresh = async (query: string) => {
      const fresh = await testApi(db, { search: new PostgresCatalogueSearch(db, options) });
      try {
        return await ask(fresh, query);
      } finally {
        await fresh.close();
      }
    };
    const sampled = () => statements.filter(({ text }) => text.includes('TABLESAMPLE')).length;
    try {
      // "rare g": the 50 rare works and no more than the bound, counted after a sample.
      const first = await ask(typing, '?q=rare%20g');
      expect(first).toMatchObject({ totalIsEstimate: false, facetsAreEstimates: false });
      expect(first.total).toBeLessThanOrEqual(60);
      expect(sampled()).toBe(1);
      // Typed on, then a word of up to four letters (counted already, migration 0007), then a
      // whole word: each narrows a search counted before, or is counted already; "generated" is
      // neither, and goes the usual way.
      for (const query of [
        '?q=rare%20gen',
        '?q=rare%20generated',
        '?q=rar',
        '?q=rare%20',
        '?q=generated',
      ]) {
        statements.length = 0;
        const answer = await ask(typing, query);
        expect(sampled(), query).toBe(query === '?q=generated' ? 1 : 0);
        expect(answer, query).toEqual(await afresh(query));
      }
      // Works added since: "rarer" narrows "rar" (counted: 50), and now has more matches than
      // the bound. The count finds it out, and the search goes the usual way.
      await insertWorks(
        db,
        Array.from({ length: 70 }, (_, n) => ({
          id: `rarer-${n}`,
          title: `Rarer ${n}`,
          author: 'Added Later',
          type: 'books' as const,
          language: 'en' as const,
          description: 'Added after the first count.',
          contentFee: 100,
          platforms: ['ebook'],
        })),
      );
      statements.length = 0;
      const grown = await ask(typing, '?q=rarer');
      expect(grown.total).toBeGreaterThan(60);
      expect(grown).toEqual(await afresh('?q=rarer'));
      expect(sampled()).toBe(1);
    } finally {
      await typing.close();
      await db.query("UPDATE works SET withdrawn_at = now() WHERE id LIKE 'rarer-%'");
    }
  });
});

describe.each(ENGINES)('an estimate of the matches on %s', (engine) => {
  let db: TestDatabase;
  /** How many works match "bulkword" (every other one on each page), on how many pages. */
  let matches: number;
  let pages: number;
  beforeAll(async () => {
    db = await testDatabase(engine);
    await db.query(
      `INSERT INTO works (id, title, author, type, language, description, content_fee, platforms, card_subtotal)
       SELECT 'bulk-' || n, CASE WHEN n % 2 = 0 THEN 'Bulkword ' ELSE 'Otherword ' END || n,
              'Generated Author', 'images', 'en', 'Generated.', 100, ARRAY['ebook'], 200
         FROM generate_series(1, 6000) AS n`,
    );
    const size = await db.query<{ matches: number; pages: number }>(
      `SELECT (SELECT count(*)::int FROM works WHERE search @@ to_tsquery('simple', 'bulkword')) AS matches,
              (pg_relation_size('works') / current_setting('block_size')::int)::int AS pages`,
    );
    matches = size.rows[0]?.matches ?? 0;
    pages = size.rows[0]?.pages ?? 0;
  });
  afterAll(async () => {
    await db?.close();
  });

  /**
   * "bulkword" searched with the bound at `exactUpTo`: `1 / part` of the pages read first, every
   * page next (an exact estimate) when that is worth it.
   */
  const search = async (exactUpTo: number, part: number) => {
    const statements: Statement[] = [];
    const api = await testApi(db, {
      search: new PostgresCatalogueSearch(watchedDatabase(db, statements), {
        exactUpTo,
        sampleSize: 5,
        firstEstimatePages: Math.round(pages / part),
        estimatePages: pages,
      }),
    });
    try {
      const page = (
        await api.inject({ method: 'GET', url: '/api/works?q=bulkword' })
      ).json<CataloguePage>();
      const samples = statements.filter(({ text }) => text.includes('TABLESAMPLE'));
      return {
        page,
        pagesRead: samples.map(({ values }) => values.at(-1)),
        counted: statements.filter(({ text }) => /\) (matched|counted)/.test(text)),
      };
    } finally {
      await api.close();
    }
  };

  it('reads a quarter of the pages when they put the matches surely past the bound', async () => {
    expect(pages).toBeGreaterThan(40);
    const { page, pagesRead } = await search(Math.round(matches / 10), 4);
    expect(pagesRead).toEqual([Math.round(pages / 4)]);
    expect(page.totalIsEstimate).toBe(true);
    // A quarter of the pages: near the truth, not it.
    expect(page.total).toBeGreaterThan(matches / 2);
    expect(page.total).toBeLessThan(matches * 2);
  });

  it('reads every page when the first leave it open and every page would settle it', async () => {
    // A sixteenth of the pages: too few to be sure of half the matches.
    const { page, pagesRead, counted } = await search(Math.round(matches / 2), 16);
    expect(pagesRead).toEqual([Math.round(pages / 16), pages]);
    // Every page read: the estimate is the number itself, past the bound, and nothing is
    // counted up to the bound but the facets' sample.
    expect(page).toMatchObject({ total: matches, totalIsEstimate: true });
    expect(counted.map(({ values }) => values.at(-1))).toEqual([6]);
  });

  it('reads no more pages when the matches are surely under the bound: it counts them all', async () => {
    // (Fewer than the works on sale: a catalogue under the bound reads no page sample at all.)
    const bound = Math.round(1.5 * matches);
    const { page, pagesRead, counted } = await search(bound, 4);
    expect(pagesRead).toEqual([Math.round(pages / 4)]);
    expect(page).toMatchObject({ total: matches, totalIsEstimate: false });
    expect(counted.map(({ values }) => values.at(-1))).toEqual([bound + 1]);
  });
});
