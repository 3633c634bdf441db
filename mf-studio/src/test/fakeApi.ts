import { API_SERVICE } from '@fair/shared/site';
import { vi } from 'vitest';

/** An answer of the fake API: a status and a JSON body (a problem document for a refusal). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

type Handler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A problem document as the API writes it (RFC 9457, `errors[]` for fields). */
export function problem(
  slug: string,
  status: number,
  errors?: { pointer: string; code: string; limit?: number }[],
): FakeAnswer {
  return {
    status,
    body: { type: `/api/problems/${slug}`, title: slug, status, ...(errors ? { errors } : {}) },
  };
}

export const ok = (body: unknown, status = 200): FakeAnswer => ({ status, body });

/**
 * The marketplace's API as the page reaches it (`fetch('/api/…')`), answering from the test's
 * handlers by `METHOD path` (`'GET session'`, `'POST studio/works'`); a request no handler answers
 * fails the test. Every request is recorded with its parsed body.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const handlers = { ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = init?.method ?? 'GET';
    if (!url.startsWith(API_SERVICE.pathPrefix)) throw new Error(`not the API: ${url}`);
    const path = url.slice(API_SERVICE.pathPrefix.length);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, path, body });
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`the fake API has no answer for ${method} ${path}`);
    const answer = await handler(body);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: {
        'content-type':
          answer.status >= 400 ? 'application/problem+json' : 'application/json; charset=utf-8',
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The requests made to one route, in order. */
    sent: (route: string) =>
      requests.filter((request) => `${request.method} ${request.path}` === route),
    /** Answers a route differently from now on. */
    answer: (route: string, handler: Handler) => {
      handlers[route] = handler;
    },
  };
}

/**
 * An answer held back until the test releases it: a request still on its way, for as long as the
 * test needs (to tap again meanwhile, or to see what the page says while it waits).
 */
export function heldAnswer(answer: FakeAnswer) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await released;
      return answer;
    },
    release,
  };
}

/** A handler whose request never reaches the API (the network failed): `fetch` rejects. */
export const unreachable = (): never => {
  throw new TypeError('Failed to fetch');
};
