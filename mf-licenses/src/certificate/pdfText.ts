/**
 * The PDF's standard fonts (Helvetica, Courier) cover only the WinAnsi character set: Latin-1 and
 * a few more (€ Š š Ž ž Œ œ Ÿ, quotes and dashes). That covers every text of the seven languages,
 * but not every name a licensee may type. Text outside it is drawn with an embedded Unicode font
 * (DejaVu Sans); whatever that font lacks too (emoji, most Asian scripts) is replaced by "?", and
 * the certificate says so.
 */
const WIN_ANSI_EXTRAS = new Set(
  [
    0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
    0x017d, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
    0x0153, 0x017e, 0x0178,
  ].map((code) => String.fromCodePoint(code)),
);

export const REPLACEMENT = '?';

export function isWinAnsiChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
}

export function isWinAnsi(text: string): boolean {
  for (const char of text) if (!isWinAnsiChar(char)) return false;
  return true;
}

/**
 * NFC (so "é" typed as e + accent becomes one character), and the narrow and thin spaces Intl
 * puts in numbers and dates become no-break spaces, which the standard fonts have. Line breaks
 * and tabs become spaces: every text is laid out by the certificate itself.
 */
export function normalizeForPdf(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2000-\u200a\u202f\u205f]/g, '\u00a0')
    .replace(/[\t\n\r\f\v\u2028\u2029]+/g, ' ');
}

export type FontChoice = 'standard' | 'unicode';

export interface FittedText {
  text: string;
  font: FontChoice;
  /** Some characters could not be drawn and were replaced. */
  replaced: boolean;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Decides how a text is drawn. `unicodeCovers` tells whether the embedded font has a glyph for a
 * code point; without it (the font could not be loaded), only WinAnsi text survives intact.
 * Whole graphemes are replaced, so an emoji made of several code points becomes a single "?".
 */
export function fitText(input: string, unicodeCovers?: (codePoint: number) => boolean): FittedText {
  const text = normalizeForPdf(input);
  if (isWinAnsi(text)) return { text, font: 'standard', replaced: false };
  const keep = (grapheme: string) =>
    [...grapheme].every((char) => {
      const code = char.codePointAt(0) ?? 0;
      return unicodeCovers ? unicodeCovers(code) : isWinAnsiChar(char);
    });
  let replaced = false;
  let fitted = '';
  for (const { segment } of graphemes.segment(text)) {
    if (keep(segment)) fitted += segment;
    else {
      fitted += REPLACEMENT;
      replaced = true;
    }
  }
  return { text: fitted, font: isWinAnsi(fitted) ? 'standard' : 'unicode', replaced };
}
