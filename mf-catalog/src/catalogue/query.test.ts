import { RELEVANCE, SORT_KEYS } from '@fair/shared/site';
import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, isFiltered, orderOf, ordersFor, withOrder } from './query';

// Reading and writing the address are the site's rules: shared/site/catalogueQuery.test.mjs.

describe('the view', () => {
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
