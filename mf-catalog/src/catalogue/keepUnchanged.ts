/**
 * `next`, with every part of it that equals the same part of `previous` (deeply) replaced by
 * `previous`'s own object: an answer that repeats works already shown hands React the objects it
 * already drew, and the cards (memoised) are not drawn again. `previous` itself when nothing
 * changed. For data as JSON has it (plain objects, arrays, strings, numbers, booleans, null).
 */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    // Items with ids (works) are matched by id: typing on moves a work up the list.
    const byId = idsOf(previous);
    const kept = next.map((item, index) =>
      keepUnchanged(byId && hasId(item) ? byId.get(item.id) : previous[index], item),
    );
    const same =
      kept.length === previous.length && kept.every((item, index) => item === previous[index]);
    return (same ? previous : kept) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    const kept: Record<string, unknown> = {};
    let same = keys.length === Object.keys(previous).length;
    for (const key of keys) {
      kept[key] = keepUnchanged(previous[key], next[key]);
      if (!Object.hasOwn(previous, key) || kept[key] !== previous[key]) same = false;
    }
    return (same ? previous : kept) as T;
  }
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function hasId(value: unknown): value is { id: string } {
  return isPlainObject(value) && typeof value.id === 'string';
}

/** The items by id, when every item has one. */
function idsOf(items: readonly unknown[]): Map<string, unknown> | null {
  const byId = new Map<string, unknown>();
  for (const item of items) {
    if (!hasId(item)) return null;
    byId.set(item.id, item);
  }
  return byId;
}
