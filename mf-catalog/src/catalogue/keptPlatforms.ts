import type { MarketplacePlatform } from '@fair/shared';
import { fetchPlatforms, type Fetcher } from './worksApi';

/**
 * How long a render for a request reuses the platforms an earlier render of the same server read
 * from the API. The shell keeps a rendered page for about as long (its fragment cache, then
 * stale while it renders anew), so the fees it shows are no older for it; a burst of new queries
 * then asks the API once each (the works), not twice.
 */
export const PLATFORMS_KEPT_MS = 10_000;

const kept = new WeakMap<Fetcher, { until: number; platforms: Promise<MarketplacePlatform[]> }>();

/**
 * The platforms with their fees through `fetcher` (a server's own fetch of the API): those read
 * less than `PLATFORMS_KEPT_MS` ago, or asked for now. A request that fails is not kept.
 */
export function keptPlatforms(
  fetcher: Fetcher,
  now: number = Date.now(),
): Promise<MarketplacePlatform[]> {
  const entry = kept.get(fetcher);
  return entry && now < entry.until ? entry.platforms : renewedPlatforms(fetcher, now);
}

/**
 * The platforms asked for now, and kept for the next renders: when a work names one the kept
 * ones lack (it was added since).
 */
export function renewedPlatforms(
  fetcher: Fetcher,
  now: number = Date.now(),
): Promise<MarketplacePlatform[]> {
  const platforms = fetchPlatforms({ fetcher });
  kept.set(fetcher, { until: now + PLATFORMS_KEPT_MS, platforms });
  platforms.catch(() => {
    if (kept.get(fetcher)?.platforms === platforms) kept.delete(fetcher);
  });
  return platforms;
}
