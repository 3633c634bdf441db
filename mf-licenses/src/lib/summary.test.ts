import { sampleLicenses, type License } from '@fair/shared';
import { describe, expect, it } from 'vitest';
import { DAY_MS, license, NOW } from '../test/harness';
import { factsOfRecord } from './facts';
import { summarize as summarizeFacts } from './summary';

const summarize = (licenses: License[], now: Date) =>
  summarizeFacts(licenses.map(factsOfRecord), now);

describe('the summary', () => {
  it('shows the two samples in force and 33.00 invested on a first visit', () => {
    expect(summarize(sampleLicenses(NOW), NOW)).toEqual({
      total: 2,
      inForce: 2,
      expiring: 1,
      invested: 3300,
    });
  });

  it('counts active and expiring as in force, not expired ones nor unknown statuses', () => {
    const licenses = [
      ...sampleLicenses(NOW),
      license({
        id: 'expired',
        expiryDate: new Date(NOW.getTime() - DAY_MS).toISOString(),
      }),
      license({ id: 'odd', storedStatus: 'suspended' }),
    ];
    const summary = summarize(licenses, NOW);
    expect(summary.total).toBe(4);
    expect(summary.inForce).toBe(2);
    // Every cent paid counts, commissions included: 33.00 + 2 × (17.50 + 1.50 + 1.33).
    expect(summary.invested).toBe(3300 + 2 * 2033);
  });

  it('is all zeros for no licenses', () => {
    expect(summarize([], NOW)).toEqual({ total: 0, inForce: 0, expiring: 0, invested: 0 });
  });
});
