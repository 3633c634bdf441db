import type { License, LicenseExpansion } from '../licenses/license';
import type { Cents } from '../money/cents';
import { DURATIONS, contentFeeFor, expiryFor, isLonger, type Duration } from './durations';
import type { PlatformFee, PlatformId } from './platforms';
import { splitFrom, type Quote } from './quote';

/** What the holder asks for: platforms to add, a longer duration, or both. */
export interface ExpansionRequest<P extends string = PlatformId> {
  addPlatforms?: readonly PlatformFee<P>[];
  duration?: Duration;
}

/**
 * What pricing an expansion reads of a licence: the browser's `License` record, or the state the
 * server derives from a licence's ledger.
 */
export interface ExpandableLicense<P extends string = PlatformId> {
  purchaseDate: string;
  duration: Duration;
  expiryDate: string | null;
  listedContentFee: Cents;
  distributionFees: readonly PlatformFee<P>[];
}

export interface ExpansionQuote<P extends string = PlatformId> extends Quote<P> {
  /** The duration after the expansion (the current one when it does not change). */
  newDuration: Duration;
  newExpiry: string | null;
}

export class ExpansionError extends Error {}

/**
 * The longer durations a license can move to: only those that end in the future, counted from the
 * original purchase date (a 30-day license bought 13 months ago cannot become a 1-year one).
 */
export function availableDurations(
  license: Pick<ExpandableLicense<string>, 'purchaseDate' | 'duration'>,
  now: Date,
): Duration[] {
  const purchased = new Date(license.purchaseDate);
  return DURATIONS.filter((duration) => {
    if (!isLonger(duration, license.duration)) return false;
    const expiry = expiryFor(duration, purchased);
    return expiry === null || expiry.getTime() > now.getTime();
  });
}

/** "Upgrade to Lifetime" is offered only to licenses with an expiry date (seed rule). */
export function canUpgradeToLifetime(
  license: Pick<ExpandableLicense<string>, 'expiryDate' | 'duration'>,
): boolean {
  return license.expiryDate !== null && isLonger('lifetime', license.duration);
}

/**
 * The price of an expansion: each added platform's fee, the difference between the content fees
 * of the two durations (never the content fee again), and 7 % on that. Never negative.
 */
export function quoteExpansion<P extends string = PlatformId>(
  license: ExpandableLicense<P>,
  request: ExpansionRequest<P>,
  now: Date,
): ExpansionQuote<P> {
  const owned = new Set<string>(license.distributionFees.map((line) => line.platform));
  const added = request.addPlatforms ?? [];
  for (const line of added) {
    if (owned.has(line.platform)) {
      throw new ExpansionError(`the license already covers ${line.platform}`);
    }
  }
  if (new Set(added.map((line) => line.platform)).size !== added.length) {
    throw new ExpansionError('a platform is listed twice');
  }

  let newDuration = license.duration;
  let contentFeeDifference: Cents = 0;
  let newExpiry = license.expiryDate;
  if (request.duration !== undefined && request.duration !== license.duration) {
    if (!availableDurations(license, now).includes(request.duration)) {
      throw new ExpansionError(`cannot move from ${license.duration} to ${request.duration}`);
    }
    newDuration = request.duration;
    // What the new duration costs minus what was paid for the current one; both are shares of
    // the listed fee, and the longer share is the larger, so this is never negative.
    contentFeeDifference = Math.max(
      0,
      contentFeeFor(license.listedContentFee, newDuration) -
        contentFeeFor(license.listedContentFee, license.duration),
    );
    newExpiry = expiryFor(newDuration, new Date(license.purchaseDate))?.toISOString() ?? null;
  }
  return { ...splitFrom(newDuration, contentFeeDifference, added), newDuration, newExpiry };
}

/** The license after an expansion: amounts grow by what was paid, and the history keeps it. */
export function applyExpansion(
  license: License,
  request: ExpansionRequest,
  now: Date,
): { license: License; expansion: LicenseExpansion } {
  const quote = quoteExpansion(license, request, now);
  if (quote.distribution.length === 0 && quote.newDuration === license.duration) {
    throw new ExpansionError('nothing to expand');
  }
  const expansion: LicenseExpansion = {
    date: now.toISOString(),
    addedPlatforms: quote.distribution,
    fromDuration: license.duration,
    toDuration: quote.newDuration,
    previousExpiry: license.expiryDate,
    newExpiry: quote.newExpiry,
    contentFeeDifference: quote.contentFee,
    commission: quote.commission,
    total: quote.total,
  };
  return {
    expansion,
    license: {
      ...license,
      duration: quote.newDuration,
      expiryDate: quote.newExpiry,
      contentFee: license.contentFee + quote.contentFee,
      distributionFees: [...license.distributionFees, ...quote.distribution],
      commission: license.commission + quote.commission,
      history: [...license.history, expansion],
    },
  };
}
