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

const shareFormatters = new Map<string, Intl.NumberFormat>();

/**
 * What share of a whole amount a part is, to one decimal ("80.1%" in en, "80,1 %" in fi): how
 * every split shows who gets what. Only the ratio is a float, and only for display; both amounts
 * are integer cents. A whole of nothing has no shares: each part is 0 %.
 */
export function formatShare(part: Cents, whole: Cents, language: Language): string {
  if (whole < 0) throw new RangeError(`a share of a negative whole: ${whole}`);
  let cached = shareFormatters.get(language);
  if (!cached) {
    cached = new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    shareFormatters.set(language, cached);
  }
  return cached.format(whole > 0 ? part / whole : 0);
}
