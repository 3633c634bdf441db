import canonicalize from 'canonicalize';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HOURS } from '../http/idempotency';
import { buy, idempotencyKey, testApi, testClock } from '../test/api';
import { ENGINES, testDatabase, type TestDatabase } from '../test/databases';
import type { Api } from '../http/types';
import { verifySignature, type PublicJwk } from '../signing/signingKeys';
import { hashKey } from './secrets';

describe.each(ENGINES)('licences on %s', (engine) => {
  let db: TestDatabase;
  let api: Api;
  const clock = testClock();

  beforeAll(async () => {
    db = await testDatabase(engine);
    api = await testApi(db, { now: clock.now });
  });
  afterAll(async () => {
    await api?.close();
    await db?.close();
  });

  const post = (url: string, payload: unknown, key?: string) =>
    api.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });

  it('quotes by the rules: the content fee for the duration, each platform’s fee, 7 % on their sum', async () => {
    const response = await post('/api/quotes', {
      workId: 'calculo-i-araujo',
      platforms: ['ebook', 'app-store'],
      duration: '30-days',
    });
    expect(response.statusCode).toBe(200);
    // 40 % of 20.00 = 8.00; + 1.00 + 1.50 = 10.50; 7 % = 0.735 → 0.74; total 11.24.
    expect(response.json()).toEqual({
      workId: 'calculo-i-araujo',
      duration: '30-days',
      listedContentFee: 2000,
      contentFee: 800,
      distributionFees: [
        { platform: 'ebook', fee: 100 },
        { platform: 'app-store', fee: 150 },
      ],
      subtotal: 1050,
      commission: 74,
      total: 1124,
    });
  });

  it('refuses a platform the author does not offer, and an amount sent by the client', async () => {
    const notOffered = await post('/api/quotes', {
      workId: 'calculo-i-araujo',
      platforms: ['music-streaming'],
      duration: 'lifetime',
    });
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json().type).toBe('/api/problems/platform-not-offered');
    const withAmount = await post(
      '/api/licences',
      {
        workId: 'calculo-i-araujo',
        platforms: ['ebook'],
        duration: 'lifetime',
        licensee: 'Ana',
        total: 1,
      },
      idempotencyKey(),
    );
    expect(withAmount.statusCode).toBe(400);
    expect(withAmount.json().errors).toEqual([{ pointer: '/total', code: 'additionalProperties' }]);
  });

  it('sells a licence: a secret key of 256 bits, a public code, amounts by the rules, stored as a hash', async () => {
    const response = await post(
      '/api/licences',
      {
        workId: 'calculo-i-araujo',
        platforms: ['ebook'],
        duration: 'lifetime',
        licensee: '  Ana Souza  ',
      },
      idempotencyKey(),
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { key, licence } = response.json();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(licence.code).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect(licence).toMatchObject({
      licensee: 'Ana Souza',
      duration: 'lifetime',
      expiresAt: null,
      status: 'active',
      contentFee: 2000,
      distributionFees: [{ platform: 'ebook', fee: 100 }],
      commission: 147,
      total: 2247,
      imported: false,
    });
    const stored = await db.query('SELECT key_hash FROM licences WHERE id = $1', [licence.id]);
    expect(Buffer.compare(stored.rows[0].key_hash, hashKey(key))).toBe(0);
    const columns = await db.query(
      `SELECT count(*)::int AS n FROM licences WHERE key_hash::text LIKE '%' || $1 || '%'`,
      [key],
    );
    expect(columns.rows[0].n).toBe(0);
  });

  it('gives the first answer back to a retry, 422 for the same key with another body, 400 without a key', async () => {
    const key = idempotencyKey();
    const body = {
      workId: 'cancoes-do-tejo',
      platforms: ['music-streaming'],
      duration: '1-year',
      licensee: 'Bo',
    };
    const first = await post('/api/licences', body, key);
    const again = await post(
      '/api/licences',
      {
        licensee: 'Bo',
        duration: '1-year',
        platforms: ['music-streaming'],
        workId: 'cancoes-do-tejo',
      },
      key,
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await post('/api/licences', { ...body, duration: 'lifetime' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().type).toBe('/api/problems/idempotency-key-reused');
    const none = await post('/api/licences', body);
    expect(none.statusCode).toBe(400);
    expect(none.json().type).toBe('/api/problems/idempotency-key-missing');
    for (const bad of ['x'.repeat(256), 'ключ']) {
      const malformed = await post('/api/licences', body, bad);
      expect(malformed.statusCode, bad).toBe(400);
    }
    const licences = await db.query(
      `SELECT count(*)::int AS n FROM licences WHERE work_id = 'cancoes-do-tejo'`,
    );
    expect(licences.rows[0].n).toBe(1);
  });

  it('checks the licensee: required, trimmed, at most 100 characters, one line', async () => {
    for (const [licensee, code] of [
      ['   ', 'required'],
      ['x'.repeat(101), 'maxLength'],
      ['line\nbreak', 'pattern'],
      ['', 'minLength'],
      // Half a surrogate pair is no text (the key's canonical JSON and PostgreSQL refuse it).
      ['Ana \udc00', 'pattern'],
      ['Ana \ud83c', 'pattern'],
    ] as const) {
      const response = await post(
        '/api/licences',
        { workId: 'calculo-i-araujo', platforms: ['ebook'], duration: 'lifetime', licensee },
        idempotencyKey(),
      );
      expect(response.statusCode, licensee).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ pointer: '/licensee', code });
    }
    const emoji = await buy(api, { licensee: `${'é'.repeat(99)}🎵` });
    expect(emoji.licence.licensee).toBe(`${'é'.repeat(99)}🎵`);
  });

  it('shows a licence to whoever holds its key, with its history and a signed certificate', async () => {
    const { key, licence } = await buy(api);
    const response = await api.inject({ method: 'GET', url: `/api/licences/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const view = response.json();
    expect(view).toMatchObject({
      id: licence.id,
      code: licence.code,
      history: [{ kind: 'purchase' }],
    });
    const { certificate } = view;
    expect(certificate.canonical).toBe(canonicalize(certificate.payload));
    expect(certificate.fingerprint).toBe(
      createHash('sha256').update(certificate.canonical).digest('hex'),
    );
    const keys = (await api.inject({ method: 'GET', url: '/api/keys' })).json<{
      keys: PublicJwk[];
    }>();
    const jwk = keys.keys.find((candidate) => candidate.kid === certificate.kid);
    expect(jwk).toBeDefined();
    expect(verifySignature(jwk as PublicJwk, certificate.canonical, certificate.signature)).toBe(
      true,
    );
    const forged = certificate.canonical.replace('"Ana Souza"', '"Eve"');
    expect(verifySignature(jwk as PublicJwk, forged, certificate.signature)).toBe(false);

    const wrong = await api.inject({ method: 'GET', url: `/api/licences/${'A'.repeat(43)}` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().type).toBe('/api/problems/licence-not-found');
  });

  it('expands by the difference only, appended to the history; never charges the content fee twice', async () => {
    const { key } = await buy(api, { duration: '30-days', platforms: ['ebook'] });
    const quote = await post(`/api/licences/${key}/expansion-quotes`, { duration: 'lifetime' });
    expect(quote.json()).toMatchObject({ contentFee: 1200, commission: 84, total: 1284 });
    const expanded = await post(
      `/api/licences/${key}/expansions`,
      { duration: 'lifetime', platforms: ['app-store'] },
      idempotencyKey(),
    );
    expect(expanded.statusCode).toBe(201);
    const { licence, expansion } = expanded.json();
    expect(expansion).toMatchObject({
      kind: 'expansion',
      fromDuration: '30-days',
      toDuration: 'lifetime',
      contentFee: 1200,
      distributionFee: 150,
      commission: 95,
      total: 1445,
    });
    expect(licence.contentFee).toBe(2000);
    expect(licence.history).toHaveLength(2);
    expect(licence.total).toBe(licence.history[0].total + licence.history[1].total);

    for (const [body, type] of [
      [{ duration: 'lifetime' }, 'expansion-not-allowed'],
      [{ duration: '30-days' }, 'expansion-not-allowed'],
      [{ platforms: ['ebook'] }, 'expansion-not-allowed'],
      [{}, 'expansion-not-allowed'],
      [{ platforms: ['music-streaming'] }, 'platform-not-offered'],
    ] as const) {
      const refused = await post(`/api/licences/${key}/expansions`, body, idempotencyKey());
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().type).toBe(`/api/problems/${type}`);
    }
    const events = await db.query(
      'SELECT count(*)::int AS n FROM licence_events WHERE licence_id = $1',
      [licence.id],
    );
    expect(events.rows[0].n).toBe(2);
  });

  it('verifies a code for anyone, with no personal data: by platform, after expiry, unknown', async () => {
    const { licence } = await buy(api, { duration: '30-days', platforms: ['ebook'] });
    const code: string = licence.code;
    const verify = async (path: string) => {
      const response = await api.inject({ method: 'GET', url: `/api/verify/${path}` });
      expect(response.statusCode, path).toBe(200);
      return response.json();
    };
    const valid = await verify(code.toLowerCase().replaceAll('-', ''));
    expect(valid).toMatchObject({
      valid: true,
      status: 'active',
      platforms: ['ebook'],
      duration: '30-days',
    });
    expect(JSON.stringify(valid)).not.toContain('Ana');
    expect(valid).not.toHaveProperty('total');
    expect((await verify(`${code}?platform=ebook`)).valid).toBe(true);
    expect((await verify(`${code}?platform=app-store`)).valid).toBe(false);
    clock.advanceDays(25);
    expect((await verify(code)).status).toBe('expiring');
    clock.advanceDays(10);
    expect(await verify(code)).toMatchObject({ valid: false, status: 'expired' });
    clock.advanceDays(-35);
    expect(await verify('ZZZZ-ZZZZ-ZZZZ')).toEqual({ valid: false, status: 'unknown' });
    expect(await verify('short')).toEqual({ valid: false, status: 'unknown' });
    const malformed = await api.inject({ method: 'GET', url: `/api/verify/${'Z'.repeat(41)}` });
    expect(malformed.statusCode).toBe(400);
  });

  it('a withdrawn work sells no more, and its licences stay valid', async () => {
    const { licence } = await buy(api, {
      workId: 'revontulten-laulut',
      platforms: ['music-streaming'],
      duration: 'rental',
    });
    await db.query("UPDATE works SET withdrawn_at = now() WHERE id = 'revontulten-laulut'");
    const refused = await post(
      '/api/licences',
      {
        workId: 'revontulten-laulut',
        platforms: ['music-streaming'],
        duration: 'rental',
        licensee: 'X',
      },
      idempotencyKey(),
    );
    expect(refused.statusCode).toBe(410);
    const verified = await api.inject({ method: 'GET', url: `/api/verify/${licence.code}` });
    expect(verified.json()).toMatchObject({ valid: true, status: 'active', duration: 'rental' });
  });

  it('replays a purchase for a day; after that its Idempotency-Key starts afresh', async () => {
    const started = clock.now().toISOString();
    const purchaseKey = idempotencyKey();
    const first = await buy(api, { licensee: 'Retried' }, purchaseKey);
    clock.set(new Date(clock.now().getTime() + (IDEMPOTENCY_HOURS - 1) * 3_600_000).toISOString());
    const replayed = await buy(api, { licensee: 'Retried' }, purchaseKey);
    expect(replayed.licence.id).toBe(first.licence.id);
    clock.set(new Date(clock.now().getTime() + 2 * 3_600_000).toISOString());
    const afresh = await buy(api, { licensee: 'Retried' }, purchaseKey);
    expect(afresh.licence.id).not.toBe(first.licence.id);
    expect(afresh.key).not.toBe(first.key);
    clock.set(started);
  });

  it('erases the licensee’s name by key, from the answers kept for retries too; the licence stays valid', async () => {
    const name = `Erasable ${idempotencyKey()}`;
    const purchaseKey = idempotencyKey();
    const { key, licence } = await buy(api, { licensee: name }, purchaseKey);
    const expansionKey = idempotencyKey();
    const expanded = await post(
      `/api/licences/${key}/expansions`,
      { platforms: ['app-store'] },
      expansionKey,
    );
    expect(expanded.statusCode).toBe(201);
    const erased = await api.inject({ method: 'DELETE', url: `/api/licences/${key}/licensee` });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ licensee: null, status: 'active' });
    expect(erased.json().certificate.payload.licensee).toBeNull();
    const stored = await db.query('SELECT licensee FROM licences WHERE id = $1', [licence.id]);
    expect(stored.rows[0].licensee).toBeNull();
    // Nothing the server keeps holds the name any more…
    const kept = await db.query(
      'SELECT count(*)::int AS n FROM idempotency_records WHERE response::text LIKE $1',
      [`%${name}%`],
    );
    expect(kept.rows[0].n).toBe(0);
    // …and a retry of the purchase still gets its licence (and key) back, without the name.
    const retried = await post(
      '/api/licences',
      { workId: 'calculo-i-araujo', platforms: ['ebook'], duration: '30-days', licensee: name },
      purchaseKey,
    );
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ key, licence: { id: licence.id, licensee: null } });
    // Erasing again changes nothing; an unknown key is 404.
    const again = await api.inject({ method: 'DELETE', url: `/api/licences/${key}/licensee` });
    expect(again.json().licensee).toBeNull();
    const unknown = await api.inject({
      method: 'DELETE',
      url: `/api/licences/${'x'.repeat(43)}/licensee`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the ledger append-only: an event cannot be changed or removed', async () => {
    const { licence } = await buy(api);
    await expect(
      db.query('UPDATE licence_events SET total = 0 WHERE licence_id = $1', [licence.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.query('DELETE FROM licence_platforms WHERE licence_id = $1', [licence.id]),
    ).rejects.toThrow(/append-only/);
  });

  describe('moving a browser’s licence to the server', () => {
    const record = (overrides: Record<string, unknown> = {}) => ({
      licence: {
        id: 'LIC-20261101-AB12CD34',
        workId: 'calculo-i-araujo',
        licensee: 'Rui',
        purchaseDate: '2026-11-01T10:00:00.000Z',
        duration: '1-year',
        listedContentFee: 2000,
        contentFee: 1400,
        distributionFees: [
          { platform: 'ebook', fee: 100 },
          { platform: 'app-store', fee: 150 },
        ],
        commission: 116,
        history: [
          {
            date: '2026-11-10T10:00:00.000Z',
            addedPlatforms: [{ platform: 'app-store', fee: 150 }],
            fromDuration: '30-days',
            toDuration: '1-year',
          },
        ],
        ...overrides,
      },
    });

    it('refuses a field it does not know, in the record or in any of its lines', async () => {
      for (const overrides of [
        { extra: 1 },
        { distributionFees: [{ platform: 'ebook', fee: 100, note: 'x' }], history: [] },
      ]) {
        const response = await post('/api/licences/imports', record(overrides), idempotencyKey());
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(response.json().type).toBe('/api/problems/invalid-request');
      }
    });

    it('recomputes a faithful record and keeps it unflagged, with its history and dates', async () => {
      // 30 days: 8.00 + 1.00 → 7 % 0.63; then 1 year (+6.00) and the app store (+1.50) → 7 % 0.53.
      const response = await post('/api/licences/imports', record(), idempotencyKey());
      expect(response.statusCode, response.body).toBe(201);
      const { licence, key, imported } = response.json();
      expect(imported).toBe(false);
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(licence).toMatchObject({
        purchasedAt: '2026-11-01T10:00:00.000Z',
        duration: '1-year',
        expiresAt: '2027-11-01T10:00:00.000Z',
        contentFee: 1400,
        commission: 63 + 53,
        imported: false,
      });
    });

    it('keeps a record whose amounts differ, with the server’s amounts, flagged imported', async () => {
      const response = await post(
        '/api/licences/imports',
        record({ commission: 1 }),
        idempotencyKey(),
      );
      expect(response.statusCode).toBe(201);
      const { licence } = response.json();
      expect(licence.imported).toBe(true);
      expect(licence.commission).toBe(116);
      const verified = await api.inject({ method: 'GET', url: `/api/verify/${licence.code}` });
      expect(verified.json().imported).toBe(true);
    });

    it('cannot read a record from the future, with an impossible history or dates, or platforms it cannot hold', async () => {
      for (const overrides of [
        { purchaseDate: '2030-01-01T00:00:00.000Z', history: [] },
        {
          history: [
            {
              date: '2026-11-10T10:00:00.000Z',
              addedPlatforms: [],
              fromDuration: 'lifetime',
              toDuration: '30-days',
            },
          ],
        },
        { distributionFees: [{ platform: 'no-such', fee: 1 }], history: [] },
        // A history that adds a platform the record does not hold, or one that is no platform:
        // never priced at nothing, never a failure of the server.
        { distributionFees: [{ platform: 'ebook', fee: 100 }] },
        {
          history: [
            {
              date: '2026-11-10T10:00:00.000Z',
              addedPlatforms: [{ platform: 'no-such', fee: 150 }],
              fromDuration: '30-days',
              toDuration: '1-year',
            },
          ],
        },
        // A platform the work is not offered on (its author chose them).
        {
          distributionFees: [
            { platform: 'ebook', fee: 100 },
            { platform: 'video-streaming', fee: 250 },
          ],
          history: [],
        },
        // Dates the format allows that are no dates a licence can have.
        { purchaseDate: '2016-12-31T23:59:60Z', history: [] },
        { purchaseDate: '0000-01-01T00:00:00Z', history: [] },
      ]) {
        const response = await post('/api/licences/imports', record(overrides), idempotencyKey());
        expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
        expect(response.json().type).toBe('/api/problems/import-unreadable');
      }
    });
  });
});
