import { describe, expect, it } from 'vitest';
import {
  approximateInLocalCurrency,
  LANGUAGE_CURRENCY,
  parseReferenceRates,
  type ReferenceRates,
} from './currencies';

const rates: ReferenceRates = {
  date: '2026-11-20',
  base: 'EUR',
  rates: { BRL: '6.1234', USD: '1.0812', SEK: '11.4950' },
};

describe('currencies', () => {
  it('follows the seed table', () => {
    expect(LANGUAGE_CURRENCY).toEqual({
      'pt-BR': 'BRL',
      'pt-PT': 'EUR',
      en: 'USD',
      fi: 'EUR',
      sv: 'SEK',
      et: 'EUR',
      nl: 'EUR',
    });
  });

  it('converts exactly from the rate as data, half up to the minor unit', () => {
    // 14.98 € × 6.1234 = 91.728532 → R$ 91.73
    expect(approximateInLocalCurrency(1498, 'pt-BR', rates)).toEqual({
      currency: 'BRL',
      amount: 9173,
      date: '2026-11-20',
    });
    // 10.00 € × 1.0812 = 10.812 → $10.81
    expect(approximateInLocalCurrency(1000, 'en', rates)?.amount).toBe(1081);
    // 0.50 € × 11.4950 = 5.7475 → 5.75 kr (half up)
    expect(approximateInLocalCurrency(50, 'sv', rates)?.amount).toBe(575);
  });

  it('gives nothing for euro languages or without a rate', () => {
    expect(approximateInLocalCurrency(1000, 'fi', rates)).toBeUndefined();
    expect(approximateInLocalCurrency(1000, 'en', undefined)).toBeUndefined();
    expect(
      approximateInLocalCurrency(1000, 'en', { ...rates, rates: { BRL: '6.1' } }),
    ).toBeUndefined();
  });

  it('validates a fetched rates document', () => {
    expect(parseReferenceRates(rates)).toEqual(rates);
    expect(parseReferenceRates({ ...rates, base: 'USD' })).toBeUndefined();
    expect(parseReferenceRates({ ...rates, date: 'yesterday' })).toBeUndefined();
    expect(parseReferenceRates({ ...rates, rates: { BRL: 6.1 } })).toBeUndefined();
    expect(parseReferenceRates({ ...rates, rates: { BRL: '-1' } })).toBeUndefined();
    expect(parseReferenceRates(null)).toBeUndefined();
    // Unknown currencies are ignored rather than fatal.
    expect(parseReferenceRates({ ...rates, rates: { ...rates.rates, JPY: '160' } })).toEqual(rates);
  });
});
