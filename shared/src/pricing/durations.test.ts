import { describe, expect, it } from 'vitest';
import { DURATIONS, DURATION_RULES, expiryFor, isLonger } from './durations';

describe('durations', () => {
  it('has the four durations of the product rules, shortest first, with their shares', () => {
    expect(DURATIONS).toEqual(['30-days', '1-year', 'rental', 'lifetime']);
    expect(DURATIONS.map((d) => DURATION_RULES[d].contentPercent)).toEqual([40, 70, 80, 100]);
  });

  it('30 days and 1 year end; rental and lifetime do not', () => {
    const bought = new Date('2026-01-31T10:00:00.000Z');
    expect(expiryFor('30-days', bought)?.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(expiryFor('1-year', bought)?.toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(expiryFor('rental', bought)).toBeNull();
    expect(expiryFor('lifetime', bought)).toBeNull();
  });

  it('a year from 29 February is 1 March', () => {
    expect(expiryFor('1-year', new Date('2028-02-29T00:00:00Z'))?.toISOString()).toBe(
      '2029-03-01T00:00:00.000Z',
    );
  });

  it('orders durations', () => {
    expect(isLonger('lifetime', '30-days')).toBe(true);
    expect(isLonger('rental', '1-year')).toBe(true);
    expect(isLonger('30-days', '30-days')).toBe(false);
    expect(isLonger('1-year', 'rental')).toBe(false);
  });
});
