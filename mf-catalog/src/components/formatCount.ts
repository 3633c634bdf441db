import type { Language } from '@fair/shared';

const formats = new Map<Language, Intl.NumberFormat>();

/** A count with the language's digit grouping ("10.000" in pt-BR, "10 000" in fi, "10,000" in en). */
export function formatCount(value: number, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    formats.set(language, format);
  }
  return format.format(value);
}
