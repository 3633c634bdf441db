import { platformFee, quoteLicense, type Work } from '@fair/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex, cardQuote, filterWorks } from './catalogueIndex';
import { EMPTY_QUERY, type CatalogueQuery } from './query';

let serial = 0;
function work(fields: Partial<Work> & Pick<Work, 'title'>): Work {
  serial += 1;
  return {
    id: `w${serial}`,
    author: 'Someone',
    type: 'books',
    language: 'en',
    contentFee: 1000,
    platforms: ['ebook'],
    description: 'A work.',
    addedOn: '2026-01-01',
    ...fields,
  };
}

const calculo = work({
  title: 'Cálculo I',
  author: 'João Araújo',
  language: 'pt-BR',
  contentFee: 2000,
  platforms: ['ebook', 'app-store'],
  addedOn: '2026-09-08',
});
const album = work({
  title: 'Revontulten laulut',
  author: 'Väinö Mäkelä',
  type: 'music',
  language: 'fi',
  contentFee: 500,
  platforms: ['music-streaming'],
  addedOn: '2026-02-11',
});
const film = work({
  title: 'Kõrvemaa talv',
  author: 'Liis Sõrmus',
  type: 'videos',
  language: 'et',
  contentFee: 1200,
  platforms: ['video-streaming'],
  addedOn: '2026-11-03',
});
const app = work({
  title: 'Färgrum',
  author: 'Åsa Lindqvist',
  type: 'software',
  language: 'sv',
  contentFee: 3000,
  platforms: ['app-store'],
  addedOn: '2026-07-22',
});
const zebra = work({ title: 'Zebra Songs', author: 'Ann Joãozinho', type: 'music' });
const oecd = work({ title: 'Öppen data', author: 'Per Åkesson', type: 'studies', language: 'sv' });
const all = [calculo, album, film, app, zebra, oecd];
const index = buildIndex(all);

const find = (query: Partial<CatalogueQuery>, language: Work['language'] = 'en') =>
  filterWorks(index, { ...EMPTY_QUERY, ...query }, language).map((entry) => entry.work.title);

describe('the card price', () => {
  it('is a lifetime license on the default platform, computed by the shared quote', () => {
    expect(cardQuote(calculo)).toEqual(quoteLicense(2000, [platformFee('ebook')], 'lifetime'));
    // 20.00 + 1.00 = 21.00; 7 % = 1.47; total 22.47
    expect(cardQuote(calculo)).toMatchObject({ contentFee: 2000, commission: 147, total: 2247 });
    expect(cardQuote(album).distribution).toEqual([{ platform: 'music-streaming', fee: 50 }]);
  });
});

describe('filtering', () => {
  it('searches titles and authors ignoring case and accents', () => {
    expect(find({ q: 'joao' })).toEqual(['Cálculo I', 'Zebra Songs']);
    expect(find({ q: 'SORMUS' })).toEqual(['Kõrvemaa talv']);
    expect(find({ q: 'korvemaa' })).toEqual(['Kõrvemaa talv']);
    expect(find({ q: 'asa' })).toEqual(['Färgrum']);
    expect(find({ q: 'vaino makela' })).toEqual(['Revontulten laulut']);
  });

  it('filters by type alone and by language alone', () => {
    expect(find({ type: 'music' }).sort()).toEqual(['Revontulten laulut', 'Zebra Songs']);
    expect(find({ lang: 'sv' }).sort()).toEqual(['Färgrum', 'Öppen data']);
    expect(find({ type: 'images' })).toEqual([]);
  });

  it('combines search, type and language with AND', () => {
    expect(find({ q: 'joao', type: 'music' })).toEqual(['Zebra Songs']);
    expect(find({ q: 'joao', lang: 'pt-BR' })).toEqual(['Cálculo I']);
    expect(find({ type: 'music', lang: 'fi' })).toEqual(['Revontulten laulut']);
    expect(find({ q: 'joao', type: 'music', lang: 'pt-BR' })).toEqual([]);
    expect(find({ q: 'a', type: 'studies', lang: 'sv' })).toEqual(['Öppen data']);
  });

  it('returns everything without a filter, and never fails on odd input', () => {
    expect(find({})).toHaveLength(all.length);
    expect(find({ q: '   ' })).toHaveLength(all.length);
    expect(find({ q: '🎵🎵' })).toEqual([]);
    expect(find({ q: 'x'.repeat(10_000) })).toEqual([]);
    expect(find({ q: '(.*)[' })).toHaveLength(all.length);
  });
});

