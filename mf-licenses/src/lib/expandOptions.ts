import { availableDurations, PLATFORMS, type Duration } from '@fair/shared';
import type { LicenceFacts } from './facts';

/**
 * The platforms a sample can add: a sample's record does not keep which platforms its (imagined)
 * author authorized, so every partner platform it does not cover yet is offered. A licence on the
 * marketplace offers what its work's author allows today (`GET /api/works/{id}`).
 */
export function addableSamplePlatforms(facts: LicenceFacts): string[] {
  const owned = new Set(facts.distributionFees.map((line) => line.platform));
  return PLATFORMS.filter((platform) => !owned.has(platform));
}

/** The longer durations a licence can move to (counted from its purchase date). */
export function longerDurations(facts: LicenceFacts, now: Date): Duration[] {
  return availableDurations(facts, now);
}

/**
 * Whether a licence may have something left to add: a longer duration, or a platform it does
 * not cover (for a licence on the marketplace, its work's author may allow more than it covers).
 */
export function canExpand(facts: LicenceFacts, now: Date, marketplace: boolean): boolean {
  return (
    longerDurations(facts, now).length > 0 ||
    marketplace ||
    addableSamplePlatforms(facts).length > 0
  );
}
