import type { Quote } from '@fair/shared';
import { quoteOf, type LicenseExample } from './example';

/**
 * The authors page's revenue split: a documentary listed at 12.00, licensed for lifetime on a
 * video streaming platform (whose fee is 2.00). The seed's rounded "15 = 12 + 2 + 1" becomes what
 * the rules give: 12.00 + 2.00 = 14.00, commission 7 % of that = 0.98, total 14.98.
 */
export const AUTHOR_SPLIT_EXAMPLE: LicenseExample = {
  type: 'videos',
  listedContentFee: 1200,
  platforms: ['video-streaming'],
  duration: 'lifetime',
};

export function authorSplit(): Quote {
  return quoteOf(AUTHOR_SPLIT_EXAMPLE);
}
