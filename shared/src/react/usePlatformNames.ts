import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMarketplaceClient, type MarketplaceClient } from '../marketplace/client';
import { platformNamer, type NamedPlatform } from '../marketplace/platformNames';
import type { MarketplacePlatform } from '../marketplace/types';
import { isPlatformId } from '../pricing/platforms';

/**
 * A platform's name as the page shows it (`platformNamer`: the seed's in the page's language, from
 * the common vocabulary, any other as its distributor wrote it), among the platforms the page
 * knows: a list, or a table by id.
 */
export function usePlatformNamer(
  platforms: readonly NamedPlatform[] | ReadonlyMap<string, NamedPlatform> | null | undefined,
): (id: string) => string {
  const { t } = useTranslation('common');
  return useMemo(
    () =>
      platformNamer(isTable(platforms) ? platforms.values() : (platforms ?? []), (id) =>
        t(`platforms.${id}`),
      ),
    [platforms, t],
  );
}

const isTable = (platforms: unknown): platforms is ReadonlyMap<string, NamedPlatform> =>
  platforms instanceof Map;

let known: Promise<MarketplacePlatform[]> | null = null;

/** The marketplace's platforms, asked for once per page (and again after a failure). */
function marketplacePlatforms(client: MarketplaceClient): Promise<MarketplacePlatform[]> {
  known ??= client.platforms().catch((error: unknown) => {
    known = null;
    throw error;
  });
  return known;
}

/**
 * A platform's name as the page shows it, for a page that has not asked for the platforms: the
 * seed's four named at once, any other once `/api/platforms` has answered (asked for only when one
 * of `ids` is not a seed platform), and its id until then.
 */
export function usePlatformNames(
  ids: readonly string[],
  client?: MarketplaceClient,
): (id: string) => string {
  const [platforms, setPlatforms] = useState<readonly MarketplacePlatform[]>([]);
  const unknown = ids
    .filter((id) => !isPlatformId(id) && !platforms.some((platform) => platform.id === id))
    .join(',');
  useEffect(() => {
    if (unknown === '') return;
    let live = true;
    marketplacePlatforms(client ?? getMarketplaceClient()).then(
      (found) => live && setPlatforms(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [unknown, client]);
  return usePlatformNamer(platforms);
}
