import { PAYOUT_DELAY_HOURS } from '@fair/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, idempotencyKey, testApi, testClock } from '../test/api';
import { TestBrowser } from '../test/accounts';
import { testDatabase, type TestDatabase } from '../test/databases';
import type { Api } from '../http/types';

describe('authors publish, distributors integrate', () => {
  let db: TestDatabase;
  let api: Api;
  const clock = testClock('2026-11-30T22:00:00.000Z');
  let author: TestBrowser;
  let distributor: TestBrowser;
  let platform = '';
  beforeAll(async () => {
    db = await testDatabase('pglite');
    api = await testApi(db, { now: clock.now });
    author = new TestBrowser(api);
    await author.signUp({ displayName: 'Lia', role: 'author' });
    distributor = new TestBrowser(api);
    const account = await distributor.signUp({
      displayName: 'Ondas',
      role: 'distributor',
      platform: { name: 'Ondas Rádio', fee: 60 },
    });
    platform = account.platforms[0].id;
  });
  afterAll(async () => {
    await api?.close();
    await db?.close();
  });

  const work = {
    title: 'Cantos <b>do</b> mar',
    author: 'Lia Mar',
    type: 'music',
    language: 'pt-BR',
    description: 'Doze canções.\nGravadas ao vivo.',
    contentFee: 1000,
    platforms: [] as string[],
  };

  it('an author registers a work on any platform, and it is in the catalogue at once, markup as text', async () => {
    const created = await author.request('POST', '/api/studio/works', {
      ...work,
      platforms: [platform, 'music-streaming'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(id).toMatch(/^cantos-b-do-b-mar-[0-9a-z]{6}$/);
    const found = (await api.inject({ method: 'GET', url: '/api/works?q=cantos' })).json();
    expect(found.works.map((w: { id: string }) => w.id)).toContain(id);
    expect((await api.inject({ method: 'GET', url: `/api/works/${id}` })).json().title).toBe(
      'Cantos <b>do</b> mar',
    );
  });

  it('refuses empty, too long, control characters and unknown platforms, field by field', async () => {
    const bad = await author.request('POST', '/api/studio/works', {
      ...work,
      title: '   ',
      author: 'x'.repeat(121),
      description: 'bell\u0007',
      platforms: ['no-such-platform'],
    });
    expect(bad.statusCode).toBe(400);
    const pointers = bad
      .json()
      .errors.map((error: { pointer: string }) => error.pointer)
      .sort();
    expect(pointers).toEqual(['/author', '/description']);
    // Half a surrogate pair, in one line or in several: refused, not stored as "�".
    const halves = await author.request('POST', '/api/studio/works', {
      ...work,
      title: 'Song \ud83c',
      description: 'First line\nsecond \udfb5',
      platforms: ['ebook'],
    });
    expect(halves.statusCode).toBe(400);
    expect(
      halves
        .json()
        .errors.map((error: { pointer: string }) => error.pointer)
        .sort(),
    ).toEqual(['/description', '/title']);
    const blank = await author.request('POST', '/api/studio/works', {
      ...work,
      title: '   ',
      platforms: ['ebook'],
    });
    expect(blank.json().errors).toEqual([{ pointer: '/title', code: 'required' }]);
    const unknown = await author.request('POST', '/api/studio/works', {
      ...work,
      platforms: ['no-such-platform'],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('an edited fee applies to new quotes only; a withdrawn work sells no more and its licences stay valid', async () => {
    const id = (
      await author.request('POST', '/api/studio/works', {
        ...work,
        title: 'Fee change',
        platforms: ['ebook'],
      })
    ).json().id;
    const before = await buy(api, { workId: id, platforms: ['ebook'], duration: 'rental' });
    expect(before.licence.contentFee).toBe(800);
    const edited = await author.request('PUT', `/api/studio/works/${id}`, {
      ...work,
      title: 'Fee change',
      contentFee: 2000,
      platforms: ['ebook'],
    });
    expect(edited.json().contentFee).toBe(2000);
    const quote = await api.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { workId: id, platforms: ['ebook'], duration: 'rental' },
    });
    expect(quote.json().contentFee).toBe(1600);
    const kept = await api.inject({ method: 'GET', url: `/api/licences/${before.key}` });
    expect(kept.json()).toMatchObject({ contentFee: 800, listedContentFee: 1000 });
    const withdrawn = await author.request('POST', `/api/studio/works/${id}/withdrawal`, {});
    expect(withdrawn.json().withdrawnAt).not.toBeNull();
    const refused = await api.inject({
      method: 'POST',
      url: '/api/licences',
      headers: { 'idempotency-key': idempotencyKey() },
      payload: { workId: id, platforms: ['ebook'], duration: 'rental', licensee: 'Late' },
    });
    expect(refused.statusCode).toBe(410);
    expect(
      (await api.inject({ method: 'GET', url: `/api/verify/${before.licence.code}` })).json(),
    ).toMatchObject({ valid: true, duration: 'rental' });
    const listed = (await author.request('GET', '/api/studio/works')).json().works;
    expect(listed.find((w: { id: string }) => w.id === id).withdrawnAt).not.toBeNull();
  });

  it('an author sees the sales of their works with the content fee, the payout date and monthly totals, and no buyer', async () => {
    const id = (
      await author.request('POST', '/api/studio/works', {
        ...work,
        title: 'Sold',
        platforms: ['ebook'],
      })
    ).json().id;
    const sold = await buy(api, {
      workId: id,
      platforms: ['ebook'],
      duration: '30-days',
      licensee: 'Private Person',
    });
    clock.advanceDays(1);
    await api.inject({
      method: 'POST',
      url: `/api/licences/${sold.key}/expansions`,
      headers: { 'idempotency-key': idempotencyKey() },
      payload: { duration: 'lifetime' },
    });
    const sales = (await author.request('GET', '/api/studio/sales')).json();
    const mine = sales.sales.filter((sale: { work: { id: string } }) => sale.work.id === id);
    expect(
      mine.map((sale: { kind: string; contentFee: number }) => [sale.kind, sale.contentFee]),
    ).toEqual([
      ['expansion', 600],
      ['purchase', 400],
    ]);
    const purchase = mine[1];
    expect(new Date(purchase.payoutDate).getTime() - new Date(purchase.soldAt).getTime()).toBe(
      PAYOUT_DELAY_HOURS * 3_600_000,
    );
    expect(sales.months.map((month: { month: string }) => month.month)).toEqual([
      '2026-12',
      '2026-11',
    ]);
    expect(JSON.stringify(sales)).not.toContain('Private Person');
    const other = new TestBrowser(api);
    await other.signUp({ displayName: 'Other', role: 'author' });
    expect((await other.request('GET', '/api/studio/sales')).json().sales).toEqual([]);
    expect((await other.request('POST', `/api/studio/works/${id}/withdrawal`, {})).statusCode).toBe(
      404,
    );
  });

  it('a distributor raises its fee: new quotes use it, an old licence does not change; it sees what it is owed', async () => {
    const id = (
      await author.request('POST', '/api/studio/works', {
        ...work,
        title: 'Radio',
        platforms: [platform],
      })
    ).json().id;
    const old = await buy(api, {
      workId: id,
      platforms: [platform],
      duration: 'lifetime',
      licensee: 'Secret Buyer',
    });
    expect(old.licence.distributionFees).toEqual([{ platform, fee: 60 }]);
    const raised = await distributor.request('PUT', `/api/console/platforms/${platform}/fee`, {
      fee: 90,
    });
    expect(raised.json()).toMatchObject({ id: platform, fee: 90 });
    const quote = await api.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { workId: id, platforms: [platform], duration: 'lifetime' },
    });
    expect(quote.json().distributionFees).toEqual([{ platform, fee: 90 }]);
    expect(
      (await api.inject({ method: 'GET', url: `/api/licences/${old.key}` })).json()
        .distributionFees,
    ).toEqual([{ platform, fee: 60 }]);
    const covered = (await distributor.request('GET', '/api/console/licences')).json();
    expect(covered.licences).toContainEqual(
      expect.objectContaining({ code: old.licence.code, platform, fee: 60 }),
    );
    expect(covered.totals).toEqual([{ platform, licences: 1, fees: 60 }]);
    expect(JSON.stringify(covered)).not.toContain('Secret Buyer');
    expect(
      (await distributor.request('PUT', '/api/console/platforms/ebook/fee', { fee: 1 })).statusCode,
    ).toBe(404);
  });

  it('an API key, shown once and kept hashed, verifies with the distributor’s view and stops once revoked', async () => {
    const id = (
      await author.request('POST', '/api/studio/works', {
        ...work,
        title: 'Keyed',
        platforms: [platform],
      })
    ).json().id;
    const licence = await buy(api, { workId: id, platforms: [platform], duration: 'lifetime' });
    const elsewhere = await buy(api, {
      workId: 'calculo-i-araujo',
      platforms: ['ebook'],
      duration: 'lifetime',
    });
    const created = await distributor.request('POST', '/api/console/api-keys', {
      name: 'Shop backend',
    });
    expect(created.statusCode).toBe(201);
    const { key, apiKey } = created.json();
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    const stored = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM api_keys WHERE key_hash::text LIKE '%' || $1 || '%'",
      [key],
    );
    expect(stored.rows[0]?.n).toBe(0);
    const bearer = { authorization: `Bearer ${key}` };
    const verified = await api.inject({
      method: 'GET',
      url: `/api/verify/${licence.licence.code}`,
      headers: bearer,
    });
    expect(verified.json()).toMatchObject({ valid: true, platforms: [platform] });
    expect(Number(verified.headers['x-ratelimit-limit'])).toBeGreaterThan(1000);
    const notMine = await api.inject({
      method: 'GET',
      url: `/api/verify/${elsewhere.licence.code}`,
      headers: bearer,
    });
    expect(notMine.json()).toEqual({ valid: false, status: 'unknown' });
    const catalogue = (
      await api.inject({ method: 'GET', url: '/api/works?limit=100', headers: bearer })
    ).json();
    expect(catalogue.works.length).toBeGreaterThan(0);
    expect(
      catalogue.works.every((w: { platforms: string[] }) => w.platforms.includes(platform)),
    ).toBe(true);
    const listed = (await distributor.request('GET', '/api/console/api-keys')).json().apiKeys;
    expect(listed[0]).toMatchObject({ name: 'Shop backend', revokedAt: null });
    expect(listed[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(
      (await distributor.request('DELETE', `/api/console/api-keys/${apiKey.id}`)).statusCode,
    ).toBe(204);
    const revoked = await api.inject({
      method: 'GET',
      url: `/api/verify/${licence.licence.code}`,
      headers: bearer,
    });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().type).toBe('/api/problems/api-key-invalid');
  });
});
