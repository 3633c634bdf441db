import { readProblem, type MarketplaceProblem } from './problem';
import {
  readExpansionQuote,
  readIssuedLicense,
  readLicenseQuote,
  readPlatforms,
  readServerLicense,
  readVerification,
  readWork,
} from './read';
import type {
  ExpansionRequestBody,
  IssuedLicense,
  LicenseEvent,
  LicenseQuote,
  MarketplacePlatform,
  MarketplaceWork,
  PurchaseRequestBody,
  ServerExpansionQuote,
  ServerLicense,
  Verification,
} from './types';

/**
 * Why a request to the marketplace did not give an answer:
 * - `unreachable`: no answer (the network, a timeout, the API down behind the site's proxy);
 * - `problem`: an RFC 9457 problem document, by its stable slug (`/api/problems/<slug>`);
 * - `malformed`: an answer that is not what the contract says.
 */
export type MarketplaceFailure =
  | { kind: 'unreachable' }
  | ({ kind: 'problem' } & MarketplaceProblem)
  | { kind: 'malformed'; status: number };

export class MarketplaceError extends Error {
  constructor(readonly failure: MarketplaceFailure) {
    super(
      failure.kind === 'problem'
        ? `the marketplace answered ${failure.status} ${failure.slug}`
        : `the marketplace ${failure.kind === 'unreachable' ? 'cannot be reached' : `answered something unexpected (${failure.status})`}`,
    );
    this.name = 'MarketplaceError';
  }
}

/**
 * A failure that may go away by trying again: no answer, the server's own fault (5xx) or too
 * many requests. Nothing was written on the server by a request that failed this way (the API
 * writes a purchase and its answer in one transaction), so the same request may be sent again.
 */
export function isTemporaryFailure(error: unknown): boolean {
  if (!(error instanceof MarketplaceError)) return false;
  const { failure } = error;
  if (failure.kind === 'unreachable') return true;
  return failure.status >= 500 || failure.status === 429;
}

