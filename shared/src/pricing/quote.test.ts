import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEuros } from '../money/parse';
import { DURATIONS } from './durations';
import { DISTRIBUTION_FEES, PLATFORMS, platformFee } from './platforms';
import { commissionOn, quoteLicense, type Quote } from './quote';

const euros = parseEuros;

function addsUp(quote: Quote): boolean {
  const fees = quote.distribution.reduce((sum, line) => sum + line.fee, 0);
  return (
    quote.subtotal === quote.contentFee + fees && quote.total === quote.subtotal + quote.commission
  );
}

describe('quoteLicense', () => {
  it("the seed's sample split, priced by the rules: 12 + 2 + 7 % = 14.98", () => {
    const quote = quoteLicense(
      euros('12'),
      [{ platform: 'video-streaming', fee: euros('2') }],
      'lifetime',
    );
    expect(quote).toEqual({
      duration: 'lifetime',
      contentFee: 1200,
      distribution: [{ platform: 'video-streaming', fee: 200 }],
      subtotal: 1400,
      commission: 98,
      total: 1498,
    });
  });

  it('the calculus book: 8.00 for 30 days, 20.00 for lifetime', () => {
    expect(quoteLicense(euros('20'), [], '30-days').contentFee).toBe(800);
    expect(quoteLicense(euros('20'), [], '1-year').contentFee).toBe(1400);
    expect(quoteLicense(euros('20'), [], 'rental').contentFee).toBe(1600);
    expect(quoteLicense(euros('20'), [], 'lifetime').contentFee).toBe(2000);
  });

  it('one line per platform, each with its own fee', () => {
    const quote = quoteLicense(
      euros('8'),
      [platformFee('music-streaming'), platformFee('ebook')],
      'lifetime',
    );
    expect(quote.distribution).toEqual([
      { platform: 'music-streaming', fee: 50 },
      { platform: 'ebook', fee: 100 },
    ]);
    expect(quote.subtotal).toBe(950);
    expect(quote.commission).toBe(67); // 66.5 → 67, half up
    expect(quote.total).toBe(1017);
  });

  it("the seed partners' fees", () => {
    expect(DISTRIBUTION_FEES).toEqual({
      'music-streaming': 50,
      ebook: 100,
      'video-streaming': 200,
      'app-store': 150,
    });
  });

  it('always adds up exactly, whatever the fee, platforms and duration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.subarray([...PLATFORMS]),
        fc.constantFrom(...DURATIONS),
        (listed, platforms, duration) => {
          const quote = quoteLicense(listed, platforms.map(platformFee), duration);
          expect(addsUp(quote)).toBe(true);
          expect(quote.commission).toBe(commissionOn(quote.subtotal));
          expect(quote.contentFee).toBeLessThanOrEqual(listed);
          for (const value of [quote.contentFee, quote.subtotal, quote.commission, quote.total]) {
            expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
          }
        },
      ),
    );
  });

  it('a longer duration never costs less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (listed) => {
        const fees = DURATIONS.map((duration) => quoteLicense(listed, [], duration).contentFee);
        expect([...fees].sort((a, b) => a - b)).toEqual(fees);
      }),
    );
  });
});
