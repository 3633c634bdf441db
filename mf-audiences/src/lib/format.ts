import type { Language } from '@fair/shared';

const percentFormatters = new Map<string, Intl.NumberFormat>();

function percentFormatter(language: Language): Intl.NumberFormat {
  let cached = percentFormatters.get(language);
  if (!cached) {
    cached = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    percentFormatters.set(language, cached);
  }
  return cached;
}

/**
 * A whole percentage from the pricing rules (the 7 % commission, the 40 % of a 30-day license),
 * written the language's way: "7%" in en and pt-BR, "7 %" in fi and sv.
 */
export function formatPercent(percent: number, language: Language): string {
  return percentFormatter(language).format(percent / 100);
}
