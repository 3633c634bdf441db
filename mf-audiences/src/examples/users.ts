import type { Cents, Duration, ExpansionQuote, PlatformId, Quote } from '@fair/shared';
import { sumCents } from '@fair/shared';
import { quoteAddedPlatform, quoteLongerDuration, quoteOf, type LicenseExample } from './example';

/** The three pricing examples of the users page, in the order they are shown. */
export const USER_EXAMPLE_IDS = ['calculusBook', 'albumTwoPlatforms', 'filmAddPlatform'] as const;
export type UserExampleId = (typeof USER_EXAMPLE_IDS)[number];

/** The seed's calculus book: listed at 20.00, read on the e-book platform. */
export const CALCULUS_BOOK: Omit<LicenseExample, 'duration'> = {
  type: 'books',
  listedContentFee: 2000,
  platforms: ['ebook'],
};
export const SHORT_DURATION: Duration = '30-days';
export const LONG_DURATION: Duration = 'lifetime';

export interface DurationComparison {
  short: Quote;
  long: Quote;
  /** Moving the short license to the long duration later: the content-fee difference + 7 %. */
  upgrade: ExpansionQuote;
  /** What the short license plus the upgrade cost together. */
  shortThenUpgrade: Cents;
}

/** 30 days against lifetime for the calculus book, and the upgrade from one to the other. */
export function calculusBookExample(): DurationComparison {
  const short = quoteOf({ ...CALCULUS_BOOK, duration: SHORT_DURATION });
  const long = quoteOf({ ...CALCULUS_BOOK, duration: LONG_DURATION });
  const upgrade = quoteLongerDuration(
    { ...CALCULUS_BOOK, duration: SHORT_DURATION },
    LONG_DURATION,
  );
  return { short, long, upgrade, shortThenUpgrade: short.total + upgrade.total };
}

/** An album listed at 5.00 (the seed's "album 5"), on music streaming and video streaming. */
export const ALBUM_TWO_PLATFORMS: LicenseExample = {
  type: 'music',
  listedContentFee: 500,
  platforms: ['music-streaming', 'video-streaming'],
  duration: 'lifetime',
};

export interface TwoPlatformsExample {
  together: Quote;
  /** One license per platform, each charging the content fee again: what the model avoids. */
  separately: Quote[];
  separateTotal: Cents;
}

export function albumTwoPlatformsExample(): TwoPlatformsExample {
  const together = quoteOf(ALBUM_TWO_PLATFORMS);
  const separately = ALBUM_TWO_PLATFORMS.platforms.map((platform) =>
    quoteOf({ ...ALBUM_TWO_PLATFORMS, platforms: [platform] }),
  );
  return {
    together,
    separately,
    separateTotal: sumCents(separately.map((quote) => quote.total)),
  };
}

/** A film listed at 12.00 (the seed's "movie 12"), owned for lifetime on video streaming. */
export const FILM_OWNED: LicenseExample = {
  type: 'videos',
  listedContentFee: 1200,
  platforms: ['video-streaming'],
  duration: 'lifetime',
};
export const FILM_ADDED_PLATFORM: PlatformId = 'app-store';

export interface AddPlatformExample {
  original: Quote;
  added: ExpansionQuote;
  platform: PlatformId;
}

export function filmAddPlatformExample(): AddPlatformExample {
  return {
    original: quoteOf(FILM_OWNED),
    added: quoteAddedPlatform(FILM_OWNED, FILM_ADDED_PLATFORM),
    platform: FILM_ADDED_PLATFORM,
  };
}
