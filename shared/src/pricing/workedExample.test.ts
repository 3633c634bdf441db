import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_FEES } from './platforms';
import { WORKED_EXAMPLE, workedExampleQuote } from './workedExample';

describe('the worked example', () => {
  it("is the seed's sample split, priced by the rules: 12.00 + 2.00 + 0.98 = 14.98", () => {
    expect(WORKED_EXAMPLE.listedContentFee).toBe(1200);
    expect(DISTRIBUTION_FEES[WORKED_EXAMPLE.platform]).toBe(200);
    expect(workedExampleQuote()).toEqual({
      duration: 'lifetime',
      contentFee: 1200,
      distribution: [{ platform: 'video-streaming', fee: 200 }],
      subtotal: 1400,
      commission: 98,
      total: 1498,
    });
  });
});
