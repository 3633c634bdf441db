import type { Language } from '../languages';
import { centsToDecimalString, type Cents } from './cents';

/**
 * Amounts in euros written as text, read as integer cents with no float involved: one reading,
 * whether a person typed the amount in the page's language (`readAmount`) or a data file or a test
 * wrote it with a dot (`parseEuros`).
 */

/** The marks a number is written with: its decimal separator and its digit grouping, if any. */
interface NumberMarks {
  decimal: string;
  /** The grouping mark, as a pattern (any one space where the language groups with one); null: none. */
  group: string | null;
}

/** The machine's way: a dot, no grouping ("1250.5"). */
const DECIMAL_POINT: NumberMarks = { decimal: '.', group: null };

/** A space people type or paste in amounts: plain, no-break or narrow no-break. */
const SPACE = '[\\s\\u00a0\\u202f]';
const isSpace = (mark: string) => new RegExp(`^${SPACE}$`).test(mark);
/** A euro sign and spaces before or after the number: not part of it. */
const AROUND = new RegExp(`^(?:${SPACE}|€)+|(?:${SPACE}|€)+$`, 'g');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The most whole euros an amount may have, in digits: every amount stays a safe integer. */
const MAX_WHOLE_DIGITS = 12;

/** The marks a language writes numbers with. */
function numberMarks(language: Language): NumberMarks {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: isSpace(group) ? SPACE : escape(group),
  };
}

/**
 * The one reading: whole euros (in groups of three when the marks group them), then at most two
 * decimals after the decimal mark. null for anything else (a third decimal, the other separator,
 * a sign, an exponent, other digits than 0–9), never guessed at.
 */
function readDecimal(text: string, { decimal, group }: NumberMarks): Cents | null {
  // Grouped, the first group has no leading zero: "0,500" is no way to write 500.
  const number = group ? `\\d+|[1-9]\\d{0,2}(?:${group}\\d{3})+` : '\\d+';
  const match = new RegExp(`^(${number})(?:${escape(decimal)}(\\d{1,2}))?$`).exec(text);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/\D/g, '');
  if (whole.length > MAX_WHOLE_DIGITS) return null;
  return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export type AmountReading =
  { kind: 'amount'; cents: Cents } | { kind: 'empty' } | { kind: 'unreadable' };

/**
 * An amount in euros as a person types it in the page's language ("12,50" in pt-BR and fi,
 * "12.50" in en, "1.250" or "1 250" with the language's grouping), read as integer cents. A euro
 * sign and spaces around the number are ignored, and inside it only the language's grouping, in
 * threes ("12 50" or "12€50" is no amount: a hundredfold one must never be guessed); anything else that is not the language's way of writing a number
 * (a third decimal, the other language's separator, a sign) is unreadable, never guessed at.
 */
export function readAmount(text: string, language: Language): AmountReading {
  const number = text.replace(AROUND, '');
  if (number === '') return { kind: 'empty' };
  const cents = readDecimal(number, numberMarks(language));
  return cents === null ? { kind: 'unreadable' } : { kind: 'amount', cents };
}

/** An amount as the page's language writes it in a field, without currency or grouping ("12,50"). */
export function amountForField(cents: Cents, language: Language): string {
  return centsToDecimalString(cents).replace('.', numberMarks(language).decimal);
}

/**
 * Reads a decimal amount written with a dot ("12", "12.5", "-0.05"), as `centsToDecimalString`
 * writes it, as cents. Used for data files and tests; throws on anything else (more than two
 * decimals, commas, grouping, exponents, more than twelve digits of euros).
 */
export function parseEuros(text: string): Cents {
  const written = text.trim();
  const negative = written.startsWith('-');
  const cents = readDecimal(negative ? written.slice(1) : written, DECIMAL_POINT);
  if (cents === null) throw new SyntaxError(`not an amount in euros: "${text}"`);
  return negative ? -cents : cents;
}
