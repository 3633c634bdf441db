import {
  DISTRIBUTION_FEES,
  DURATIONS,
  PLATFORMS,
  platformFee,
  quoteLicense,
  sumCents,
  type Quote,
} from '@fair/shared';
import { describe, expect, it } from 'vitest';
import { authorSplit, AUTHOR_SPLIT_EXAMPLE } from './authors';
import { distributorTransaction, partnerPlatforms } from './distributors';
import { distributionFeeRange, durationRows, formulaExample } from './howItWorks';
import { albumTwoPlatformsExample, calculusBookExample, filmAddPlatformExample } from './users';

/** The parts of a quote in cents, for comparing with figures worked out by hand. */
function parts(quote: Quote) {
  return {
    content: quote.contentFee,
    distribution: quote.distribution.map((line) => line.fee),
    subtotal: quote.subtotal,
    commission: quote.commission,
    total: quote.total,
  };
}

function addsUp(quote: Quote): boolean {
  return (
    quote.contentFee + sumCents(quote.distribution.map((line) => line.fee)) === quote.subtotal &&
    quote.subtotal + quote.commission === quote.total
  );
}

// The expected figures below were worked out by hand from the product rules §2 (content share by
// duration, each platform's fee, 7 % of the subtotal half up), independently of the code.
describe('the worked examples give what the pricing rules give', () => {
  it('authors: 12.00 + 2.00 = 14.00, commission 0.98, total 14.98 (not the seed\'s "15")', () => {
    const quote = authorSplit();
    expect(parts(quote)).toEqual({
      content: 1200,
      distribution: [200],
      subtotal: 1400,
      commission: 98,
      total: 1498,
    });
    expect(quote).toEqual(
      quoteLicense(
        AUTHOR_SPLIT_EXAMPLE.listedContentFee,
        [platformFee('video-streaming')],
        'lifetime',
      ),
    );
  });

  it('distributors: an album at 8.00 on music streaming, and the platform added later', () => {
    const { sale, addedLater, platform } = distributorTransaction();
    expect(platform).toBe('music-streaming');
    expect(parts(sale)).toEqual({
      content: 800,
      distribution: [50],
      subtotal: 850,
      commission: 60, // 59.5 rounds half up
      total: 910,
    });
    expect(parts(addedLater)).toEqual({
      content: 0,
      distribution: [50],
      subtotal: 50,
      commission: 4, // 3.5 rounds half up
      total: 54,
    });
  });

  it('distributors: the partner list is every platform with its own fee', () => {
    expect(partnerPlatforms()).toEqual(
      PLATFORMS.map((platform) => ({ platform, fee: DISTRIBUTION_FEES[platform] })),
    );
    expect(partnerPlatforms().map((line) => line.fee)).toEqual([50, 100, 200, 150]);
  });

  it('users: the calculus book, 30 days against lifetime, and the upgrade between them', () => {
    const book = calculusBookExample();
    expect(parts(book.short)).toEqual({
      content: 800,
      distribution: [100],
      subtotal: 900,
      commission: 63,
      total: 963,
    });
    expect(parts(book.long)).toEqual({
      content: 2000,
      distribution: [100],
      subtotal: 2100,
      commission: 147,
      total: 2247,
    });
    expect(parts(book.upgrade)).toEqual({
      content: 1200,
      distribution: [],
      subtotal: 1200,
      commission: 84,
      total: 1284,
    });
    expect(book.upgrade.newDuration).toBe('lifetime');
    expect(book.shortThenUpgrade).toBe(963 + 1284);
  });

  it('users: an album on two platforms pays the content fee once', () => {
    const album = albumTwoPlatformsExample();
    expect(parts(album.together)).toEqual({
      content: 500,
      distribution: [50, 200],
      subtotal: 750,
      commission: 53, // 52.5 rounds half up
      total: 803,
    });
    expect(album.separately.map((quote) => quote.total)).toEqual([589, 749]);
    expect(album.separateTotal).toBe(1338);
  });

  it('users: adding the app store to a film costs its fee plus 7 %, no content fee', () => {
    const film = filmAddPlatformExample();
    expect(film.original.total).toBe(1498);
    expect(parts(film.added)).toEqual({
      content: 0,
      distribution: [150],
      subtotal: 150,
      commission: 11, // 10.5 rounds half up
      total: 161,
    });
  });

  it('how it works: the durations table, the fee range and the formula', () => {
    expect(durationRows().map((row) => [row.duration, row.contentPercent, row.contentFee])).toEqual(
      [
        ['30-days', 40, 800],
        ['1-year', 70, 1400],
        ['rental', 80, 1600],
        ['lifetime', 100, 2000],
      ],
    );
    expect(durationRows().map((row) => row.duration)).toEqual([...DURATIONS]);
    expect(distributionFeeRange()).toEqual({ lowest: 50, highest: 200 });
    expect(parts(formulaExample())).toEqual({
      content: 1400,
      distribution: [100],
      subtotal: 1500,
      commission: 105,
      total: 1605,
    });
  });

  it('every example quote adds up to its total exactly', () => {
    const book = calculusBookExample();
    const album = albumTwoPlatformsExample();
    const film = filmAddPlatformExample();
    const { sale, addedLater } = distributorTransaction();
    const quotes = [
      authorSplit(),
      sale,
      addedLater,
      book.short,
      book.long,
      book.upgrade,
      album.together,
      ...album.separately,
      film.original,
      film.added,
      formulaExample(),
    ];
    expect(quotes.every(addsUp)).toBe(true);
  });
});
