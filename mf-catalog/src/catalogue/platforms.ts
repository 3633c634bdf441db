import {
  DISTRIBUTION_FEES,
  PLATFORMS,
  quoteLicense,
  type MarketplacePlatform,
  type MarketplaceWork,
  type Quote,
} from '@fair/shared';

/** The platforms the page knows, by id, with the fee each sets. */
export type PlatformTable = ReadonlyMap<string, MarketplacePlatform>;

export const platformTable = (platforms: readonly MarketplacePlatform[]): PlatformTable =>
  new Map(platforms.map((platform) => [platform.id, platform]));

/**
 * The seed's partner platforms as the API's seed stores them (ids and fees from shared's pricing,
 * named by id): what a page rendered at build time from the sample catalogue shows.
 */
export const SEED_PLATFORMS: readonly MarketplacePlatform[] = PLATFORMS.map((id) => ({
  id,
  name: id,
  fee: DISTRIBUTION_FEES[id],
  seeded: true,
}));

/** Whether the table knows every platform a card of these works shows (each one's default). */
export const knowsPlatformsOf = (
  table: PlatformTable,
  works: readonly MarketplaceWork[],
): boolean =>
  works.every((work) => work.platforms[0] === undefined || table.has(work.platforms[0]));

/**
 * What a card shows (product rules §2): the listed content fee, the distribution fee its default
 * platform sets now, the commission and the total, i.e. a lifetime licence on that platform,
 * priced by shared's rules. null when the platform is unknown to the page.
 */
export function cardQuote(work: MarketplaceWork, table: PlatformTable): Quote<string> | null {
  const [id] = work.platforms;
  const platform = id === undefined ? undefined : table.get(id);
  if (!platform) return null;
  return quoteLicense(work.contentFee, [{ platform: platform.id, fee: platform.fee }], 'lifetime');
}
