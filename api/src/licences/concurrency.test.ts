import { describe, expect, it } from 'vitest';
import { buy, idempotencyKey, testApiForSuite } from '../test/api';
import { ENGINES, type TestDatabase } from '../test/databases';
import type { Api } from '../http/types';

const CLIENTS = 50;
const PURCHASES = 1000;

describe.each(ENGINES)('concurrent buyers on %s', (engine) => {
  let db: TestDatabase;
  let api: Api;
  testApiForSuite(engine, (suite) => ({ db, api } = suite));

  it(`${PURCHASES} purchases from ${CLIENTS} clients, each retried with its key, make exactly ${PURCHASES} licences with exact sums`, async () => {
    const body = {
      workId: 'cancoes-do-tejo',
      platforms: ['music-streaming', 'video-streaming'],
      duration: '1-year',
      licensee: 'Load',
    };
    // 70 % of 8.00 = 5.60, + 0.50 + 2.00 = 8.10, 7 % = 0.567 → 0.57: 8.67 each.
    const quote = (
      await api.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { workId: body.workId, platforms: body.platforms, duration: body.duration },
      })
    ).json<{ total: number }>();
    expect(quote.total).toBe(867);
    const keys = Array.from({ length: PURCHASES }, () => idempotencyKey());
    const send = (key: string) =>
      api.inject({
        method: 'POST',
        url: '/api/licences',
        headers: { 'idempotency-key': key },
        payload: body,
      });
    const answers = new Map<string, string>();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = client; i < PURCHASES; i += CLIENTS) {
          const key = keys[i] as string;
          // The first try and its retry race each other, as a client that timed out would.
          const [first, retry] = await Promise.all([send(key), send(key)]);
          expect(first.statusCode).toBe(201);
          expect(retry.statusCode).toBe(201);
          expect(retry.json().key).toBe(first.json().key);
          answers.set(key, first.json().key);
        }
      }),
    );
    expect(new Set(answers.values()).size).toBe(PURCHASES);
    const stored = await db.query<{ licences: number; total: string }>(
      `SELECT count(DISTINCT l.id)::int AS licences, sum(e.total)::text AS total
         FROM licences l JOIN licence_events e ON e.licence_id = l.id WHERE l.licensee = 'Load'`,
    );
    expect(stored.rows[0]).toEqual({ licences: PURCHASES, total: String(PURCHASES * quote.total) });
  }, 600_000);

  it('concurrent expansions of one licence never both apply', async () => {
    const { key } = await buy(api, { duration: '30-days', platforms: ['ebook'] });
    const expand = (payload: Record<string, unknown>) =>
      api.inject({
        method: 'POST',
        url: `/api/licences/${key}/expansions`,
        headers: { 'idempotency-key': idempotencyKey() },
        payload,
      });
    const lifetime = await Promise.all(
      Array.from({ length: 5 }, () => expand({ duration: 'lifetime' })),
    );
    expect(lifetime.map((response) => response.statusCode).sort()).toEqual([
      201, 422, 422, 422, 422,
    ]);
    const platform = await Promise.all(
      Array.from({ length: 5 }, () => expand({ platforms: ['app-store'] })),
    );
    expect(platform.map((response) => response.statusCode).sort()).toEqual([
      201, 422, 422, 422, 422,
    ]);
    const licence = (await api.inject({ method: 'GET', url: `/api/licences/${key}` })).json();
    expect(licence.history).toHaveLength(3);
    expect(licence.contentFee).toBe(2000);
  }, 120_000);
});
