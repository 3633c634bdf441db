import {
  isAbort,
  isTemporaryFailure,
  problemSlugOf,
  type LicenseKeyStore,
  type MarketplaceClient,
} from '@fair/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where each kept licence stands against the marketplace on this visit:
 * `checking` (asked, no answer yet), `fresh` (the server's copy of this visit is shown),
 * `unreachable` (no answer: the last copy is shown, marked), `unknown` (the marketplace has no
 * licence with this key), `failed` (any other refusal: the last copy is shown).
 */
export type CopyStatus = 'checking' | 'fresh' | 'unreachable' | 'unknown' | 'failed';

/** How many licences are read from the server at once. */
const AT_ONCE = 4;

/**
 * Reads every kept licence from the marketplace (`GET /api/licences/{key}`) once per visit and
 * keeps the server's copy in the store; while the marketplace cannot be reached the page shows
 * the copies it last received. `retry` asks again for those that got no answer.
 */
export function useMarketplaceCopies(
  store: () => LicenseKeyStore,
  client: MarketplaceClient,
  keys: readonly string[],
  active: boolean,
): { statuses: ReadonlyMap<string, CopyStatus>; retry: () => void } {
  const [statuses, setStatuses] = useState<ReadonlyMap<string, CopyStatus>>(new Map());
  const settled = useRef(new Map<string, CopyStatus>());
  const [attempt, setAttempt] = useState(0);
  const wanted = keys.join('\n');
  const storeRef = useRef(store);
  useEffect(() => {
    storeRef.current = store;
  });

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const known = settled.current;
    const queue = keys.filter((key) => {
      const status = known.get(key);
      return status !== 'fresh' && status !== 'unknown';
    });
    if (queue.length === 0) return;
    const publish = () => setStatuses(new Map(known));
    for (const key of queue) known.set(key, 'checking');
    publish();

    const readOne = async (key: string) => {
      try {
        const copy = await client.licence(key, controller.signal);
        // Kept with the time it came, once per visit: a later visit without the marketplace
        // says how old the copy it shows is.
        storeRef.current().saveCopy(key, copy);
        known.set(key, 'fresh');
      } catch (error) {
        if (isAbort(error) || controller.signal.aborted) return;
        known.set(
          key,
          isTemporaryFailure(error)
            ? 'unreachable'
            : problemSlugOf(error) === 'licence-not-found'
              ? 'unknown'
              : 'failed',
        );
      }
      publish();
    };

    const workers = Array.from({ length: Math.min(AT_ONCE, queue.length) }, async () => {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) await readOne(key);
    });
    void Promise.all(workers);
    return () => {
      controller.abort();
      for (const [key, status] of known) if (status === 'checking') known.delete(key);
    };
    // `wanted` stands for the keys: the same keys in a new array are no reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, wanted, attempt, active]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { statuses, retry };
}
