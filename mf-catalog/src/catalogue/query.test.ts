import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  EMPTY_QUERY,
  isFiltered,
  parseQuery,
  serializeQuery,
  SORT_KEYS,
} from './query';

describe('the URL query', () => {
  it('reads every part', () => {
    expect(parseQuery('?q=jo%C3%A3o+silva&type=books&lang=pt-BR&sort=price')).toEqual({
      q: 'joão silva',
      type: 'books',
      lang: 'pt-BR',
      sort: 'price',
    });
  });

  it('gives the plain catalogue for an empty search string', () => {
    expect(parseQuery('')).toEqual(EMPTY_QUERY);
    expect(parseQuery('?')).toEqual(EMPTY_QUERY);
    expect(EMPTY_QUERY.sort).toBe(DEFAULT_SORT);
  });

  it('ignores values it does not know instead of showing an empty list', () => {
    expect(parseQuery('?type=poems&lang=de&sort=random&page=3')).toEqual(EMPTY_QUERY);
    expect(parseQuery('?lang=PT-BR').lang).toBeNull();
  });

  it('writes only what differs from the defaults', () => {
    expect(serializeQuery(EMPTY_QUERY)).toBe('');
    expect(serializeQuery({ ...EMPTY_QUERY, q: '   ' })).toBe('');
    expect(serializeQuery({ ...EMPTY_QUERY, type: 'music' })).toBe('?type=music');
    expect(serializeQuery({ q: 'Åsa & Co', type: 'software', lang: 'sv', sort: 'title' })).toBe(
      '?q=%C3%85sa+%26+Co&type=software&lang=sv&sort=title',
    );
  });

  it('reads back exactly what it writes, for any text and choice', () => {
    fc.assert(
      fc.property(
        fc.record({
          q: fc.string({ unit: 'grapheme', maxLength: 60 }),
          type: fc.constantFrom(null, 'books', 'music', 'videos', 'images', 'software', 'studies'),
          lang: fc.constantFrom(null, 'pt-BR', 'pt-PT', 'en', 'fi', 'sv', 'et', 'nl'),
          sort: fc.constantFrom(...SORT_KEYS),
        }),
        (query) => {
          const read = parseQuery(serializeQuery(query as Parameters<typeof serializeQuery>[0]));
          expect(read).toEqual({ ...query, q: query.q.trim() === '' ? '' : query.q });
        },
      ),
    );
  });

  it('tells a filtered view from the plain one (the sort order is not a filter)', () => {
    expect(isFiltered(EMPTY_QUERY)).toBe(false);
    expect(isFiltered({ ...EMPTY_QUERY, sort: 'price' })).toBe(false);
    expect(isFiltered({ ...EMPTY_QUERY, q: 'x' })).toBe(true);
    expect(isFiltered({ ...EMPTY_QUERY, lang: 'fi' })).toBe(true);
  });
});