/** The problem's slug (`licence-not-found`, …), when the marketplace answered with one. */
export function problemSlugOf(error: unknown): string | null {
  return error instanceof MarketplaceError && error.failure.kind === 'problem'
    ? error.failure.slug
    : null;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface MarketplaceClientOptions {
  /** The API's address: `/api` on the site's own origin (the site's server forwards it). */
  base?: string;
  fetch?: typeof fetch;
  /** How long a request may take before it counts as unreachable. */
  timeoutMs?: number;
}

export const MARKETPLACE_TIMEOUT_MS = 15_000;

/** Where the API is on the site's own origin (the site's server forwards it to the API). */
export const MARKETPLACE_API_BASE = '/api';

/** The JWK Set of the keys that sign certificates (`GET /api/keys`), on an origin. */
export const signingKeysAddress = (origin: string) => `${origin}${MARKETPLACE_API_BASE}/keys`;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** The marketplace's API, as the site's pages call it (`api/README.md` has the contract). */
export interface MarketplaceClient {
  quote(
    body: { workId: string; platforms: string[]; duration: PurchaseRequestBody['duration'] },
    signal?: AbortSignal,
  ): Promise<LicenseQuote>;
  buy(
    body: PurchaseRequestBody,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<IssuedLicense>;
  licence(key: string, signal?: AbortSignal): Promise<ServerLicense>;
  expansionQuote(
    key: string,
    body: ExpansionRequestBody,
    signal?: AbortSignal,
  ): Promise<ServerExpansionQuote>;
  expand(
    key: string,
    body: ExpansionRequestBody,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<{ licence: ServerLicense; expansion: LicenseEvent }>;
  eraseLicensee(key: string, signal?: AbortSignal): Promise<ServerLicense>;
  /** Moves a licence kept by the previous version of the site (its browser record) here. */
  importRecord(
    record: unknown,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<IssuedLicense & { imported: boolean }>;
  verify(code: string, signal?: AbortSignal): Promise<Verification>;
  work(id: string, signal?: AbortSignal): Promise<MarketplaceWork>;
  platforms(signal?: AbortSignal): Promise<MarketplacePlatform[]>;
}

export function createMarketplaceClient(options: MarketplaceClientOptions = {}): MarketplaceClient {
  const base = (options.base ?? MARKETPLACE_API_BASE).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? MARKETPLACE_TIMEOUT_MS;
  const doFetch = (input: string, init: RequestInit) =>
    (options.fetch ?? globalThis.fetch)(input, init);

  async function request<T>(
    path: string,
    read: (value: unknown) => T | null,
    { method = 'GET', body, idempotencyKey, signal }: RequestOptions = {},
  ): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        // A licence key travels in the address: never let a cache keep the answer.
        cache: 'no-store',
        credentials: 'same-origin',
      });
    } catch (error) {
      // The caller's own abort is not a failure: it is passed on as it is.
      if (signal?.aborted) throw signal.reason ?? error;
      throw new MarketplaceError({ kind: 'unreachable' });
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      if (signal?.aborted) throw signal.reason;
      json = null;
    }
    if (!response.ok) {
      const problem = readProblem(response.status, json, response.headers);
      if (problem) throw new MarketplaceError({ kind: 'problem', ...problem });
      // No problem document: a proxy or gateway answered for an API that is not there.
      if (response.status >= 500) throw new MarketplaceError({ kind: 'unreachable' });
      throw new MarketplaceError({ kind: 'malformed', status: response.status });
    }
    const value = read(json);
    if (value === null) throw new MarketplaceError({ kind: 'malformed', status: response.status });
    return value;
  }

  const key = (value: string) => encodeURIComponent(value);

  return {
    quote: (body, signal) =>
      request('/quotes', readLicenseQuote, { method: 'POST', body, ...(signal ? { signal } : {}) }),
    buy: (body, idempotencyKey, signal) =>
      request('/licences', readIssuedLicense, {
        method: 'POST',
        body,
        idempotencyKey,
        ...(signal ? { signal } : {}),
      }),
    licence: (licenceKey, signal) =>
      request(`/licences/${key(licenceKey)}`, readServerLicense, signal ? { signal } : {}),
    expansionQuote: (licenceKey, body, signal) =>
      request(`/licences/${key(licenceKey)}/expansion-quotes`, readExpansionQuote, {
        method: 'POST',
        body,
        ...(signal ? { signal } : {}),
      }),
    expand: (licenceKey, body, idempotencyKey, signal) =>
      request(
        `/licences/${key(licenceKey)}/expansions`,
        (value) => {
          if (typeof value !== 'object' || value === null) return null;
          const answer = value as Record<string, unknown>;
          const licence = readServerLicense(answer.licence);
          const event = licence?.history.at(-1);
          return licence && event ? { licence, expansion: event } : null;
        },
        { method: 'POST', body, idempotencyKey, ...(signal ? { signal } : {}) },
      ),
    eraseLicensee: (licenceKey, signal) =>
      request(`/licences/${key(licenceKey)}/licensee`, readServerLicense, {
        method: 'DELETE',
        ...(signal ? { signal } : {}),
      }),
    importRecord: (record, idempotencyKey, signal) =>
      request(
        '/licences/imports',
        (value) => {
          const issued = readIssuedLicense(value);
          const imported = (value as { imported?: unknown } | null)?.imported;
          return issued && typeof imported === 'boolean' ? { ...issued, imported } : null;
        },
        {
          method: 'POST',
          body: { licence: record },
          idempotencyKey,
          ...(signal ? { signal } : {}),
        },
      ),
    verify: (code, signal) =>
      request(`/verify/${key(code)}`, readVerification, signal ? { signal } : {}),
    work: (id, signal) => request(`/works/${key(id)}`, readWork, signal ? { signal } : {}),
    platforms: (signal) => request('/platforms', readPlatforms, signal ? { signal } : {}),
  };
}

let pageClient: MarketplaceClient | undefined;

/** The page's client of the marketplace, on the site's own origin. */
export function getMarketplaceClient(): MarketplaceClient {
  pageClient ??= createMarketplaceClient();
  return pageClient;
}
