import {
  DISTRIBUTION_FEES,
  PLATFORMS,
  type ExpansionQuote,
  type PlatformFee,
  type PlatformId,
  type Quote,
} from '@fair/shared';
import { quoteAddedPlatform, quoteOf, type LicenseExample } from './example';

/** The partner platforms as the catalogue prices them: each with its own distribution fee. */
export function partnerPlatforms(): PlatformFee[] {
  return PLATFORMS.map((platform) => ({ platform, fee: DISTRIBUTION_FEES[platform] }));
}

/** The platform whose point of view the transaction example takes. */
export const DISTRIBUTOR_PLATFORM: PlatformId = 'music-streaming';

/**
 * A transaction seen by a music streaming platform: an album listed at 8.00, licensed for
 * lifetime on that platform. (The seed's "10 = 8 + 1.50 + 0.50" becomes 8.00 + 0.50 = 8.50,
 * commission 0.60, total 9.10.)
 */
export const DISTRIBUTOR_SALE_EXAMPLE: LicenseExample = {
  type: 'music',
  listedContentFee: 800,
  platforms: [DISTRIBUTOR_PLATFORM],
  duration: 'lifetime',
};

/** Someone who already holds a license to the same album on a video platform. */
export const DISTRIBUTOR_EXISTING_LICENSE: LicenseExample = {
  ...DISTRIBUTOR_SALE_EXAMPLE,
  platforms: ['video-streaming'],
};

export interface DistributorTransaction {
  platform: PlatformId;
  /** A new license on the platform. */
  sale: Quote;
  /** The platform added later to an existing license: its fee plus commission, no content fee. */
  addedLater: ExpansionQuote;
}

export function distributorTransaction(): DistributorTransaction {
  return {
    platform: DISTRIBUTOR_PLATFORM,
    sale: quoteOf(DISTRIBUTOR_SALE_EXAMPLE),
    addedLater: quoteAddedPlatform(DISTRIBUTOR_EXISTING_LICENSE, DISTRIBUTOR_PLATFORM),
  };
}
