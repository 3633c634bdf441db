import { sampleLicenses, type License } from '@fair/shared';
import { describe, expect, it } from 'vitest';
import { DAY_MS, license, NOW } from '../test/harness';
import {
  applyListQuery,
  DEFAULT_QUERY,
  isDefaultQuery,
  listQueryToSearch,
  parseListQuery,
} from './listQuery';

const ids = (licenses: { id: string }[]) => licenses.map((item) => item.id);

describe('the list query in the address', () => {
  it('reads known values and falls back to "all" / newest for anything else', () => {
    expect(parseListQuery('')).toEqual(DEFAULT_QUERY);
    expect(parseListQuery('?status=expiring&type=music&sort=expiry')).toEqual({
      status: 'expiring',
      type: 'music',
      sort: 'expiry',
    });
    expect(parseListQuery('?status=bogus&type=<script>&sort=')).toEqual(DEFAULT_QUERY);
    expect(parseListQuery('?status=other')).toEqual({ ...DEFAULT_QUERY, status: 'other' });
  });

  it('writes only what differs from the defaults and keeps unrelated parameters', () => {
    expect(listQueryToSearch(DEFAULT_QUERY, '')).toBe('');
    expect(listQueryToSearch({ ...DEFAULT_QUERY, type: 'books' }, '')).toBe('?type=books');
    expect(
      listQueryToSearch({ status: 'expired', type: 'all', sort: 'oldest' }, '?ref=mail&type=music'),
    ).toBe('?ref=mail&status=expired&sort=oldest');
    expect(listQueryToSearch(DEFAULT_QUERY, '?status=expired&ref=mail')).toBe('?ref=mail');
    const query = { status: 'active', type: 'videos', sort: 'expiry' } as const;
    expect(parseListQuery(listQueryToSearch(query, ''))).toEqual(query);
    expect(isDefaultQuery(DEFAULT_QUERY)).toBe(true);
    expect(isDefaultQuery(query)).toBe(false);
  });
});

describe('filtering and sorting', () => {
  const [book, album] = sampleLicenses(NOW) as [License, License];
  const expired = license({
    id: 'LIC-EXPIRED',
    type: 'videos',
    purchaseDate: new Date(NOW.getTime() - 40 * DAY_MS).toISOString(),
    duration: '30-days',
    expiryDate: new Date(NOW.getTime() - 10 * DAY_MS).toISOString(),
  });
  const software = license({ id: 'LIC-SOFTWARE' }); // bought 21 days ago, ends in 344 days
  const odd = license({ id: 'LIC-ODD', storedStatus: 'suspended', type: 'music' });
  const all = [book, album, expired, software, odd];

  it('filters by status, computed from the dates as of now', () => {
    expect(ids(applyListQuery(all, { ...DEFAULT_QUERY, status: 'expiring' }, NOW))).toEqual([
      'LIC-SAMPLE-0002',
    ]);
    expect(ids(applyListQuery(all, { ...DEFAULT_QUERY, status: 'expired' }, NOW))).toEqual([
      'LIC-EXPIRED',
    ]);
    expect(ids(applyListQuery(all, { ...DEFAULT_QUERY, status: 'other' }, NOW))).toEqual([
      'LIC-ODD',
    ]);
    expect(
      ids(applyListQuery(all, { ...DEFAULT_QUERY, status: 'active', sort: 'oldest' }, NOW)),
    ).toEqual(['LIC-SAMPLE-0001', 'LIC-SOFTWARE']);
    // The same list a week later: the album has expired.
    const later = new Date(NOW.getTime() + 7 * DAY_MS);
    expect(ids(applyListQuery(all, { ...DEFAULT_QUERY, status: 'expired' }, later))).toEqual([
      'LIC-SAMPLE-0002',
      'LIC-EXPIRED',
    ]);
  });

  it('filters by type and combines it with the status', () => {
    expect(ids(applyListQuery(all, { ...DEFAULT_QUERY, type: 'music' }, NOW))).toEqual([
      'LIC-ODD',
      'LIC-SAMPLE-0002',
    ]);
    expect(
      ids(applyListQuery(all, { ...DEFAULT_QUERY, type: 'music', status: 'expiring' }, NOW)),
    ).toEqual(['LIC-SAMPLE-0002']);
    expect(applyListQuery(all, { ...DEFAULT_QUERY, type: 'studies' }, NOW)).toEqual([]);
  });

  it('sorts by purchase date either way, or by the soonest expiry with no expiry last', () => {
    expect(ids(applyListQuery(all, DEFAULT_QUERY, NOW))).toEqual([
      'LIC-ODD',
      'LIC-SOFTWARE',
      'LIC-SAMPLE-0002',
      'LIC-EXPIRED',
      'LIC-SAMPLE-0001',
    ]);
    expect(ids(applyListQuery(all, { ...DEFAULT_QUERY, sort: 'oldest' }, NOW))).toEqual([
      'LIC-SAMPLE-0001',
      'LIC-EXPIRED',
      'LIC-SAMPLE-0002',
      'LIC-ODD',
      'LIC-SOFTWARE',
    ]);
    expect(ids(applyListQuery(all, { ...DEFAULT_QUERY, sort: 'expiry' }, NOW))).toEqual([
      'LIC-EXPIRED',
      'LIC-SAMPLE-0002',
      'LIC-ODD',
      'LIC-SOFTWARE',
      'LIC-SAMPLE-0001',
    ]);
  });

  it('never changes the list it is given', () => {
    const copy = [...all];
    applyListQuery(all, { ...DEFAULT_QUERY, sort: 'oldest' }, NOW);
    expect(all).toEqual(copy);
  });
});
