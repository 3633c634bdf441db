import { isPlatformId, type PlatformId } from '../pricing/platforms';
import type { MarketplacePlatform } from './types';

/** What naming a platform needs to know of it (`GET /api/platforms`). */
export type NamedPlatform = Pick<MarketplacePlatform, 'id' | 'name' | 'seeded'>;

/**
 * How every page names platforms: one of the seed's (seeded, or not yet known to the page) in
 * the page's language (`seedName`: the common vocabulary names them by id), any other as its
 * distributor wrote it (like a brand, never translated), and by its id while the page does not
 * know it.
 */
export function platformNamer(
  platforms: Iterable<NamedPlatform>,
  seedName: (id: PlatformId) => string,
): (id: string) => string {
  const byId = new Map<string, NamedPlatform>();
  for (const platform of platforms) byId.set(platform.id, platform);
  // A seed platform's name is translated once per namer, not at every call: a page of cards names
  // its platforms again for each answer while the visitor types. (Only the seed's few ids are
  // kept: the set cannot grow with what a page is asked about.)
  const seedNames = new Map<PlatformId, string>();
  return (id) => {
    const platform = byId.get(id);
    if ((platform?.seeded ?? true) && isPlatformId(id)) {
      let translated = seedNames.get(id);
      if (translated === undefined) {
        translated = seedName(id);
        seedNames.set(id, translated);
      }
      return translated;
    }
    return platform?.name ?? id;
  };
}
