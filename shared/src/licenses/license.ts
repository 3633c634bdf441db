import type { ContentType } from '../catalogue/work';
import { sumCents, type Cents } from '../money/cents';
import type { Duration } from '../pricing/durations';
import type { PlatformFee, PlatformId } from '../pricing/platforms';

/** One expansion of a license, kept in its history with what it cost. */
export interface LicenseExpansion {
  date: string;
  addedPlatforms: PlatformFee[];
  /** Set when the duration changed. */
  fromDuration: Duration;
  toDuration: Duration;
  previousExpiry: string | null;
  newExpiry: string | null;
  contentFeeDifference: Cents;
  commission: Cents;
  total: Cents;
}

/**
 * A license as the visitor's browser keeps it. Amounts are what has been paid so far: each
 * expansion adds its part to them and a line to `history`.
 */
export interface License {
  id: string;
  workId: string;
  workTitle: string;
  author: string;
  type: ContentType;
  licensee: string;
  purchaseDate: string;
  duration: Duration;
  /** null: the license does not end. */
  expiryDate: string | null;
  /** The work's listed (lifetime) content fee when bought: expansions are priced from it. */
  listedContentFee: Cents;
  /** Content fees paid to the author, in all. */
  contentFee: Cents;
  /** One line per platform the license covers, with the distribution fee paid for it. */
  distributionFees: PlatformFee[];
  /** Commission paid, in all (the seed's samples record none). */
  commission: Cents;
  history: LicenseExpansion[];
  /**
   * A status stored with the record. Only a value other than the three known ones is shown as
   * such (grey, raw text); otherwise the status comes from the dates.
   */
  storedStatus?: string;
}

export function licensePlatforms(license: License): PlatformId[] {
  return license.distributionFees.map((line) => line.platform);
}

/** Everything paid for a license: content fees, distribution fees and commissions. */
export function totalPaid(license: License): Cents {
  return (
    license.contentFee +
    sumCents(license.distributionFees.map((line) => line.fee)) +
    license.commission
  );
}

/** Total invested over all licenses (product rules §2). */
export function totalInvested(licenses: readonly License[]): Cents {
  return sumCents(licenses.map(totalPaid));
}
