import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertCents, centsToDecimalString, percentHalfUp, sumCents } from './cents';

describe('cents', () => {
  it('refuses floats, NaN and unsafe integers', () => {
    expect(() => assertCents(12.5)).toThrow(TypeError);
    expect(() => assertCents(Number.NaN)).toThrow(TypeError);
    expect(() => assertCents(2 ** 60)).toThrow(TypeError);
    expect(() => sumCents([100, 0.1])).toThrow(TypeError);
    expect(sumCents([100, 250, 5])).toBe(355);
  });

  it('takes a percentage half up, in integers', () => {
    expect(percentHalfUp(1400, 7)).toBe(98);
    expect(percentHalfUp(1450, 7)).toBe(102); // 101.5 → 102
    expect(percentHalfUp(1442, 7)).toBe(101); // 100.94 → 101
    expect(percentHalfUp(1999, 40)).toBe(800); // 799.6 → 800
    expect(percentHalfUp(0, 7)).toBe(0);
    expect(() => percentHalfUp(-1, 7)).toThrow(RangeError);
    expect(() => percentHalfUp(100, 7.5)).toThrow(RangeError);
  });

  it('rounds exactly like a decimal half-up would, for any amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 100 }),
        (amount, percent) => {
          const result = percentHalfUp(amount, percent);
          const exactTimes100 = amount * percent; // the true value is exactTimes100 / 100
          expect(Number.isInteger(result)).toBe(true);
          expect(result * 100 - exactTimes100).toBeLessThanOrEqual(50);
          expect(exactTimes100 - result * 100).toBeLessThan(50);
        },
      ),
    );
  });

  it('writes exact decimal strings', () => {
    expect(centsToDecimalString(1250)).toBe('12.50');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(-105)).toBe('-1.05');
  });
});
