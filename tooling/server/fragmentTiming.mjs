// @ts-check
// A data page's `Server-Timing` entry: written by the shell's server, read by tools (the e2e
// suite, the live pages' bench) that tell where a page's HTML came from without reading it.

/** @import { FragmentSource } from '@fair/shared/site' */

/** The entry's name. */
export const FRAGMENT_TIMING = 'fragment';

/**
 * The entry for an answer: where its HTML came from (as `FRAGMENT_SOURCE_META` says) and how long
 * the server waited for it.
 * @param {FragmentSource} source @param {number} waited milliseconds
 */
export function fragmentTiming(source, waited) {
  return `${FRAGMENT_TIMING};desc="${source}";dur=${waited.toFixed(1)}`;
}

/**
 * The entry read back from a `Server-Timing` header; undefined when it holds none.
 * @param {string | null | undefined} header
 * @returns {{ source: string, waited: number } | undefined}
 */
export function readFragmentTiming(header) {
  const entry = new RegExp(`(?:^|,\\s*)${FRAGMENT_TIMING};desc="([^"]+)";dur=([\\d.]+)`).exec(
    header ?? '',
  );
  return entry ? { source: String(entry[1]), waited: Number(entry[2]) } : undefined;
}
