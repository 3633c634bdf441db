import { describe, expect, it } from 'vitest';
import type { License } from './license';
import { sampleLicenses } from './samples';
import { licenseStatus } from './status';

const now = new Date('2026-11-22T12:00:00.000Z');
const [book, album] = sampleLicenses(now) as [License, License];
const withExpiry = (expiryDate: string | null, storedStatus?: string): License => ({
  ...album,
  expiryDate,
  ...(storedStatus === undefined ? {} : { storedStatus }),
});

describe('licenseStatus', () => {
  it('is active without an expiry date', () => {
    expect(licenseStatus(book, now)).toEqual({ kind: 'active' });
  });

  it('is expiring within 7 days of the expiry, expired once it has passed', () => {
    expect(licenseStatus(withExpiry('2026-12-30T00:00:00.000Z'), now)).toEqual({ kind: 'active' });
    expect(licenseStatus(withExpiry('2026-11-29T12:00:00.000Z'), now)).toEqual({
      kind: 'expiring',
    });
    expect(licenseStatus(withExpiry('2026-11-29T12:00:01.000Z'), now)).toEqual({ kind: 'active' });
    expect(licenseStatus(withExpiry('2026-11-22T12:00:00.000Z'), now)).toEqual({ kind: 'expired' });
    expect(licenseStatus(withExpiry('2020-01-01T00:00:00.000Z'), now)).toEqual({ kind: 'expired' });
  });

  it('follows the injected clock', () => {
    const license = withExpiry('2026-12-01T00:00:00.000Z');
    expect(licenseStatus(license, new Date('2026-11-01T00:00:00.000Z')).kind).toBe('active');
    expect(licenseStatus(license, new Date('2026-11-28T00:00:00.000Z')).kind).toBe('expiring');
    expect(licenseStatus(license, new Date('2026-12-02T00:00:00.000Z')).kind).toBe('expired');
  });

  it('keeps an unknown stored status as raw text; known stored values follow the dates', () => {
    expect(licenseStatus(withExpiry(null, 'suspensa'), now)).toEqual({
      kind: 'other',
      raw: 'suspensa',
    });
    expect(licenseStatus(withExpiry('2020-01-01T00:00:00.000Z', 'active'), now).kind).toBe(
      'expired',
    );
  });
});
