/**
 * The answers a page asked for a moment ago, by request address: a visitor who erases what they
 * typed, or goes back to a filter, sees its results again at once instead of asking the API and
 * waiting (as search front ends keep their recent answers, Algolia's client among them).
 *
 * Bounded by design: at most `maxEntries` (the least recently used goes first), each for
 * `maxAgeMs` only, so a work published meanwhile shows up soon, and the page holds the cache only
 * while it is mounted (a visit coming back to it asks afresh).
 *
 * Not `lru-cache`, which the servers use (tooling): its 6 kB gzipped would come with every first
 * visit of `/`, whose JavaScript budget is 110 kB; a Map in insertion order does this much.
 */
export interface RecentAnswers<T> {
  /** The answer kept for `key`, unless it is older than the cache keeps them. */
  get(key: string): T | undefined;
  set(key: string, answer: T): void;
}

export function createRecentAnswers<T>({
  maxEntries,
  maxAgeMs,
  now = () => performance.now(),
}: {
  maxEntries: number;
  maxAgeMs: number;
  now?: () => number;
}): RecentAnswers<T> {
  // A Map iterates in insertion order: the first key is the least recently used one.
  const entries = new Map<string, { answer: T; at: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      const age = now() - entry.at;
      // (A clock that went back counts as too old, not as fresh.)
      if (age < 0 || age >= maxAgeMs) return undefined;
      entries.set(key, entry);
      return entry.answer;
    },
    set(key, answer) {
      entries.delete(key);
      entries.set(key, { answer, at: now() });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
  };
}
