import type { Language } from '@fair/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days from `now` until `date`, rounded away from zero, so a license ending in 3½ days
 * shows "in 4 days" and one that ended half a day ago "1 day ago".
 */
export function daysFromNow(date: string, now: Date): number {
  const difference = (Date.parse(date) - now.getTime()) / DAY_MS;
  const days = difference >= 0 ? Math.ceil(difference) : Math.floor(difference);
  return Object.is(days, -0) ? 0 : days;
}

/** "in 4 days", "tomorrow", "3 days ago"… in the language, from the platform (Intl). */
export function relativeDays(date: string, now: Date, language: Language): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(
    daysFromNow(date, now),
    'day',
  );
}
