import { describe, expect, it } from 'vitest';
import { DAY_MS, NOW } from '../test/harness';
import { daysFromNow, relativeDays } from './dates';

const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

describe('days from now', () => {
  it('rounds away from zero, so a part of a day counts as one', () => {
    expect(daysFromNow(at(4), NOW)).toBe(4);
    expect(daysFromNow(at(3.5), NOW)).toBe(4);
    expect(daysFromNow(at(0.01), NOW)).toBe(1);
    expect(daysFromNow(at(0), NOW)).toBe(0);
    expect(daysFromNow(at(-0.5), NOW)).toBe(-1);
    expect(daysFromNow(at(-3), NOW)).toBe(-3);
  });

  it('is said in the language, by Intl', () => {
    expect(relativeDays(at(4), NOW, 'en')).toBe('in 4 days');
    expect(relativeDays(at(1), NOW, 'en')).toBe('tomorrow');
    expect(relativeDays(at(-3), NOW, 'en')).toBe('3 days ago');
    expect(relativeDays(at(4), NOW, 'pt-BR')).toBe('em 4 dias');
    expect(relativeDays(at(4), NOW, 'fi')).toBe('4 päivän päästä');
    expect(relativeDays(at(-2), NOW, 'nl')).toBe('eergisteren');
  });
});
