/**
 * The options of `Intl.NumberFormat` (ECMA-402): the only ones of what i18next hands a format
 * that say how a number is written. The rest are the text's values and i18next's own options.
 */
const NUMBER_FORMAT_OPTIONS = [
  'localeMatcher',
  'numberingSystem',
  'style',
  'currency',
  'currencyDisplay',
  'currencySign',
  'unit',
  'unitDisplay',
  'notation',
  'compactDisplay',
  'signDisplay',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
  'roundingPriority',
  'roundingIncrement',
  'roundingMode',
  'trailingZeroDisplay',
] as const;

/**
 * How many number formats are kept: the texts' formats (a handful) in seven languages fit many
 * times over; past it the oldest goes, so no text's values can make the set grow.
 */
export const NUMBER_FORMATS_KEPT = 128;

/** A format function as i18next's formatter calls it: the value, the language, its options. */
export type TextFormat = (
  value: unknown,
  language: string | undefined,
  options?: Record<string, unknown>,
) => string;

/**
 * i18next's `number` format (`{{count, number}}`, `{{share, number(style: percent)}}`), writing
 * what i18next's own writes, with one `Intl.NumberFormat` per language and options. i18next's
 * cache (`cacheInBuiltFormats`) keys each formatter by all the options of the call, the text's
 * values included: it made a new `Intl.NumberFormat` for every count a text showed, and kept
 * them all (i18next/i18next#2227 fixed this only for values given `formatParams`). A catalogue
 * searched as the visitor types shows new counts at every key.
 */
export function createNumberFormat(kept = NUMBER_FORMATS_KEPT): TextFormat {
  const formats = new Map<string, Intl.NumberFormat>();
  return (value, language, options = {}) => {
    const chosen: Record<string, unknown> = {};
    for (const name of NUMBER_FORMAT_OPTIONS) {
      if (options[name] !== undefined) chosen[name] = options[name];
    }
    // As i18next's own: a language code written with "_" is read with "-".
    const locale = language?.replace('_', '-');
    const key = `${locale ?? ''}\u0000${JSON.stringify(chosen)}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, chosen as Intl.NumberFormatOptions);
      if (formats.size >= kept) formats.delete(formats.keys().next().value as string);
      formats.set(key, format);
    }
    return format.format(value as number);
  };
}
