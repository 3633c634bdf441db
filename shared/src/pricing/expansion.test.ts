import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { License } from '../licenses/license';
import { totalPaid } from '../licenses/license';
import { DURATIONS, expiryFor, type Duration } from './durations';
import {
  applyExpansion,
  availableDurations,
  canUpgradeToLifetime,
  ExpansionError,
  quoteExpansion,
} from './expansion';
import { PLATFORMS, platformFee } from './platforms';
import { quoteLicense } from './quote';

const bought = new Date('2026-11-01T12:00:00.000Z');

function license(duration: Duration, overrides: Partial<License> = {}): License {
  const quote = quoteLicense(2000, [platformFee('ebook')], duration);
  return {
    id: 'LIC-1',
    workId: 'calculus',
    workTitle: 'Cálculo I',
    author: 'Joana Müller',
    type: 'books',
    licensee: 'Ana',
    purchaseDate: bought.toISOString(),
    duration,
    expiryDate: expiryFor(duration, bought)?.toISOString() ?? null,
    listedContentFee: 2000,
    contentFee: quote.contentFee,
    distributionFees: quote.distribution,
    commission: quote.commission,
    history: [],
    ...overrides,
  };
}

const now = new Date('2026-11-20T00:00:00.000Z');

describe('expansions', () => {
  it('30 days → lifetime costs the difference (20 − 8 = 12) plus 7 %, never the fee again', () => {
    const quote = quoteExpansion(license('30-days'), { duration: 'lifetime' }, now);
    expect(quote.contentFee).toBe(1200);
    expect(quote.distribution).toEqual([]);
    expect(quote.commission).toBe(84);
    expect(quote.total).toBe(1284);
    expect(quote.newExpiry).toBeNull();
  });

  it('adding a platform costs its fee plus 7 %', () => {
    const quote = quoteExpansion(
      license('lifetime'),
      { addPlatforms: [platformFee('app-store')] },
      now,
    );
    expect(quote).toMatchObject({ contentFee: 0, subtotal: 150, commission: 11, total: 161 });
  });

  it('a longer duration keeps counting from the original purchase date', () => {
    const quote = quoteExpansion(license('30-days'), { duration: '1-year' }, now);
    expect(quote.newExpiry).toBe('2027-11-01T12:00:00.000Z');
    expect(quote.contentFee).toBe(600); // 14 − 8
  });

  it('offers only longer durations that end in the future', () => {
    expect(availableDurations(license('30-days'), now)).toEqual(['1-year', 'rental', 'lifetime']);
    expect(availableDurations(license('1-year'), now)).toEqual(['rental', 'lifetime']);
    expect(availableDurations(license('lifetime'), now)).toEqual([]);
    const thirteenMonthsLater = new Date('2027-12-01T00:00:00.000Z');
    expect(availableDurations(license('30-days'), thirteenMonthsLater)).toEqual([
      'rental',
      'lifetime',
    ]);
    expect(() =>
      quoteExpansion(license('30-days'), { duration: '1-year' }, thirteenMonthsLater),
    ).toThrow(ExpansionError);
    expect(() => quoteExpansion(license('lifetime'), { duration: '30-days' }, now)).toThrow(
      ExpansionError,
    );
  });

  it('Upgrade to Lifetime only for licenses with an expiry date', () => {
    expect(canUpgradeToLifetime(license('30-days'))).toBe(true);
    expect(canUpgradeToLifetime(license('1-year'))).toBe(true);
    expect(canUpgradeToLifetime(license('rental'))).toBe(false);
    expect(canUpgradeToLifetime(license('lifetime'))).toBe(false);
  });

  it('refuses a platform the license already covers, or nothing at all', () => {
    expect(() =>
      quoteExpansion(license('lifetime'), { addPlatforms: [platformFee('ebook')] }, now),
    ).toThrow(ExpansionError);
    expect(() => applyExpansion(license('lifetime'), {}, now)).toThrow(ExpansionError);
  });

  it('applying one records it in the history and adds exactly what was paid', () => {
    const before = license('30-days');
    const { license: after, expansion } = applyExpansion(
      before,
      { duration: 'lifetime', addPlatforms: [platformFee('app-store')] },
      now,
    );
    expect(after.duration).toBe('lifetime');
    expect(after.expiryDate).toBeNull();
    expect(after.contentFee).toBe(2000);
    expect(after.distributionFees.map((line) => line.platform)).toEqual(['ebook', 'app-store']);
    expect(after.history).toEqual([expansion]);
    expect(expansion).toMatchObject({
      fromDuration: '30-days',
      toDuration: 'lifetime',
      contentFeeDifference: 1200,
    });
    expect(totalPaid(after) - totalPaid(before)).toBe(expansion.total);
  });

  it('is never negative and always adds up, for any license and request', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...DURATIONS),
        fc.constantFrom(...DURATIONS),
        fc.subarray([...PLATFORMS], { minLength: 1 }),
        fc.subarray([...PLATFORMS]),
        fc.integer({ min: 0, max: 800 }),
        (listed, from, to, owned, wanted, daysLater) => {
          const start = license(from, {
            listedContentFee: listed,
            contentFee: quoteLicense(listed, [], from).contentFee,
            distributionFees: owned.map(platformFee),
          });
          const when = new Date(bought.getTime() + daysLater * 86_400_000);
          const add = wanted.filter((platform) => !owned.includes(platform)).map(platformFee);
          const allowed = to === from || availableDurations(start, when).includes(to);
          if (!allowed) {
            expect(() =>
              quoteExpansion(start, { duration: to, addPlatforms: add }, when),
            ).toThrow();
            return;
          }
          const quote = quoteExpansion(start, { duration: to, addPlatforms: add }, when);
          const fees = quote.distribution.reduce((sum, line) => sum + line.fee, 0);
          expect(quote.contentFee).toBeGreaterThanOrEqual(0);
          expect(quote.total).toBeGreaterThanOrEqual(0);
          expect(quote.subtotal).toBe(quote.contentFee + fees);
          expect(quote.total).toBe(quote.subtotal + quote.commission);
          // Content fees paid in all never exceed the lifetime price: the fee is never paid twice.
          expect(start.contentFee + quote.contentFee).toBeLessThanOrEqual(listed);
        },
      ),
    );
  });
});
