import {
  contentFeeFor,
  DISTRIBUTION_FEES,
  DURATION_RULES,
  DURATIONS,
  type Cents,
  type Duration,
  type Quote,
} from '@fair/shared';
import { quoteOf, type LicenseExample } from './example';

/** The listed (lifetime) content fee the durations table applies its shares to: the seed's
 * calculus book, the same work the users page prices. */
export const DURATIONS_EXAMPLE_FEE: Cents = 2000;

export interface DurationRow {
  duration: Duration;
  /** Share of the listed content fee, from DURATION_RULES. */
  contentPercent: number;
  /** The content fee a work listed at DURATIONS_EXAMPLE_FEE costs for this duration. */
  contentFee: Cents;
}

export function durationRows(listedContentFee: Cents = DURATIONS_EXAMPLE_FEE): DurationRow[] {
  return DURATIONS.map((duration) => ({
    duration,
    contentPercent: DURATION_RULES[duration].contentPercent,
    contentFee: contentFeeFor(listedContentFee, duration),
  }));
}

/** The lowest and highest distribution fee among today's partner platforms. */
export function distributionFeeRange(): { lowest: Cents; highest: Cents } {
  const fees = Object.values(DISTRIBUTION_FEES);
  return { lowest: Math.min(...fees), highest: Math.max(...fees) };
}

/** The formula worked through once: a book listed at 20.00, for one year, on the e-book platform. */
export const FORMULA_EXAMPLE: LicenseExample = {
  type: 'books',
  listedContentFee: 2000,
  platforms: ['ebook'],
  duration: '1-year',
};

export function formulaExample(): Quote {
  return quoteOf(FORMULA_EXAMPLE);
}
