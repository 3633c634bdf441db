import type { Language } from '../languages';
import { centsToDecimalString, type Cents } from './cents';
import type { CurrencyCode } from './currencies';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * An amount in minor units (cents, centavos, öre…) formatted for the language, always with two
 * decimals: "€ 12,50" in nl, "12,50 €" in fi, "€12.50" in en. Prices are EUR unless told otherwise.
 * The exact decimal string goes to Intl, so no float ever rounds a price.
 */
export function formatMoney(
  amount: Cents,
  language: Language,
  currency: CurrencyCode = 'EUR',
): string {
  return formatter(language, currency).format(centsToDecimalString(amount) as `${number}`);
}
