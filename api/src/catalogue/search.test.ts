import { describe, expect, it } from 'vitest';
import { needsMorePages, pageEstimate, surelyAtLeast, walkBound, walkPays } from './postgresSearch';
import { decodeCursor, encodeCursor, InvalidCursor, searchWords, tsQueryText } from './search';

describe('the words of a search', () => {
  it('are letters and digits in lower case; symbols, punctuation and emoji only separate them', () => {
    expect(searchWords('João  ARAÚJO!')).toEqual(['joão', 'araújo']);
    expect(searchWords("o'brien & (x) | !y:* <-> 🎵music")).toEqual([
      'o',
      'brien',
      'x',
      'y',
      'music',
    ]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('🎵🎶')).toEqual([]);
  });
  it('are never what the database would turn into query syntax, and stay whole where it keeps them whole', () => {
    // unaccent makes ʻ and ʼ apostrophes and ː a colon, ¼ " 1/4", ⑴ "(1)", ŉ "'n", and removes
    // combining marks.
    expect(searchWords('Hawaiʻi')).toEqual(['hawai', 'i']);
    expect(searchWords('ʼa')).toEqual(['a']);
    expect(searchWords('aː')).toEqual(['a']);
    expect(searchWords('ŉ')).toEqual(['n']);
    expect(searchWords('¼ ⑴ ⒈ 🄁')).toEqual(['1', '4', '1', '1', '0']);
    expect(searchWords('\u0301 \u0301\u0308')).toEqual([]);
    // Modifier letters it leaves alone stay in their word, as in the texts searched.
    expect(searchWords('コーヒー 人々 Qurʾān')).toEqual(['コーヒー', '人々', 'qurʾān']);
    // Nothing else is changed: the texts searched keep ² and ﬁ as they are too.
    expect(searchWords('m² ﬁne')).toEqual(['m²', 'ﬁne']);
  });
  it('compose accents written as combining marks, so they stay one word', () => {
    expect(searchWords('Joa\u0303o')).toEqual(['joão']);
  });

  it('are at most eight, of at most forty characters', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('x'.repeat(100))[0]).toHaveLength(40);
  });

  it('become a query where every word must match and the last one is a prefix while typed', () => {
    expect(tsQueryText('joao silv')).toBe('joao & silv:*');
    expect(tsQueryText('joao silva ')).toBe('joao & silva');
    expect(tsQueryText('(&|!)')).toBeNull();
  });
});

describe('cursors', () => {
  it('come back as they were, for the same sort only', () => {
    const cursor = encodeCursor({ s: 'newest', k: '2026-01-01T00:00:00.000Z', id: 'a' });
    expect(decodeCursor(cursor, 'newest')).toEqual({
      s: 'newest',
      k: '2026-01-01T00:00:00.000Z',
      id: 'a',
    });
    expect(() => decodeCursor(cursor, 'title')).toThrow(InvalidCursor);
    expect(() => decodeCursor('bm90LWpzb24', 'title')).toThrow(InvalidCursor);
    expect(() =>
      decodeCursor(Buffer.from('{"s":"title","k":{},"id":1}').toString('base64url'), 'title'),
    ).toThrow(InvalidCursor);
  });
});

describe('walking an order’s index', () => {
  it('pays once the expected matches reach √(page × catalogue), and stops where a sort costs as much', () => {
    expect(walkPays(4_600, 21, 1_000_000)).toBe(true);
    expect(walkPays(4_500, 21, 1_000_000)).toBe(false);
    expect(walkBound(21, 1_000_000)).toBe(4_583);
    // However small the catalogue, a walk may fill a few pages.
    expect(walkBound(21, 18)).toBe(84);
  });
});

describe('an estimate from a sample of pages', () => {
  it('is exact when every page was read', () => {
    expect(pageEstimate(292, 394, 1)).toEqual({ estimate: 292, standardError: 0, found: 292 });
    expect(surelyAtLeast(pageEstimate(292, 394, 1))).toBe(292);
  });
  it('scales what was found by the share of pages read, with the error of that share', () => {
    // Two common words at a million works: 292 matches on 1 % of the pages (truly 29,954).
    const { estimate, standardError, found } = pageEstimate(292, 394, 0.01);
    expect(estimate).toBeCloseTo(29_200);
    expect(standardError).toBeCloseTo(Math.sqrt(0.99 * 394) / 0.01);
    // Surely above 10,000: no exact count is needed to say the total passes it.
    expect(surelyAtLeast({ estimate, standardError, found })).toBeGreaterThan(20_000);
    expect(surelyAtLeast({ estimate, standardError, found })).toBeLessThan(29_954);
  });
  it('is never surely above what it found too little of', () => {
    expect(surelyAtLeast(pageEstimate(0, 0, 0.01))).toBe(0);
    expect(surelyAtLeast(pageEstimate(3, 9, 0.01))).toBe(0);
    // 29 matches bunched on one page of a hundredth: 2,900 estimated, too few found to say.
    expect(surelyAtLeast(pageEstimate(29, 29 * 29, 0.01))).toBe(0);
  });
});

describe('reading more pages for an estimate', () => {
  // What 100 pages of 100,000 works' 7,986 found for some beginnings of words (per page: the
  // matches found on it, and their squares summed).
  const share = 100 / 7_986;
  const found = (sum: number, sumOfSquares: number) => {
    const estimate = pageEstimate(sum, sumOfSquares, share);
    return { share, words: estimate, withFilters: estimate };
  };
  const j = found(595, 3_435); // about 47,500 works
  const jo = found(219, 605); // about 17,500 (17,589)
  const z = found(137, 279); // about 10,900 (11,280)
  const zo = found(84, 110); // about 6,700 (6,678)

  it('is not worth it when the first pages put the matches surely past the bound', () => {
    expect(surelyAtLeast(j.words)).toBeGreaterThan(10_000);
    expect(needsMorePages(j, 10_000, 4 * share)).toBe(false);
  });
  it('is worth it when four times the pages would likely say so, and not when they would not', () => {
    // "jo": not surely past 10,000 from 100 pages, surely from 400 if the estimate holds.
    expect(surelyAtLeast(jo.words)).toBeLessThan(10_000);
    expect(needsMorePages(jo, 10_000, 4 * share)).toBe(true);
    // "z" is too near the bound and "zo" under it: their matches are counted up to it instead.
    expect(needsMorePages(z, 10_000, 4 * share)).toBe(false);
    expect(needsMorePages(zo, 10_000, 4 * share)).toBe(false);
    // Every page read next (an exact count): worth it whenever the estimate is past the bound.
    expect(needsMorePages(z, 10_000, 1)).toBe(true);
    expect(needsMorePages(zo, 10_000, 1)).toBe(false);
  });
  it('is never worth it when every page was read or no more would be, and weighs the filters too', () => {
    expect(needsMorePages({ ...jo, share: 1 }, 10_000, 4)).toBe(false);
    expect(needsMorePages(jo, 10_000, share)).toBe(false);
    // The words surely past the bound, those the filters keep likely after more pages: worth it.
    expect(needsMorePages({ ...j, withFilters: jo.words }, 10_000, 4 * share)).toBe(true);
    // …and not when those the filters keep are far fewer.
    expect(needsMorePages({ ...j, withFilters: zo.words }, 10_000, 4 * share)).toBe(false);
  });
});
