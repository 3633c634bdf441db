import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config';
import { testApi, testClock, TEST_SITE } from '../test/api';
import { cookieHeader, TestBrowser } from '../test/accounts';
import { testDatabase, type TestDatabase } from '../test/databases';
import type { Api } from '../http/types';
import { SESSION_ABSOLUTE_DAYS, SESSION_COOKIE, SESSION_IDLE_DAYS } from './sessions';

/** The account a browser's session names, or null: `GET /api/session` answers 200 either way. */
async function signedInAs(browser: TestBrowser): Promise<{ displayName: string } | null> {
  const response = await browser.request('GET', '/api/session');
  expect(response.statusCode).toBe(200);
  return response.json<{ account: { displayName: string } | null }>().account;
}

describe('accounts with passkeys', () => {
  let db: TestDatabase;
  let api: Api;
  const clock = testClock();
  beforeAll(async () => {
    db = await testDatabase('pglite');
    api = await testApi(db, { now: clock.now });
  });
  afterAll(async () => {
    await api?.close();
    await db?.close();
  });

  it('signs an author up with a passkey and no password, into a session cookie (HttpOnly, Lax)', async () => {
    const browser = new TestBrowser(api);
    const account = await browser.signUp({ displayName: '  Ana Autora  ', role: 'author' });
    expect(account).toMatchObject({
      displayName: 'Ana Autora',
      role: 'author',
      platforms: [],
      passkeys: 1,
    });
    expect(await signedInAs(browser)).toMatchObject({ displayName: 'Ana Autora' });
    const started = await browser.request('POST', '/api/sessions/options', {});
    const setCookie = String(started.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const columns = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name IN ('accounts', 'passkeys', 'sessions')`,
    );
    expect(columns.rows.map((row) => row.column_name).join(' ')).not.toMatch(/password/);
    const stored = await db.query<{ id_hash: Uint8Array }>('SELECT id_hash FROM sessions');
    for (const row of stored.rows)
      expect(Buffer.from(row.id_hash).toString('base64url')).not.toBe(
        browser.cookies[SESSION_COOKIE],
      );
  });

  it('signs a distributor up with its platform, named as written; a taken name is refused', async () => {
    const browser = new TestBrowser(api);
    const account = await browser.signUp({
      displayName: 'Rádio Livre',
      role: 'distributor',
      platform: { name: 'Rádio Livre Play', fee: 75 },
    });
    expect(account.platforms).toEqual([
      { id: 'radio-livre-play', name: 'Rádio Livre Play', fee: 75, seeded: false },
    ]);
    const platforms = (await api.inject({ method: 'GET', url: '/api/platforms' })).json().platforms;
    expect(platforms).toContainEqual({
      id: 'radio-livre-play',
      name: 'Rádio Livre Play',
      fee: 75,
      seeded: false,
    });
    const again = await new TestBrowser(api).request('POST', '/api/accounts/registration-options', {
      displayName: 'Copy',
      role: 'distributor',
      platform: { name: 'rádio livre play', fee: 1 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().type).toBe('/api/problems/platform-taken');
    const noPlatform = await new TestBrowser(api).request(
      'POST',
      '/api/accounts/registration-options',
      { displayName: 'X', role: 'distributor' },
    );
    expect(noPlatform.statusCode).toBe(400);
    expect(noPlatform.json().errors).toEqual([{ pointer: '/platform/name', code: 'required' }]);
  });

  it('signs in with a passkey into a new session id each time; the old one ends', async () => {
    const browser = new TestBrowser(api);
    await browser.signUp({ displayName: 'Rotating', role: 'author' });
    const first = browser.cookies[SESSION_COOKIE] as string;
    const signedIn = await browser.signIn();
    expect(signedIn.statusCode).toBe(200);
    const second = browser.cookies[SESSION_COOKIE] as string;
    expect(second).not.toBe(first);
    const old = await api.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: `${SESSION_COOKIE}=${first}` },
    });
    expect(old.json()).toEqual({ account: null });
    // The cookie of an ended session is cleared, so the browser stops sending it.
    expect(old.cookies).toContainEqual(
      expect.objectContaining({ name: SESSION_COOKIE, value: '' }),
    );
    const stranger = await api.inject({ method: 'GET', url: '/api/session' });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ account: null });
    expect(stranger.cookies).toEqual([]);
  });

  it('refuses a passkey answer for another challenge, an unknown passkey, and a ceremony never started', async () => {
    const browser = new TestBrowser(api);
    await browser.signUp({ displayName: 'Careful', role: 'author' });
    const started = await browser.request('POST', '/api/sessions/options', {});
    const wrong = browser.authenticator.authenticate({
      challenge: 'bm90LXRoZS1jaGFsbGVuZ2U',
      rpId: 'localhost',
    });
    expect((await browser.request('POST', '/api/sessions', { response: wrong })).json().type).toBe(
      '/api/problems/passkey-rejected',
    );
    const stranger = new TestBrowser(api);
    stranger.authenticator.register({
      challenge: 'x',
      rp: { id: 'localhost' },
      user: { id: 'eA' },
    });
    await stranger.request('POST', '/api/sessions/options', {});
    const unknown = stranger.authenticator.authenticate(started.json().options);
    expect(
      (await stranger.request('POST', '/api/sessions', { response: unknown })).statusCode,
    ).toBe(400);
    const never = new TestBrowser(api);
    const noCeremony = await never.request('POST', '/api/sessions', { response: unknown });
    expect(noCeremony.json().type).toBe('/api/problems/ceremony-expired');
  });

  it('adds passkeys and removes any but the last; signs out of every device', async () => {
    const laptop = new TestBrowser(api);
    await laptop.signUp({ displayName: 'Two keys', role: 'author' });
    const added = await laptop.addPasskey();
    expect(added.statusCode).toBe(201);
    const phone = new TestBrowser(api);
    phone.authenticator.credentials.push(...laptop.authenticator.credentials);
    expect((await phone.signIn(1)).statusCode).toBe(200);
    const list = (await laptop.request('GET', '/api/account/passkeys')).json().passkeys;
    expect(list).toHaveLength(2);
    expect((await laptop.request('DELETE', `/api/account/passkeys/${list[0].id}`)).statusCode).toBe(
      204,
    );
    const last = await laptop.request('DELETE', `/api/account/passkeys/${list[1].id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().type).toBe('/api/problems/last-passkey');
    expect((await laptop.request('DELETE', '/api/account/passkeys/bm9uZQ')).statusCode).toBe(404);
    expect((await laptop.request('DELETE', '/api/sessions')).statusCode).toBe(204);
    expect(await signedInAs(phone)).toBeNull();
    expect(await signedInAs(laptop)).toBeNull();
    expect((await phone.request('GET', '/api/account/passkeys')).statusCode).toBe(401);
  });

  it(`ends a session unused for ${SESSION_IDLE_DAYS} days, and any after ${SESSION_ABSOLUTE_DAYS}`, async () => {
    const browser = new TestBrowser(api);
    await browser.signUp({ displayName: 'Sleepy', role: 'author' });
    clock.advanceDays(SESSION_IDLE_DAYS - 1);
    expect(await signedInAs(browser)).not.toBeNull();
    clock.advanceDays(SESSION_IDLE_DAYS + 1);
    expect(await signedInAs(browser)).toBeNull();
    expect((await browser.signIn()).statusCode).toBe(200);
    // Used every few weeks, it lives until its absolute end, and not a day longer.
    let days = 0;
    while (days + SESSION_IDLE_DAYS - 1 < SESSION_ABSOLUTE_DAYS) {
      clock.advanceDays(SESSION_IDLE_DAYS - 1);
      days += SESSION_IDLE_DAYS - 1;
      expect(await signedInAs(browser), `day ${days}`).not.toBeNull();
    }
    clock.advanceDays(SESSION_ABSOLUTE_DAYS - days);
    expect(await signedInAs(browser)).toBeNull();
  });

  it(`limits sign-in and sign-up attempts to ${DEFAULT_RATE_LIMITS.signIn} a minute per address`, async () => {
    const limited = await testApi(db, { rateLimits: DEFAULT_RATE_LIMITS });
    try {
      const attempt = (url: string) =>
        limited.inject({ method: 'POST', url, remoteAddress: '192.0.2.44', payload: {} });
      for (let i = 0; i < DEFAULT_RATE_LIMITS.signIn; i++) {
        expect(
          (await attempt(i % 2 ? '/api/sessions/options' : '/api/sessions')).statusCode,
        ).not.toBe(429);
      }
      const refused = await attempt('/api/accounts/registration-options');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('refuses a state-changing request with a session from another origin, or none', async () => {
    const browser = new TestBrowser(api);
    await browser.signUp({ displayName: 'Guarded', role: 'author' });
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const forged = await api.inject({
        method: 'DELETE',
        url: '/api/sessions',
        headers: { cookie: cookieHeader(browser.cookies), ...(origin ? { origin } : {}) },
      });
      expect(forged.statusCode, String(origin)).toBe(403);
      expect(forged.json().type).toBe('/api/problems/origin-refused');
    }
    expect(await signedInAs(browser)).not.toBeNull();
    // A purchase without a session needs no Origin (buyers have no account).
    const anonymous = await api.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { workId: 'calculo-i-araujo', platforms: ['ebook'], duration: 'lifetime' },
    });
    expect(anonymous.statusCode).toBe(200);
    expect(TEST_SITE).toMatch(/^http:\/\/localhost/);
  });
});
