import type { Language } from '../languages';
import { assertCents, type Cents } from './cents';

export const CURRENCIES = ['EUR', 'BRL', 'USD', 'SEK'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** The currency of each interface language (the seed's table). Prices are always set in EUR. */
export const LANGUAGE_CURRENCY: Record<Language, CurrencyCode> = {
  'pt-BR': 'BRL',
  'pt-PT': 'EUR',
  en: 'USD',
  fi: 'EUR',
  sv: 'SEK',
  et: 'EUR',
  nl: 'EUR',
};

/**
 * A reference-rates document, deployed as data (never in code): how many units of each currency
 * one euro buys on `date`, as decimal strings so the rate itself is exact.
 */
export interface ReferenceRates {
  date: string;
  base: 'EUR';
  rates: Partial<Record<Exclude<CurrencyCode, 'EUR'>, string>>;
}

/** Validates a rates document as fetched; returns undefined when it cannot be used. */
export function parseReferenceRates(value: unknown): ReferenceRates | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { date, base, rates } = value as Record<string, unknown>;
  if (typeof date !== 'string' || Number.isNaN(Date.parse(date)) || base !== 'EUR')
    return undefined;
  if (!rates || typeof rates !== 'object') return undefined;
  const checked: ReferenceRates['rates'] = {};
  for (const [currency, rate] of Object.entries(rates)) {
    if (!(CURRENCIES as readonly string[]).includes(currency) || currency === 'EUR') continue;
    if (typeof rate !== 'string' || !/^\d+(\.\d{1,8})?$/.test(rate) || Number(rate) <= 0) {
      return undefined;
    }
    checked[currency as Exclude<CurrencyCode, 'EUR'>] = rate;
  }
  return { date, base, rates: checked };
}

/** A rate such as "6.1234" as the exact fraction 61234 / 10000. */
function rateAsFraction(rate: string): { numerator: bigint; denominator: bigint } {
  const [whole = '0', fraction = ''] = rate.split('.');
  return {
    numerator: BigInt(whole + fraction),
    denominator: 10n ** BigInt(fraction.length),
  };
}

export interface ApproximateAmount {
  currency: CurrencyCode;
  /** Minor units of that currency, rounded half up. */
  amount: number;
  /** The date of the rate used. */
  date: string;
}

/**
 * What a euro amount comes to, roughly, in the language's own currency, for languages whose
 * currency is not the euro. Undefined when the language uses the euro or no rate is known.
 */
export function approximateInLocalCurrency(
  amount: Cents,
  language: Language,
  rates: ReferenceRates | undefined,
): ApproximateAmount | undefined {
  assertCents(amount);
  const currency = LANGUAGE_CURRENCY[language];
  if (currency === 'EUR' || !rates) return undefined;
  const rate = rates.rates[currency];
  if (!rate) return undefined;
  const { numerator, denominator } = rateAsFraction(rate);
  const scaled = BigInt(amount) * numerator;
  const rounded = (scaled * 2n + denominator) / (denominator * 2n);
  return { currency, amount: Number(rounded), date: rates.date };
}
