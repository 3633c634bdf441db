import { describe, expect, it, vi } from 'vitest';
import { createFakeMarketplace } from '../testing/fakeMarketplace';
import {
  createMarketplaceClient,
  isTemporaryFailure,
  MarketplaceError,
  problemSlugOf,
} from './client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function clientAnswering(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => answer(url, init));
  return {
    fetch,
    client: createMarketplaceClient({ fetch: fetch as unknown as typeof globalThis.fetch }),
  };
}

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

describe('the marketplace client', () => {
  it('posts a purchase as JSON with its Idempotency-Key, never cached, and reads the licence back', async () => {
    const marketplace = createFakeMarketplace();
    const key = marketplace.seed({
      workId: 'calculo-i-araujo',
      platforms: ['ebook'],
      duration: 'lifetime',
    });
    const licence = await marketplace.licence(key);
    const { fetch, client } = clientAnswering(() => json(201, { licence, key, extra: 'ignored' }));
    const issued = await client.buy(
      { workId: 'calculo-i-araujo', platforms: ['ebook'], duration: 'lifetime', licensee: 'Ana' },
      'attempt-1',
    );
    expect(issued).toEqual({ licence, key });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/licences');
    expect(init).toMatchObject({ method: 'POST', cache: 'no-store' });
    expect(init?.headers).toMatchObject({
      'content-type': 'application/json',
      'idempotency-key': 'attempt-1',
    });
    expect(JSON.parse(String(init?.body))).toMatchObject({ licensee: 'Ana' });
  });

  it('puts a key or a code in the address only encoded', async () => {
    const { fetch, client } = clientAnswering(() => json(200, { valid: false, status: 'unknown' }));
    await client.verify('a/b?c');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/verify/a%2Fb%3Fc');
  });

  it('reads a problem by its slug, with its field errors and Retry-After', async () => {
    const { client } = clientAnswering(() =>
      json(
        400,
        {
          type: '/api/problems/invalid-request',
          title: 'x',
          status: 400,
          errors: [{ pointer: '/licensee', code: 'maxLength', limit: 100 }, { nonsense: true }],
        },
        { 'retry-after': '7' },
      ),
    );
    const error = await failureOf(client.licence('k'.repeat(43)));
    expect(error).toBeInstanceOf(MarketplaceError);
    expect((error as MarketplaceError).failure).toEqual({
      kind: 'problem',
      status: 400,
      slug: 'invalid-request',
      errors: [{ pointer: '/licensee', code: 'maxLength', limit: 100 }],
      retryAfterSeconds: 7,
    });
    expect(problemSlugOf(error)).toBe('invalid-request');
    expect(isTemporaryFailure(error)).toBe(false);
  });

  it('calls a network failure, a gateway without a problem and a 503 unreachable or temporary', async () => {
    const down = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(down.client.platforms());
    expect((error as MarketplaceError).failure).toEqual({ kind: 'unreachable' });
    expect(isTemporaryFailure(error)).toBe(true);

    const gateway = clientAnswering(() => new Response('Bad gateway', { status: 502 }));
    expect(((await failureOf(gateway.client.platforms())) as MarketplaceError).failure).toEqual({
      kind: 'unreachable',
    });

    const unavailable = clientAnswering(() =>
      json(503, { type: '/api/problems/unavailable', status: 503 }),
    );
    const problem = await failureOf(unavailable.client.platforms());
    expect(problemSlugOf(problem)).toBe('unavailable');
    expect(isTemporaryFailure(problem)).toBe(true);
  });

  it('refuses an answer that is not the contract’s, rather than computing with it', async () => {
    const { client } = clientAnswering(() => json(200, { total: -1 }));
    const error = await failureOf(
      client.quote({ workId: 'calculo-i-araujo', platforms: ['ebook'], duration: 'lifetime' }),
    );
    expect((error as MarketplaceError).failure).toEqual({ kind: 'malformed', status: 200 });
    expect(isTemporaryFailure(error)).toBe(false);
  });

  it('passes the caller’s own abort on as an abort, and gives up after its deadline', async () => {
    const hanging = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const { client } = clientAnswering(hanging);
    const controller = new AbortController();
    const pending = failureOf(client.platforms(controller.signal));
    controller.abort();
    expect(((await pending) as DOMException).name).toBe('AbortError');

    const slow = createMarketplaceClient({
      fetch: hanging as unknown as typeof fetch,
      timeoutMs: 10,
    });
    expect(((await failureOf(slow.platforms())) as MarketplaceError).failure.kind).toBe(
      'unreachable',
    );
  });
});
