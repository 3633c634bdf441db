import { DISTRIBUTION_FEES, PLATFORMS, quoteLicense, type MarketplaceWork } from '@fair/shared';
import { describe, expect, it } from 'vitest';
import { cardQuote, knowsPlatformsOf, platformTable, SEED_PLATFORMS } from './platforms';

const table = platformTable([
  ...SEED_PLATFORMS,
  { id: 'bookshop-north', name: 'Bookshop North', fee: 80, seeded: false },
  // A seeded platform whose fee its distributor has changed since.
  { id: 'ebook', name: 'ebook', fee: 120, seeded: true },
]);
const work = (platforms: string[]): MarketplaceWork => ({
  id: 'w',
  title: 'T',
  author: 'A',
  type: 'books',
  language: 'en',
  description: 'D',
  contentFee: 1200,
  platforms,
  addedOn: '2026-01-01T00:00:00.000Z',
});

describe('platforms', () => {
  it('are the seed’s at build time: shared’s ids and fees', () => {
    expect(SEED_PLATFORMS.map((platform) => platform.id)).toEqual([...PLATFORMS]);
    for (const platform of SEED_PLATFORMS) {
      expect(platform.fee).toBe(DISTRIBUTION_FEES[platform.id as keyof typeof DISTRIBUTION_FEES]);
    }
  });

  it('price a card from the fee the default platform sets now, by shared’s rules', () => {
    expect(cardQuote(work(['ebook', 'app-store']), table)).toEqual(
      quoteLicense(1200, [{ platform: 'ebook', fee: 120 }], 'lifetime'),
    );
    expect(cardQuote(work(['bookshop-north']), table)?.total).toBe(1200 + 80 + 90);
    expect(cardQuote(work(['cinema-east']), table)).toBeNull();
    expect(knowsPlatformsOf(table, [work(['ebook']), work(['bookshop-north'])])).toBe(true);
    expect(knowsPlatformsOf(table, [work(['cinema-east', 'ebook'])])).toBe(false);
  });
});
