import { describe, expect, it } from 'vitest';
import { PAYOUT_DELAY_HOURS, payoutDate } from './payout';

describe('the payout rule', () => {
  it('pays the author 48 hours after the sale (product rules §8)', () => {
    expect(PAYOUT_DELAY_HOURS).toBe(48);
    expect(payoutDate(new Date('2026-02-27T22:30:00.000Z')).toISOString()).toBe(
      '2026-03-01T22:30:00.000Z',
    );
  });
});
