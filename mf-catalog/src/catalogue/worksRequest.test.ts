import {
  API_SERVICE,
  parseCatalogueQuery,
  SEARCH_TEXT_MAX_LENGTH,
  WORKS_PAGE_MAX_SIZE,
} from '@fair/shared/site';
import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY } from './query';
import { PAGE_SIZE, sizeToKeep, worksUrl } from './worksRequest';

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

  it('asks again for as many pages as are shown, up to what one answer holds', () => {
    expect(params(worksUrl(EMPTY_QUERY, null, sizeToKeep(3 * PAGE_SIZE))).limit).toBe(
      String(3 * PAGE_SIZE),
    );
    expect(sizeToKeep(0)).toBe(PAGE_SIZE);
    expect(sizeToKeep(PAGE_SIZE)).toBe(PAGE_SIZE);
    // The last page of a query may hold fewer works: a whole page is asked for it.
    expect(sizeToKeep(PAGE_SIZE + 5)).toBe(2 * PAGE_SIZE);
    expect(sizeToKeep(50 * PAGE_SIZE)).toBe(WORKS_PAGE_MAX_SIZE);
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
