import type { Cents } from '../money/cents';

/**
 * The partner platforms and the distribution fee each sets per license (the seed's partners). A
 * work's author chooses which of them may distribute it; the catalogue names them by id.
 */
export const PLATFORMS = ['music-streaming', 'ebook', 'video-streaming', 'app-store'] as const;
export type PlatformId = (typeof PLATFORMS)[number];

export const DISTRIBUTION_FEES: Record<PlatformId, Cents> = {
  'music-streaming': 50,
  ebook: 100,
  'video-streaming': 200,
  'app-store': 150,
};

export function isPlatformId(value: unknown): value is PlatformId {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}

/**
 * One platform on a quote or a license, with the fee charged for it. Generic in the platform's
 * id: the browser's records name the seed platforms, the server names any platform it holds.
 */
export interface PlatformFee<P extends string = PlatformId> {
  platform: P;
  fee: Cents;
}

export function platformFee(platform: PlatformId): PlatformFee {
  return { platform, fee: DISTRIBUTION_FEES[platform] };
}
