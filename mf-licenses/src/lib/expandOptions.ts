import {
  availableDurations,
  PLATFORMS,
  licensePlatforms,
  type License,
  type PlatformId,
} from '@fair/shared';

/**
 * The platforms a license can add. The license record does not keep which platforms the work's
 * author authorized, so every partner platform the license does not cover yet is offered.
 */
export function addablePlatforms(license: License): PlatformId[] {
  const owned = new Set(licensePlatforms(license));
  return PLATFORMS.filter((platform) => !owned.has(platform));
}

/** Whether there is anything left to expand: a platform to add or a longer duration. */
export function canExpand(license: License, now: Date): boolean {
  return addablePlatforms(license).length > 0 || availableDurations(license, now).length > 0;
}
