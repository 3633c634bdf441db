import { expiryFor } from '../pricing/durations';
import type { License } from './license';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The samples' ids start so: they are demonstration records the browser keeps, never bought. */
export const SAMPLE_ID_PREFIX = 'LIC-SAMPLE-';

/** A sample (product rules §3): no key, no code, not on the server, not verifiable. */
export function isSampleLicense(license: Pick<License, 'id'>): boolean {
  return license.id.startsWith(SAMPLE_ID_PREFIX);
}

/**
 * The seed's two sample licenses, dated relative to the first visit: a book with no expiry on two
 * platforms (content 15, fees 5 and 3) and a music album bought for 30 days 26 days ago, so it
 * shows as expiring. As in the seed, they record no commission: together they sum to 33.00.
 *
 * The seed's fees of 5 and 3 are the amounts recorded on those licenses, not today's partner fees.
 */
export function sampleLicenses(now: Date): License[] {
  const bookBought = new Date(now.getTime() - 120 * DAY_MS);
  const albumBought = new Date(now.getTime() - 26 * DAY_MS);
  return [
    {
      id: `${SAMPLE_ID_PREFIX}0001`,
      workId: 'sample-book',
      workTitle: 'O Conhecimento Livre',
      author: 'Ana Luísa Conceição',
      type: 'books',
      licensee: 'Maria da Silva',
      purchaseDate: bookBought.toISOString(),
      duration: 'lifetime',
      expiryDate: null,
      listedContentFee: 1500,
      contentFee: 1500,
      distributionFees: [
        { platform: 'ebook', fee: 500 },
        { platform: 'app-store', fee: 300 },
      ],
      commission: 0,
      history: [],
    },
    {
      id: `${SAMPLE_ID_PREFIX}0002`,
      workId: 'sample-album',
      workTitle: 'Canções do Cerrado',
      author: 'João Estêvão',
      type: 'music',
      licensee: 'Maria da Silva',
      purchaseDate: albumBought.toISOString(),
      duration: '30-days',
      expiryDate: expiryFor('30-days', albumBought)?.toISOString() ?? null,
      listedContentFee: 2000,
      contentFee: 800,
      distributionFees: [{ platform: 'music-streaming', fee: 200 }],
      commission: 0,
      history: [],
    },
  ];
}
