import type { Cents } from '../money/cents';
import { platformFee, type PlatformId } from './platforms';
import { quoteLicense, type Quote } from './quote';
import type { Duration } from './durations';

/**
 * The site's worked example of a price (the seed's sample split, "12 + 2 + 7 %"): a work listed
 * at 12.00, bought as a lifetime licence on one platform whose distribution fee is 2.00. Texts
 * that walk through a price quote its amounts as `{{workedExample.total, money}}` and so on
 * (`i18n/textVariables.ts`), computed here by `quoteLicense`, so they follow the rules.
 */
export const WORKED_EXAMPLE: {
  readonly listedContentFee: Cents;
  readonly platform: PlatformId;
  readonly duration: Duration;
} = {
  listedContentFee: 1200,
  platform: 'video-streaming',
  duration: 'lifetime',
};

/** The worked example's price, exactly as a purchase of it is quoted. */
export function workedExampleQuote(): Quote {
  const { listedContentFee, platform, duration } = WORKED_EXAMPLE;
  return quoteLicense(listedContentFee, [platformFee(platform)], duration);
}
