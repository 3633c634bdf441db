import type { ShellLocation } from './shellHistory';

/**
 * The entries whose place is kept (their scroll, the link last focused), the most recently used:
 * a long visit (every query the catalogue writes into the address is an address of its own) keeps
 * no more.
 */
export const KEPT_PLACES = 100;

/** One history entry: its key, and its address (entries the browser made share a key). */
export const entryOf = (location: ShellLocation) =>
  `${location.key} ${location.pathname}${location.search}${location.hash}`;

/** Keeps `value` as `entry`'s, the most recent, forgetting the least recent past `KEPT_PLACES`. */
export function keepRecent<T>(places: Map<string, T>, entry: string, value: T): void {
  // Deleted first, so that the map's order is the order of use.
  places.delete(entry);
  places.set(entry, value);
  if (places.size > KEPT_PLACES) places.delete(places.keys().next().value as string);
}
