import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_QUERY,
  isFiltered,
  orderOf,
  ordersFor,
  parseQuery,
  RELEVANCE,
  serializeQuery,
  SORT_KEYS,
  withOrder,
  type CatalogueQuery,
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
    expect(orderOf(EMPTY_QUERY)).toBe('newest');
  });

  it('ignores values it does not know instead of showing an empty list', () => {
    expect(parseQuery('?type=poems&lang=de&sort=random&page=3')).toEqual(EMPTY_QUERY);
    expect(parseQuery('?lang=PT-BR').lang).toBeNull();
    // Best match is the default of a search, never a choice kept in the address.
    expect(parseQuery('?q=fado&sort=relevance').sort).toBeNull();
  });

  it('writes only what differs from the defaults', () => {
    expect(serializeQuery(EMPTY_QUERY)).toBe('');
    expect(serializeQuery({ ...EMPTY_QUERY, q: '   ' })).toBe('');
    expect(serializeQuery({ ...EMPTY_QUERY, type: 'music' })).toBe('?type=music');
    expect(serializeQuery({ ...EMPTY_QUERY, sort: 'newest' })).toBe('');
    expect(serializeQuery({ ...EMPTY_QUERY, q: 'fado', sort: 'newest' })).toBe(
      '?q=fado&sort=newest',
    );
    expect(serializeQuery({ q: 'Åsa & Co', type: 'software', lang: 'sv', sort: 'title' })).toBe(
      '?q=%C3%85sa+%26+Co&type=software&lang=sv&sort=title',
    );
  });

  it('reads back what it writes, for any text and choice', () => {
    fc.assert(
      fc.property(
        fc.record({
          q: fc.string({ unit: 'grapheme', maxLength: 60 }),
          type: fc.constantFrom(null, 'books', 'music', 'videos', 'images', 'software', 'studies'),
          lang: fc.constantFrom(null, 'pt-BR', 'pt-PT', 'en', 'fi', 'sv', 'et', 'nl'),
          sort: fc.constantFrom(null, ...SORT_KEYS),
        }),
        (generated) => {
          const query = generated as CatalogueQuery;
          const search = serializeQuery(query);
          const read = parseQuery(search);
          // The same view: the same text (spaces alone are no search), filters and order…
          expect(read.q).toBe(query.q.trim() === '' ? '' : query.q);
          expect([read.type, read.lang]).toEqual([query.type, query.lang]);
          expect(orderOf(read)).toBe(orderOf(query));
          // …and the same address once more.
          expect(serializeQuery(read)).toBe(search);
        },
      ),
    );
  });

  it('tells a filtered view from the plain one (the order is not a filter)', () => {
    expect(isFiltered(EMPTY_QUERY)).toBe(false);
    expect(isFiltered({ ...EMPTY_QUERY, sort: 'price' })).toBe(false);
    expect(isFiltered({ ...EMPTY_QUERY, q: 'x' })).toBe(true);
    expect(isFiltered({ ...EMPTY_QUERY, lang: 'fi' })).toBe(true);
  });
});

describe('the order', () => {
  it('is best match while searching and newest first otherwise, unless one is chosen', () => {
    expect(orderOf({ ...EMPTY_QUERY, q: 'fado' })).toBe(RELEVANCE);
    expect(orderOf({ ...EMPTY_QUERY, q: '  ' })).toBe('newest');
    expect(orderOf({ ...EMPTY_QUERY, q: 'fado', sort: 'title' })).toBe('title');
    expect(ordersFor('')).toEqual(SORT_KEYS);
    expect(ordersFor('fado')).toEqual([RELEVANCE, ...SORT_KEYS]);
  });

  it('keeps no choice when the default is chosen, so it follows the search again', () => {
    const searching = { ...EMPTY_QUERY, q: 'fado' };
    expect(withOrder(searching, RELEVANCE).sort).toBeNull();
    expect(withOrder(searching, 'newest').sort).toBe('newest');
    expect(withOrder(EMPTY_QUERY, 'newest').sort).toBeNull();
    expect(withOrder(EMPTY_QUERY, 'price-desc').sort).toBe('price-desc');
    const chosen = withOrder({ ...EMPTY_QUERY, sort: 'title' }, 'newest');
    expect(orderOf({ ...chosen, q: 'fado' })).toBe(RELEVANCE);
  });
});
