import type { Language } from '../languages';

/**
 * The calendar date of an instant, where the visitor is, in the language's own medium format: "22
 * de nov. de 2026" in pt-BR, "Nov 22, 2026" in en, "22.11.2026" in fi (never the ambiguous 11/22).
 */
export function formatDate(date: Date | string, language: Language): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(value);
}
