import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../session/session';
import { callApi, readsFailure, type Failure } from './client';

/** One read of a signed-in page: the API path it GETs and what of the answer the page keeps. */
export interface Read<T> {
  path: string;
  keep: (answer: never) => T;
}

/** A read whose answer (`Answer`, as the API contract says it) the page keeps as `keep` says. */
export function read<Answer, T>(path: string, keep: (answer: Answer) => T): Read<T> {
  return { path, keep: keep as (answer: never) => T };
}

/** What a signed-in page knows so far: each read's value, null until its first success. */
export type Known<T> = { [K in keyof T]: T[K] | null };

export interface SignedInReads<T> {
  known: Known<T>;
  /** Every read has succeeded at least once. */
  loaded: boolean;
  /** Why the last round did not all succeed (the page says it with Retry), or null. */
  failure: Failure | null;
  /** Reads everything again (Retry, Refresh, or after a change the server made elsewhere). */
  reload: () => void;
  /** Changes one value the page holds, as a form's answer says it now is. */
  update: <K extends keyof T>(key: K, change: (current: T[K] | null) => T[K]) => void;
}

/**
 * The reads a signed-in page makes together, when it opens and on every reload. Each success is
 * kept (what failed keeps its last value); the first failure is said; a session found ended signs
 * the page out instead. An answer that arrives after a newer round has started is dropped.
 *
 * `reads` must be the same object on every render (a module constant): a new one reads again.
 */
export function useSignedInReads<T extends Record<string, unknown>>(reads: {
  [K in keyof T]: Read<T[K]>;
}): SignedInReads<T> {
  const { signedOut } = useSession();
  const keys = Object.keys(reads) as (keyof T & string)[];
  const [known, setKnown] = useState<Known<T>>(
    () => Object.fromEntries(keys.map((key) => [key, null])) as Known<T>,
  );
  const [failure, setFailure] = useState<Failure | null>(null);
  const [asked, setAsked] = useState(0);
  const reload = useCallback(() => setAsked((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    const entries = Object.entries(reads) as [keyof T & string, Read<unknown>][];
    void Promise.all(entries.map(([, { path }]) => callApi<never>('GET', path))).then((results) => {
      if (!current) return;
      const failed = readsFailure(results);
      if (failed === 'signed-out') {
        signedOut();
        return;
      }
      const succeeded = entries.flatMap(([key, { keep }], index) => {
        const result = results[index];
        return result?.ok ? [[key, keep(result.data)] as const] : [];
      });
      setKnown((before) => ({ ...before, ...Object.fromEntries(succeeded) }));
      setFailure(failed);
    });
    return () => {
      current = false;
    };
  }, [reads, asked, signedOut]);

  const update = useCallback(
    <K extends keyof T>(key: K, change: (current: T[K] | null) => T[K]) =>
      setKnown((before) => ({ ...before, [key]: change(before[key]) })),
    [],
  );

  const loaded = keys.every((key) => known[key] !== null);
  return { known, loaded, failure, reload, update };
}
