import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, testApi, TEST_SITE } from '../test/api';
import { testDatabase, type TestDatabase } from '../test/databases';
import type { Api } from '../http/types';
import { addPasskey, createAccount, newUserHandle, type Role } from './accounts';
import { createApiKey } from './apiKeys';
import type { Access } from './auth';
import { createSession, SESSION_COOKIE } from './sessions';

/**
 * Every operation of the OpenAPI document × every kind of caller: anonymous, an author, another
 * author, a distributor, another distributor. Each operation declares who may call it
 * (`x-access`); a new operation without one fails here, and so does one whose guard does not
 * answer 401 (no account), 403 (another role) or 404 (another's resource) exactly where it should.
 */

interface Operation {
  'x-access'?: Access;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
}

interface Principal {
  name: string;
  role: Role | null;
  cookie?: string;
  accountId?: string;
  platformId?: string;
}

let db: TestDatabase;
let api: Api;
let licenceKey = '';
let licenceCode = '';
let serial = 0;

async function principal(name: string, role: Role | null): Promise<Principal> {
  if (!role) return { name, role };
  const now = new Date();
  const account = await createAccount(db, {
    displayName: name,
    role,
    userHandle: newUserHandle(),
    now,
  });
  for (let i = 0; i < 2; i++) {
    await addPasskey(
      db,
      {
        id: randomBytes(16).toString('base64url'),
        accountId: account.id,
        publicKey: randomBytes(77),
        counter: 0,
        transports: [],
        deviceType: 'singleDevice',
        backedUp: false,
      },
      now,
    );
  }
  let platformId: string | undefined;
  if (role === 'distributor') {
    platformId = `matrix-${++serial}`;
    await db.query('INSERT INTO platforms (id, name, fee, owner_id) VALUES ($1, $2, 10, $3)', [
      platformId,
      `Matrix ${serial}`,
      account.id,
    ]);
  }
  const token = await createSession(db, account.id, now);
  return { name, role, cookie: `${SESSION_COOKIE}=${token}`, accountId: account.id, platformId };
}

/** A valid request of each operation, made for `owner` (its own resources created first). */
async function example(
  operation: string,
  owner: Principal,
): Promise<{ url: string; body?: unknown }> {
  const work = async () => {
    const id = `matrix-work-${++serial}`;
    await db.query(
      `INSERT INTO works (id, title, author, type, language, description, content_fee, platforms, card_subtotal, owner_id)
       VALUES ($1, 'Matrix', 'M', 'books', 'en', 'D', 100, ARRAY['ebook'], 200, $2)`,
      [id, owner.accountId ?? null],
    );
    return id;
  };
  const workInput = {
    title: 'T',
    author: 'A',
    type: 'books',
    language: 'en',
    description: 'D',
    contentFee: 100,
    platforms: ['ebook'],
  };
  switch (operation) {
    case 'GET /api/works':
      return { url: '/api/works?q=joao' };
    case 'GET /api/works/{id}':
      return { url: '/api/works/calculo-i-araujo' };
    case 'GET /api/work-ids':
      return { url: '/api/work-ids?page=0' };
    case 'GET /api/platforms':
      return { url: '/api/platforms' };
    case 'POST /api/quotes':
      return {
        url: '/api/quotes',
        body: { workId: 'calculo-i-araujo', platforms: ['ebook'], duration: 'lifetime' },
      };
    case 'POST /api/licences':
      return {
        url: '/api/licences',
        body: {
          workId: 'calculo-i-araujo',
          platforms: ['ebook'],
          duration: 'lifetime',
          licensee: 'M',
        },
      };
    case 'GET /api/licences/{key}':
      return { url: `/api/licences/${licenceKey}` };
    case 'POST /api/licences/{key}/expansion-quotes':
      return {
        url: `/api/licences/${licenceKey}/expansion-quotes`,
        body: { duration: 'lifetime' },
      };
    case 'POST /api/licences/{key}/expansions':
      return { url: `/api/licences/${licenceKey}/expansions`, body: { duration: '1-year' } };
    case 'DELETE /api/licences/{key}/licensee':
      return { url: `/api/licences/${licenceKey}/licensee` };
    case 'POST /api/licences/imports':
      return { url: '/api/licences/imports', body: { licence: {} } };
    case 'GET /api/verify/{code}':
      return { url: `/api/verify/${licenceCode}` };
    case 'GET /api/keys':
      return { url: '/api/keys' };
    case 'POST /api/accounts/registration-options':
      return {
        url: '/api/accounts/registration-options',
        body: { displayName: 'N', role: 'author' },
      };
    case 'POST /api/accounts':
      return { url: '/api/accounts', body: {} };
    case 'POST /api/sessions/options':
      return { url: '/api/sessions/options', body: {} };
    case 'POST /api/sessions':
      return { url: '/api/sessions', body: {} };
    case 'GET /api/session':
      return { url: '/api/session' };
    case 'DELETE /api/session':
      return { url: '/api/session' };
    case 'DELETE /api/sessions':
      return { url: '/api/sessions' };
    case 'GET /api/account/passkeys':
      return { url: '/api/account/passkeys' };
    case 'POST /api/account/passkeys/options':
      return { url: '/api/account/passkeys/options', body: {} };
    case 'POST /api/account/passkeys':
      return { url: '/api/account/passkeys', body: {} };
    case 'DELETE /api/account/passkeys/{id}': {
      const own = await db.query<{ id: string }>(
        'SELECT id FROM passkeys WHERE account_id = $1 LIMIT 1',
        [owner.accountId ?? null],
      );
      return { url: `/api/account/passkeys/${own.rows[0]?.id ?? 'bm9uZQ'}` };
    }
    case 'GET /api/studio/works':
      return { url: '/api/studio/works' };
    case 'POST /api/studio/works':
      return { url: '/api/studio/works', body: workInput };
    case 'PUT /api/studio/works/{id}':
      return { url: `/api/studio/works/${await work()}`, body: workInput };
    case 'POST /api/studio/works/{id}/withdrawal':
      return { url: `/api/studio/works/${await work()}/withdrawal`, body: {} };
    case 'GET /api/studio/sales':
      return { url: '/api/studio/sales' };
    case 'GET /api/console/platforms':
      return { url: '/api/console/platforms' };
    case 'PUT /api/console/platforms/{id}/fee':
      return {
        url: `/api/console/platforms/${owner.platformId ?? 'ebook'}/fee`,
        body: { fee: 20 },
      };
    case 'GET /api/console/licences':
      return { url: '/api/console/licences' };
    case 'GET /api/console/api-keys':
      return { url: '/api/console/api-keys' };
    case 'POST /api/console/api-keys':
      return { url: '/api/console/api-keys', body: { name: 'Matrix' } };
    case 'DELETE /api/console/api-keys/{id}': {
      const { apiKey } = await createApiKey(
        db,
        owner.accountId ?? '00000000-0000-4000-8000-000000000000',
        'Owned',
        new Date(),
      );
      return { url: `/api/console/api-keys/${apiKey.id}` };
    }
    default:
      throw new Error(`no example for ${operation}: add one here, and its x-access`);
  }
}

