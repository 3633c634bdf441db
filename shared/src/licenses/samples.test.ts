import { describe, expect, it } from 'vitest';
import { totalInvested } from './license';
import { sampleLicenses } from './samples';
import { licenseStatus } from './status';
import { isLicense } from './validate';

describe('the seed samples', () => {
  const now = new Date('2026-11-22T09:00:00.000Z');
  const samples = sampleLicenses(now);

  it('a book with no expiry on two platforms, a music item with an expiry on one', () => {
    const [book, album] = samples;
    expect(book).toMatchObject({ type: 'books', expiryDate: null, contentFee: 1500 });
    expect(book?.distributionFees.map((line) => line.fee)).toEqual([500, 300]);
    expect(album).toMatchObject({ type: 'music', contentFee: 800 });
    expect(album?.distributionFees.map((line) => line.fee)).toEqual([200]);
    expect(album?.expiryDate).not.toBeNull();
  });

  it('sum to a total invested of 33.00 (no commission recorded)', () => {
    expect(totalInvested(samples)).toBe(3300);
  });

  it('are dated from the first visit so the music item is expiring', () => {
    expect(samples.map((license) => licenseStatus(license, now).kind)).toEqual([
      'active',
      'expiring',
    ]);
    expect(Date.parse(samples[0]?.purchaseDate ?? '')).toBeLessThan(now.getTime());
  });

  it('are valid records', () => {
    expect(samples.every(isLicense)).toBe(true);
  });
});
