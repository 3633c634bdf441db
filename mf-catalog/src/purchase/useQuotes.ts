import {
  canonicalJson,
  isAbort,
  type Duration,
  type LicenseQuote,
  type MarketplaceClient,
} from '@fair/shared';
import { useEffect, useRef, useState } from 'react';

export interface QuoteRequest {
  workId: string;
  platforms: string[];
  duration: Duration;
}

export type QuoteState =
  | { status: 'loading' }
  | { status: 'ready'; quote: LicenseQuote }
  | { status: 'failed'; error: unknown };

const LOADING: QuoteState = { status: 'loading' };

/**
 * The server's quotes for some requests (`POST /api/quotes`): every price the purchase dialog
 * shows comes from here, never from a computation in the page. Answers are kept per request for
 * the dialog's life (choosing a platform again costs no request); a request that is no longer
 * asked for is aborted; `attempt` asks again for those that failed.
 */
export function useQuotes(
  client: MarketplaceClient,
  requests: readonly (QuoteRequest | null)[],
  attempt: number,
): QuoteState[] {
  // The cache is read and written by the effect; what renders is its last published copy.
  const cache = useRef(new Map<string, QuoteState>());
  const [answers, setAnswers] = useState<ReadonlyMap<string, QuoteState>>(new Map());
  const rendered = () => setAnswers(new Map(cache.current));
  const keys = requests.map((request) => (request ? canonicalJson(request) : null));
  const wanted = keys.join('\n');

  useEffect(() => {
    const controller = new AbortController();
    const known = cache.current;
    const asked = new Map<string, QuoteRequest>();
    requests.forEach((request, index) => {
      const key = keys[index];
      if (request && key && cache.current.get(key)?.status !== 'ready') asked.set(key, request);
    });
    for (const [key, request] of asked) {
      cache.current.set(key, LOADING);
      client.quote(request, controller.signal).then(
        (quote) => {
          cache.current.set(key, { status: 'ready', quote });
          rendered();
        },
        (error: unknown) => {
          if (isAbort(error) || controller.signal.aborted) return;
          cache.current.set(key, { status: 'failed', error });
          rendered();
        },
      );
    }
    if (asked.size > 0) rendered();
    return () => {
      controller.abort();
      // What was still on its way is asked for again if it is wanted again.
      for (const key of asked.keys()) {
        if (known.get(key)?.status === 'loading') known.delete(key);
      }
    };
    // `wanted` stands for the requests (their canonical JSON): a new array of the same requests
    // is no new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, wanted, attempt]);

  return keys.map((key) => (key ? (answers.get(key) ?? LOADING) : LOADING));
}
