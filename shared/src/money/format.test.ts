import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { formatMoney, formatShare } from './format';

// Intl inserts narrow/non-breaking spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows euros with two decimals in each language', () => {
    expect(formatMoney(1498, 'en')).toBe('€14.98');
    expect(plain(formatMoney(1498, 'pt-BR'))).toBe('€ 14,98');
    expect(plain(formatMoney(1498, 'pt-PT'))).toBe('14,98 €');
    expect(plain(formatMoney(1498, 'fi'))).toBe('14,98 €');
    expect(plain(formatMoney(1498, 'sv'))).toBe('14,98 €');
    expect(plain(formatMoney(1498, 'et'))).toBe('14,98 €');
    expect(plain(formatMoney(1498, 'nl'))).toBe('€ 14,98');
  });

  it('always shows two decimals, groups thousands, and never goes through a float', () => {
    for (const language of LANGUAGES) {
      expect(formatMoney(3300, language)).toMatch(/33[.,]00/);
    }
    expect(formatMoney(123456789, 'en')).toBe('€1,234,567.89');
    // 0.1 + 0.2 style errors cannot happen: the decimal string goes to Intl as it is.
    expect(formatMoney(30, 'en')).toBe('€0.30');
    expect(formatMoney(900719925474099, 'en')).toBe('€9,007,199,254,740.99');
  });

  it('formats other currencies for the approximate amounts', () => {
    expect(plain(formatMoney(9150, 'pt-BR', 'BRL'))).toBe('R$ 91,50');
    expect(formatMoney(1617, 'en', 'USD')).toBe('$16.17');
    expect(plain(formatMoney(17400, 'sv', 'SEK'))).toBe('174,00 kr');
  });
});

describe('formatShare', () => {
  it('writes a part of a whole to one decimal, the language’s way', () => {
    expect(formatShare(1200, 1498, 'en')).toBe('80.1%');
    expect(formatShare(98, 1498, 'pt-BR')).toBe('6,5%');
    expect(formatShare(1200, 1498, 'fi')).toBe('80,1\u00a0%');
    expect(formatShare(1498, 1498, 'nl')).toBe('100,0%');
  });

  it('gives every part of nothing 0 %, and refuses a negative whole', () => {
    expect(formatShare(0, 0, 'en')).toBe('0.0%');
    expect(() => formatShare(1, -1, 'en')).toThrow(RangeError);
  });
});
