import { centsToDecimalString, type Cents, type Language } from '@fair/shared';

/** The marks a language writes numbers with: its decimal separator and its digit grouping. */
function numberMarks(language: Language): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Spaces people type or paste in amounts: plain, no-break and narrow no-break. */
const SPACES = /[\s\u00a0\u202f]/g;
const isSpace = (mark: string) => /^[\s\u00a0\u202f]$/.test(mark);

export type AmountReading =
  { kind: 'amount'; cents: Cents } | { kind: 'empty' } | { kind: 'unreadable' };

/**
 * An amount in euros as a person types it in the page's language ("12,50" in pt-BR and fi,
 * "12.50" in en, "1.250" or "1 250" with the language's grouping), read as integer cents with no
 * float involved. A euro sign and spaces are ignored; anything else that is not the language's way
 * of writing a number (a third decimal, the other language's separator) is unreadable, never
 * guessed at.
 */
export function readAmount(text: string, language: Language): AmountReading {
  const compact = text.replace(SPACES, '').replace(/€/g, '');
  if (compact === '') return { kind: 'empty' };
  const { decimal, group } = numberMarks(language);
  const d = escape(decimal);
  // A group mark that is a space went with the spaces; any other one must group by three.
  const g = isSpace(group) ? undefined : escape(group);
  const number = g ? `\\d+|\\d{1,3}(?:${g}\\d{3})+` : '\\d+';
  const match = new RegExp(`^(${number})(?:${d}(\\d{1,2}))?$`).exec(compact);
  if (!match) return { kind: 'unreadable' };
  const whole = g ? (match[1] ?? '').replace(new RegExp(g, 'g'), '') : (match[1] ?? '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (whole.length > 12) return { kind: 'unreadable' };
  return { kind: 'amount', cents: Number(whole) * 100 + Number(fraction) };
}

/** An amount as the page's language writes it in a field, without currency or grouping ("12,50"). */
export function amountForField(cents: Cents, language: Language): string {
  return centsToDecimalString(cents).replace('.', numberMarks(language).decimal);
}