beforeAll(async () => {
  db = await testDatabase('pglite');
  api = await testApi(db);
  const bought = await buy(api, { duration: '30-days' });
  licenceKey = bought.key;
  licenceCode = bought.licence.code;
});
afterAll(async () => {
  await api?.close();
  await db?.close();
});

describe('authorisation, every operation × every caller', () => {
  it('every operation says who may call it, and answers 401, 403 and 404 exactly where they belong', async () => {
    const document = (await api.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const failures: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        const access = operation['x-access'];
        if (!access) {
          failures.push(`${name}: no x-access`);
          continue;
        }
        // The reference page documents it: an operation for accounts needs the session.
        if (access !== 'public' && !operation.security?.some((scheme) => 'session' in scheme))
          failures.push(`${name}: needs an account but its OpenAPI operation names no session`);
        const owned =
          (operation.parameters ?? []).some((parameter) => parameter.in === 'path') &&
          access !== 'public';
        // Fresh callers for each operation: what one call changes never leaks into the next.
        const owner = await principal(
          'owner',
          access === 'public' || access === 'account' ? 'author' : access,
        );
        const callers = [
          {
            who: await principal('anonymous', null),
            expect: access === 'public' ? 'allowed' : 401,
          },
          { who: owner, expect: 'allowed' },
          {
            who: await principal('another of the same role', owner.role),
            expect: access === 'public' ? 'allowed' : owned ? 404 : 'allowed',
          },
          {
            who: await principal(
              'another role',
              owner.role === 'author' ? 'distributor' : 'author',
            ),
            expect: access === 'public' || access === 'account' ? (owned ? 404 : 'allowed') : 403,
          },
        ] as const;
        for (const { who, expect: expected } of callers) {
          const { url, body } = await example(name, owner);
          const response = await api.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: {
              origin: TEST_SITE,
              'idempotency-key': `matrix-${++serial}`,
              ...(who.cookie ? { cookie: who.cookie } : {}),
            },
            ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
          });
          checked += 1;
          const status = response.statusCode;
          const ok =
            expected === 'allowed' ? ![401, 403, 404].includes(status) : status === expected;
          if (!ok)
            failures.push(
              `${name} as ${who.name} (${who.role ?? 'none'}): expected ${expected}, got ${status} ${response.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  }, 300_000);
});
