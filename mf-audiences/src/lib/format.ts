import { formatMoney, type Cents, type Language } from '@fair/shared';

const percentFormatters = new Map<string, Intl.NumberFormat>();

function percentFormatter(language: Language, fractionDigits: number): Intl.NumberFormat {
  const key = `${language}|${fractionDigits}`;
  let cached = percentFormatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    percentFormatters.set(key, cached);
  }
  return cached;
}

/**
 * A whole percentage from the pricing rules (the 7 % commission, the 40 % of a 30-day license),
 * written the language's way: "7%" in en and pt-BR, "7 %" in fi and sv.
 */
export function formatPercent(percent: number, language: Language): string {
  return percentFormatter(language, 0).format(percent / 100);
}

/**
 * What share of a whole amount a part is, to one decimal ("80.1%"). Only the ratio is a float,
 * and only for display: both amounts are integer cents computed by the pricing rules.
 */
export function formatShare(part: Cents, whole: Cents, language: Language): string {
  if (whole <= 0) throw new RangeError(`a share needs a positive whole: ${whole}`);
  return percentFormatter(language, 1).format(part / whole);
}

/** Money as every page shows it: integer euro cents, formatted for the language by shared. */
export function money(amount: Cents, language: Language): string {
  return formatMoney(amount, language);
}
