import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMarketplaceClient, type MarketplaceClient } from '../marketplace/client';
import { isPlatformId } from '../pricing/platforms';

let names: Promise<Map<string, string>> | null = null;

/** The marketplace's platforms by id, asked for once per page (and again after a failure). */
function platformNames(client: MarketplaceClient): Promise<Map<string, string>> {
  names ??= client.platforms().then(
    (platforms) => new Map(platforms.map((platform) => [platform.id, platform.name])),
    (error: unknown) => {
      names = null;
      throw error;
    },
  );
  return names;
}

/**
 * A platform's name as the page shows it: the seed's four in the page's language (the common
 * vocabulary), any other as its distributor wrote it (`/api/platforms`, asked for only when one
 * of `ids` is not a seed platform), and its id until then.
 */
export function usePlatformNames(
  ids: readonly string[],
  client?: MarketplaceClient,
): (id: string) => string {
  const { t } = useTranslation('common');
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const unknown = ids.filter((id) => !isPlatformId(id) && !known.has(id)).join(',');
  useEffect(() => {
    if (unknown === '') return;
    let live = true;
    platformNames(client ?? getMarketplaceClient()).then(
      (found) => live && setKnown(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [unknown, client]);
  return (id) => (isPlatformId(id) ? t(`platforms.${id}`) : (known.get(id) ?? id));
}
