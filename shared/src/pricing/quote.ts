import { assertCents, percentHalfUp, sumCents, type Cents } from '../money/cents';
import { contentFeeFor, type Duration } from './durations';
import type { PlatformFee, PlatformId } from './platforms';

/** The platform commission: 7 % of the subtotal (content fee plus distribution fees). */
export const COMMISSION_PERCENT = 7;

export function commissionOn(subtotal: Cents): Cents {
  return percentHalfUp(subtotal, COMMISSION_PERCENT);
}

/** A price split openly. `contentFee + Σ distribution + commission === total`, always. */
export interface Quote<P extends string = PlatformId> {
  duration: Duration;
  contentFee: Cents;
  distribution: PlatformFee<P>[];
  subtotal: Cents;
  commission: Cents;
  total: Cents;
}

/** Completes a split from its parts: the subtotal, the commission on it and the total. */
export function splitFrom<P extends string = PlatformId>(
  duration: Duration,
  contentFee: Cents,
  distribution: readonly PlatformFee<P>[],
): Quote<P> {
  assertCents(contentFee, 'content fee');
  const subtotal = contentFee + sumCents(distribution.map((line) => line.fee));
  const commission = commissionOn(subtotal);
  return {
    duration,
    contentFee,
    distribution: [...distribution],
    subtotal,
    commission,
    total: subtotal + commission,
  };
}

/**
 * The price of a new license: the content fee for the duration (a share of the work's listed,
 * lifetime content fee), one line per chosen platform, the 7 % commission and the total.
 */
export function quoteLicense<P extends string = PlatformId>(
  listedContentFee: Cents,
  platforms: readonly PlatformFee<P>[],
  duration: Duration,
): Quote<P> {
  return splitFrom(duration, contentFeeFor(listedContentFee, duration), platforms);
}
