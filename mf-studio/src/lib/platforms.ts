import { isPlatformId, type PlatformId } from '@fair/shared';
import type { Platform } from '../api/types';

/**
 * A platform's name in the page's language: a seeded platform by its translated id, any other as
 * its distributor wrote it (like a brand, never translated).
 */
export function platformName(
  platform: Pick<Platform, 'id' | 'name' | 'seeded'>,
  translated: (id: PlatformId) => string,
): string {
  return platform.seeded && isPlatformId(platform.id) ? translated(platform.id) : platform.name;
}
