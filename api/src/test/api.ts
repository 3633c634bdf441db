import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApi, type ApiOptions } from '../app';
import { DEFAULT_RATE_LIMITS, scaleRateLimits, TRUSTED_PROXIES } from '../config';
import type { Api } from '../http/types';
import { testDatabase, type Engine, type TestDatabase } from './databases';

/** The site's origin in tests: where passkeys belong and session requests must come from. */
export const TEST_SITE = 'http://localhost:4173';

/** A clock a test moves by hand. */
export function testClock(start = '2026-11-24T12:00:00.000Z') {
  let now = new Date(start);
  return {
    now: () => new Date(now.getTime()),
    set: (iso: string) => {
      now = new Date(iso);
    },
    advanceDays: (days: number) => {
      now = new Date(now.getTime() + days * 86_400_000);
    },
  };
}

/** The API over a test database, with limits high enough not to get in a test's way. */
export function testApi(db: TestDatabase, options: Partial<ApiOptions> = {}): Promise<Api> {
  return buildApi({
    db,
    rateLimits: scaleRateLimits(DEFAULT_RATE_LIMITS, 1000),
    trustProxy: TRUSTED_PROXIES,
    logLevel: 'silent',
    siteOrigin: TEST_SITE,
    ...options,
  });
}

/**
 * A database on `engine` and an API over it, for the tests of one `describe`: opened before them
 * (`opened` is given both) and closed after them.
 */
export function testApiForSuite(
  engine: Engine,
  opened: (suite: { db: TestDatabase; api: Api }) => void,
): void {
  let db: TestDatabase | undefined;
  let api: Api | undefined;
  beforeAll(async () => {
    db = await testDatabase(engine);
    api = await testApi(db);
    opened({ db, api });
  });
  afterAll(async () => {
    await api?.close();
    await db?.close();
  });
}

let keys = 0;
/** A fresh Idempotency-Key. */
export const idempotencyKey = () => `test-${process.pid}-${Date.now()}-${++keys}`;

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) =>
  response.json<T>();

/** Buys a licence and returns the answer's body (201 expected). */
export async function buy(
  api: Api,
  body: Record<string, unknown> = {},
  key = idempotencyKey(),
): Promise<{ key: string; licence: Record<string, unknown> & { code: string; total: number } }> {
  const response = await api.inject({
    method: 'POST',
    url: '/api/licences',
    headers: { 'idempotency-key': key },
    payload: {
      workId: 'calculo-i-araujo',
      platforms: ['ebook'],
      duration: '30-days',
      licensee: 'Ana Souza',
      ...body,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`purchase answered ${response.statusCode}: ${response.body}`);
  return response.json();
}
