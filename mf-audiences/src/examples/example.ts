import {
  createLicense,
  platformFee,
  quoteExpansion,
  quoteLicense,
  sumCents,
  type Cents,
  type ContentType,
  type Duration,
  type ExpansionQuote,
  type License,
  type PlatformId,
  type Quote,
  type Work,
} from '@fair/shared';
import { EXAMPLE_DATE } from './constants';

/**
 * A worked example as data: a work's listed (lifetime) content fee, the platforms the license is
 * bought on and its duration. Every amount the pages show is computed from these by the same
 * functions the catalogue uses to price a purchase, so a page can never disagree with a price.
 */
export interface LicenseExample {
  type: ContentType;
  /** The content fee the author lists, for a lifetime license, in euro cents. */
  listedContentFee: Cents;
  platforms: readonly PlatformId[];
  duration: Duration;
}

/** The price of a new license for the example, exactly as the purchase dialog quotes it. */
export function quoteOf(example: LicenseExample): Quote {
  return quoteLicense(
    example.listedContentFee,
    example.platforms.map(platformFee),
    example.duration,
  );
}

/**
 * The license a purchase of the example creates, through the catalogue's own `createLicense`.
 * `authorized` lists further platforms the author allows, so the license can be expanded to them.
 */
export function licenseOf(
  example: LicenseExample,
  authorized: readonly PlatformId[] = [],
): License {
  const work: Work = {
    id: `example-${example.type}`,
    title: 'Worked example',
    author: 'Worked example',
    type: example.type,
    language: 'en',
    contentFee: example.listedContentFee,
    platforms: [...new Set([...example.platforms, ...authorized])],
    description: '',
    addedOn: EXAMPLE_DATE.toISOString(),
  };
  return createLicense(
    { work, platforms: example.platforms, duration: example.duration, licensee: 'Worked example' },
    EXAMPLE_DATE,
  );
}

/** What adding a platform to the example's license costs: its fee plus the commission on it. */
export function quoteAddedPlatform(example: LicenseExample, platform: PlatformId): ExpansionQuote {
  return quoteExpansion(
    licenseOf(example, [platform]),
    { addPlatforms: [platformFee(platform)] },
    EXAMPLE_DATE,
  );
}

/** What moving the example's license to a longer duration costs: the difference plus commission. */
export function quoteLongerDuration(example: LicenseExample, duration: Duration): ExpansionQuote {
  return quoteExpansion(licenseOf(example), { duration }, EXAMPLE_DATE);
}

/** The sum of the distribution fees on a quote (one line per platform). */
export function distributionTotal(quote: Quote): Cents {
  return sumCents(quote.distribution.map((line) => line.fee));
}
