// @ts-check
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX_LENGTH } from './api.mjs';
import {
  catalogueShownParameters,
  defaultOrder,
  isSearchTextTooLong,
  parseCatalogueQuery,
  RELEVANCE,
  searchTextLength,
  serializeCatalogueQuery,
  SORT_KEYS,
} from './catalogueQuery.mjs';
import { CONTENT_TYPES } from './contentTypes.mjs';
import { LANGUAGES } from './languages.mjs';

/** @import { CatalogueQuery } from './catalogueQuery.mjs' */

/** @type {CatalogueQuery} */
const EMPTY = { q: '', type: null, lang: null, sort: null };

describe("the catalogue's query", () => {
  it('reads every part', () => {
    expect(parseCatalogueQuery('?q=jo%C3%A3o+silva&type=books&lang=pt-BR&sort=price')).toEqual({
      q: 'joão silva',
      type: 'books',
      lang: 'pt-BR',
      sort: 'price',
    });
  });

  it('gives the plain catalogue for an empty search string', () => {
    expect(parseCatalogueQuery('')).toEqual(EMPTY);
    expect(parseCatalogueQuery('?')).toEqual(EMPTY);
    expect(defaultOrder('')).toBe('newest');
  });

  it('ignores values it does not know instead of showing an empty list', () => {
    expect(parseCatalogueQuery('?type=poems&lang=de&sort=random&page=3')).toEqual(EMPTY);
    expect(parseCatalogueQuery('?lang=PT-BR').lang).toBeNull();
    // Spaces alone are no search, as the server's key for the page's HTML reads them.
    expect(parseCatalogueQuery('?q=%20%20')).toEqual(EMPTY);
    expect(parseCatalogueQuery('?q=jo%20').q).toBe('jo ');
    // Best match is the default of a search, never a choice kept in the address.
    expect(parseCatalogueQuery('?q=fado&sort=relevance').sort).toBeNull();
    expect(defaultOrder('fado')).toBe(RELEVANCE);
  });

  it('writes only what differs from the defaults', () => {
    expect(serializeCatalogueQuery(EMPTY)).toBe('');
    expect(serializeCatalogueQuery({ ...EMPTY, q: '   ' })).toBe('');
    expect(serializeCatalogueQuery({ ...EMPTY, type: 'music' })).toBe('?type=music');
    expect(serializeCatalogueQuery({ ...EMPTY, sort: 'newest' })).toBe('');
    expect(serializeCatalogueQuery({ ...EMPTY, q: 'fado', sort: 'newest' })).toBe(
      '?q=fado&sort=newest',
    );
    expect(
      serializeCatalogueQuery({ q: 'Åsa & Co', type: 'software', lang: 'sv', sort: 'title' }),
    ).toBe('?q=%C3%85sa+%26+Co&type=software&lang=sv&sort=title');
  });

  it('reads back what it writes, for any text and choice', () => {
    fc.assert(
      fc.property(
        fc.record({
          q: fc.string({ unit: 'grapheme', maxLength: 60 }),
          type: fc.constantFrom(null, ...CONTENT_TYPES),
          lang: fc.constantFrom(null, ...LANGUAGES),
          sort: fc.constantFrom(null, ...SORT_KEYS),
        }),
        (query) => {
          const search = serializeCatalogueQuery(query);
          const read = parseCatalogueQuery(search);
          // The same view: the same text (spaces alone are no search), filters and order…
          expect(read.q).toBe(query.q.trim() === '' ? '' : query.q);
          expect([read.type, read.lang]).toEqual([query.type, query.lang]);
          expect(read.sort ?? defaultOrder(read.q)).toBe(query.sort ?? defaultOrder(query.q));
          // …and the same address once more.
          expect(serializeCatalogueQuery(read)).toBe(search);
        },
      ),
    );
  });

  it('counts a search text in characters, as the API does', () => {
    const emoji = '🎵'.repeat(SEARCH_TEXT_MAX_LENGTH);
    expect(searchTextLength(emoji)).toBe(SEARCH_TEXT_MAX_LENGTH);
    expect(isSearchTextTooLong(emoji)).toBe(false);
    expect(isSearchTextTooLong(`${emoji}🎵`)).toBe(true);
    // A lone surrogate is one character and never throws.
    expect(searchTextLength('\ud800x')).toBe(2);
  });
});

describe('what of an address the catalogue shows', () => {
  it('is its known parameters, first values, in the order the page writes them', () => {
    expect(catalogueShownParameters('?sort=title&x=1&q=joao&q=other&type=&lang=en')).toEqual([
      ['q', 'joao'],
      ['lang', 'en'],
      ['sort', 'title'],
    ]);
    expect(catalogueShownParameters('')).toEqual([]);
    expect(catalogueShownParameters('?q=Jo%C3%A3o+Ara%C3%BAjo')).toEqual([['q', 'João Araújo']]);
  });

  it('leaves out what the page ignores: the same view gives the same parameters', () => {
    const plain = catalogueShownParameters('?q=fado');
    for (const search of [
      '?q=fado&type=poems',
      '?q=fado&type=BOOKS',
      `?q=fado&type=${'x'.repeat(5000)}`,
      '?q=fado&lang=de',
      '?q=fado&sort=random',
      '?q=fado&sort=relevance',
      '?q=fado&page=3',
    ]) {
      expect(catalogueShownParameters(search), search).toEqual(plain);
    }
    expect(catalogueShownParameters('?q=%20%20&sort=newest')).toEqual([]);
    // The page's text is kept as typed: a trailing space tells the API the last word is finished.
    expect(catalogueShownParameters('?q=fado%20')).toEqual([['q', 'fado ']]);
  });

  it('gives what the page writes back for the address, for any query', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('q', 'type', 'lang', 'sort', 'page'),
          fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.constantFrom(...CONTENT_TYPES, ...LANGUAGES, ...SORT_KEYS, RELEVANCE),
          ),
        ),
        (values) => {
          const search = `?${new URLSearchParams(values)}`;
          const shown = new URLSearchParams(catalogueShownParameters(search) ?? undefined);
          const written = serializeCatalogueQuery(parseCatalogueQuery(search));
          expect(shown.size === 0 ? '' : `?${shown}`).toBe(written);
        },
      ),
    );
  });

  it('is none past the longest text the page sends to the API', () => {
    expect(catalogueShownParameters(`?q=${'é'.repeat(SEARCH_TEXT_MAX_LENGTH)}`)).not.toBeNull();
    expect(catalogueShownParameters(`?q=${'é'.repeat(SEARCH_TEXT_MAX_LENGTH + 1)}`)).toBeNull();
  });
});
