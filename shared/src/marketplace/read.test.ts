import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeMarketplace } from '../testing/fakeMarketplace';
import { readServerLicense, readVerification } from './read';
import type { ServerLicense } from './types';

let licence: ServerLicense;
beforeAll(async () => {
  const marketplace = createFakeMarketplace();
  const key = marketplace.seed({
    workId: 'calculo-i-araujo',
    platforms: ['ebook'],
    duration: '30-days',
  });
  licence = await marketplace.licence(key);
});

describe('reading what the server sent', () => {
  it('takes a licence as it is, and ignores fields a newer server may add', () => {
    expect(readServerLicense(licence)).toEqual(licence);
    expect(readServerLicense({ ...licence, future: { field: 1 } })).toEqual(licence);
  });

  it.each<[string, (copy: ServerLicense) => unknown]>([
    ['a negative amount', (copy) => ({ ...copy, total: -1 })],
    ['a fraction of a cent', (copy) => ({ ...copy, commission: 0.5 })],
    ['an amount past the limit', (copy) => ({ ...copy, contentFee: 10_000_000_01 })],
    ['an unknown duration', (copy) => ({ ...copy, duration: 'forever' })],
    ['an unknown status', (copy) => ({ ...copy, status: 'pending' })],
    [
      'a platform that is no slug',
      (copy) => ({ ...copy, distributionFees: [{ platform: '<b>', fee: 1 }] }),
    ],
    ['no platform', (copy) => ({ ...copy, distributionFees: [] })],
    ['a broken history', (copy) => ({ ...copy, history: [{ kind: 'gift' }] })],
    [
      'a certificate that is not JSON',
      (copy) => ({ ...copy, certificate: { ...copy.certificate, canonical: '{' } }),
    ],
    [
      'an odd signature',
      (copy) => ({ ...copy, certificate: { ...copy.certificate, signature: 'a b' } }),
    ],
    ['a date that is none', (copy) => ({ ...copy, purchasedAt: 'yesterday' })],
    ['a very long title', (copy) => ({ ...copy, work: { ...copy.work, title: 'x'.repeat(1001) } })],
  ])('refuses a copy with %s', (_name, change) => {
    expect(readServerLicense(change(licence))).toBeNull();
  });

  it('reads a verification, and nothing more than it may say', () => {
    expect(readVerification({ valid: false, status: 'unknown' })).toEqual({
      valid: false,
      status: 'unknown',
    });
    expect(readVerification({ valid: true, status: 'unknown' })).toBeNull();
    const answer = {
      valid: true,
      status: 'active',
      work: { id: 'calculo-i-araujo', title: 'Cálculo I', author: 'João', secret: 1 },
      platforms: ['ebook'],
      duration: 'lifetime',
      purchasedAt: '2026-11-01T10:00:00.000Z',
      expiresAt: null,
      imported: false,
      licensee: 'not for the public',
    };
    expect(readVerification(answer)).toEqual({
      ...answer,
      work: { id: 'calculo-i-araujo', title: 'Cálculo I', author: 'João' },
      licensee: undefined,
    });
    expect(readVerification({ ...answer, platforms: 'ebook' })).toBeNull();
  });
});
