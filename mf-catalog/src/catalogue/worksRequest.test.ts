import { API_SERVICE, parseCatalogueQuery, SEARCH_TEXT_MAX_LENGTH } from '@fair/shared/site';
import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY } from './query';
import { PAGE_SIZE, worksUrl } from './worksRequest';

const params = (url: string | null) => {
  expect(url).not.toBeNull();
  const parsed = new URL(url ?? '', 'https://site.test');
  expect(parsed.pathname).toBe(`${API_SERVICE.pathPrefix}works`);
  return Object.fromEntries(parsed.searchParams);
};

describe('the address of a page of works', () => {
  it('asks the API for the plain catalogue newest first, a page at a time', () => {
    expect(params(worksUrl(EMPTY_QUERY))).toEqual({ sort: 'newest', limit: String(PAGE_SIZE) });
  });

  it('maps the address of the page to the API’s parameters', () => {
    expect(
      params(worksUrl(parseCatalogueQuery('?q=jo%C3%A3o&type=books&lang=pt-BR&sort=price'))),
    ).toEqual({
      q: 'joão',
      type: 'books',
      language: 'pt-BR',
      sort: 'price-asc',
      limit: String(PAGE_SIZE),
    });
    expect(params(worksUrl(parseCatalogueQuery('?sort=price-desc'))).sort).toBe('price-desc');
    expect(params(worksUrl(parseCatalogueQuery('?sort=title'))).sort).toBe('title');
    // A search is in best-match order unless another is chosen.
    expect(params(worksUrl(parseCatalogueQuery('?q=fado'))).sort).toBe('relevance');
    expect(params(worksUrl(parseCatalogueQuery('?q=fado&sort=newest'))).sort).toBe('newest');
  });

  it('sends the text as typed: a trailing space says the last word is finished', () => {
    expect(params(worksUrl({ ...EMPTY_QUERY, q: 'open ' })).q).toBe('open ');
    expect(params(worksUrl({ ...EMPTY_QUERY, q: '   ' })).q).toBeUndefined();
    expect(params(worksUrl({ ...EMPTY_QUERY, q: 'C++ & 🎵 %' })).q).toBe('C++ & 🎵 %');
  });

  it('asks for the page after a cursor', () => {
    expect(params(worksUrl(EMPTY_QUERY, 'eyJzIjoibmV3ZXN0In0')).cursor).toBe('eyJzIjoibmV3ZXN0In0');
    expect(params(worksUrl(EMPTY_QUERY, null)).cursor).toBeUndefined();
  });

  it('never makes a request the API refuses: a text too long has no address', () => {
    const longest = 'ç'.repeat(SEARCH_TEXT_MAX_LENGTH);
    expect(worksUrl({ ...EMPTY_QUERY, q: longest })).not.toBeNull();
    expect(worksUrl({ ...EMPTY_QUERY, q: `${longest}a` })).toBeNull();
    // Characters, as the API counts them, not UTF-16 units: 200 emoji are 400 units.
    const emoji = '🎵'.repeat(SEARCH_TEXT_MAX_LENGTH);
    expect(worksUrl({ ...EMPTY_QUERY, q: emoji })).not.toBeNull();
    expect(worksUrl({ ...EMPTY_QUERY, q: `${emoji}🎵` })).toBeNull();
    expect(params(worksUrl({ ...EMPTY_QUERY, q: '\ud800' })).q).toBe('\ufffd');
  });
});