describe('sorting', () => {
  it('by title follows the collation of the interface language', () => {
    // In Swedish Å and Ö come after Z; in English they sort with A and O.
    expect(find({ sort: 'title' }, 'en')).toEqual([
      'Cálculo I',
      'Färgrum',
      'Kõrvemaa talv',
      'Öppen data',
      'Revontulten laulut',
      'Zebra Songs',
    ]);
    expect(find({ sort: 'title' }, 'sv').slice(-2)).toEqual(['Zebra Songs', 'Öppen data']);
  });

  it('by price follows the card total, both ways', () => {
    const totals = (sort: CatalogueQuery['sort']) =>
      filterWorks(index, { ...EMPTY_QUERY, sort }, 'en').map((entry) => entry.quote.total);
    const ascending = totals('price');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(totals('price-desc')).toEqual([...ascending].reverse());
    expect(find({ sort: 'price' })[0]).toBe('Revontulten laulut');
  });

  it('by newest puts the latest addition first, ties in title order', () => {
    const titles = find({ sort: 'newest' });
    expect(titles.slice(0, 4)).toEqual([
      'Kõrvemaa talv',
      'Cálculo I',
      'Färgrum',
      'Revontulten laulut',
    ]);
    // Zebra Songs and Öppen data were added the same day: title order in English.
    expect(titles.slice(4)).toEqual(['Öppen data', 'Zebra Songs']);
  });

  it('keeps the order when filtering', () => {
    expect(find({ type: 'music', sort: 'price-desc' })).toEqual([
      'Zebra Songs',
      'Revontulten laulut',
    ]);
  });
});

describe('filtering as the visitor types', () => {
  it('gives the same answer as a full pass, whatever the sequence of queries', () => {
    const typed = fc.record({
      q: fc.stringMatching(/^[a-zãéõöäå ]{0,6}$/),
      type: fc.constantFrom(null, 'books', 'music'),
      lang: fc.constantFrom(null, 'en', 'sv'),
      sort: fc.constantFrom('newest', 'title', 'price'),
    });
    fc.assert(
      fc.property(
        fc.array(typed, { maxLength: 12 }),
        fc.constantFrom('en', 'sv'),
        (queries, language: Work['language']) => {
          const fresh = buildIndex(all);
          for (const query of queries) {
            const full = filterWorks(fresh, query as CatalogueQuery, language);
            expect(fresh.filter(query as CatalogueQuery, language)).toEqual(full);
          }
        },
      ),
    );
  });

  it('narrows from the previous answer when a letter is added', () => {
    const fresh = buildIndex(all);
    const query = (q: string) => ({ ...EMPTY_QUERY, q });
    expect(fresh.filter(query('jo'), 'en').map((e) => e.work.title)).toEqual([
      'Cálculo I',
      'Zebra Songs',
    ]);
    expect(fresh.filter(query('joa'), 'en').map((e) => e.work.title)).toEqual([
      'Cálculo I',
      'Zebra Songs',
    ]);
    // Back to a shorter text: a full pass again.
    expect(fresh.filter(query('a'), 'en')).toHaveLength(all.length);
    expect(fresh.filter(query('joaozinho'), 'en').map((e) => e.work.title)).toEqual([
      'Zebra Songs',
    ]);
  });
});

describe('scale', () => {
  it('filters 10 000 works in a few milliseconds per keystroke', () => {
    const many = Array.from({ length: 10_000 }, (_, n) =>
      work({ title: `Obra número ${n}`, author: n % 7 === 0 ? 'João Müller' : 'Ana Sõrmus' }),
    );
    const big = buildIndex(many);
    filterWorks(big, EMPTY_QUERY, 'pt-BR'); // the sort orders are computed once, here
    const started = performance.now();
    let found = 0;
    for (const q of ['j', 'jo', 'joa', 'joao', 'joao m', 'joao mu', 'numero 99']) {
      found = filterWorks(big, { ...EMPTY_QUERY, q }, 'pt-BR').length;
    }
    expect(big.filter({ ...EMPTY_QUERY, q: 'numero 99' }, 'pt-BR')).toHaveLength(found);
    const perKeystroke = (performance.now() - started) / 7;
    // "numero" is in every title, so the numbers that contain 99 remain.
    expect(found).toBe(many.filter((_, n) => String(n).includes('99')).length);
    expect(perKeystroke).toBeLessThan(50);
  });
});
