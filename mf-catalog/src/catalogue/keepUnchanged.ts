/**
 * `next`, with every part of it that equals the same part of `previous` (deeply) replaced by
 * `previous`'s own object: an answer that repeats works already shown hands React the objects it
 * already drew, and the cards (memoised) are not drawn again. `previous` itself when nothing
 * changed. For data as JSON has it (plain objects, arrays, strings, numbers, booleans, null).
 */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const kept = next.map((item, index) => keepUnchanged(previous[index], item));
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
