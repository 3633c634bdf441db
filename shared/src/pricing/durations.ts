import { percentHalfUp, type Cents } from '../money/cents';

/** The four license durations, from the shortest to the longest (product rules §2). */
export const DURATIONS = ['30-days', '1-year', 'rental', 'lifetime'] as const;
export type Duration = (typeof DURATIONS)[number];

export interface DurationRule {
  /** Share of the work's listed (lifetime) content fee charged for this duration. */
  contentPercent: number;
  /** When the license ends, counted from the purchase date; null when it does not end. */
  term: { days: number } | { years: number } | null;
}

/**
 * The one table of durations. Indefinite rental has no end date: it stays valid while the chosen
 * platforms distribute the work.
 */
export const DURATION_RULES: Record<Duration, DurationRule> = {
  '30-days': { contentPercent: 40, term: { days: 30 } },
  '1-year': { contentPercent: 70, term: { years: 1 } },
  rental: { contentPercent: 80, term: null },
  lifetime: { contentPercent: 100, term: null },
};

export function isDuration(value: unknown): value is Duration {
  return typeof value === 'string' && (DURATIONS as readonly string[]).includes(value);
}

/** The content fee for a duration: its share of the listed fee, half up to the cent. */
export function contentFeeFor(listedContentFee: Cents, duration: Duration): Cents {
  return percentHalfUp(listedContentFee, DURATION_RULES[duration].contentPercent);
}

/**
 * The expiry of a license bought on `purchaseDate`, or null when the duration does not end.
 * Days are counted in UTC; a year is the same calendar date a year later (29 February rolls over
 * to 1 March).
 */
export function expiryFor(duration: Duration, purchaseDate: Date): Date | null {
  const term = DURATION_RULES[duration].term;
  if (!term) return null;
  const expiry = new Date(purchaseDate.getTime());
  if ('days' in term) expiry.setUTCDate(expiry.getUTCDate() + term.days);
  else expiry.setUTCFullYear(expiry.getUTCFullYear() + term.years);
  return expiry;
}

/** Whether `candidate` is a longer duration than `current` (a step up the table). */
export function isLonger(candidate: Duration, current: Duration): boolean {
  return DURATIONS.indexOf(candidate) > DURATIONS.indexOf(current);
}
