import type { Language } from '../languages';

/** A calendar date in the language's own format (e.g. 22/11/2026 in pt-BR, 11/22/2026 in en). */
export function formatDate(date: Date | string, language: Language): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(value);
}
