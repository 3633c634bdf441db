import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config';
import { buy, idempotencyKey, testApi, TEST_SITE } from '../test/api';
import { cookieHeader, TestBrowser } from '../test/accounts';
import { testDatabase, type TestDatabase } from '../test/databases';
import type { Api } from './types';

/**
 * Hostile requests, generated from the OpenAPI document: every operation that reads a body, a
 * query or a path parameter gets each field too long, of the wrong type, or unknown, and must
 * answer 400 with a problem document, never anything else. An operation added without a valid
 * example here fails the test, so none is forgotten.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  maxLength?: number;
  enum?: unknown[];
  anyOf?: Schema[];
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  schema: Schema;
}
interface Operation {
  'x-access'?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

let db: TestDatabase;
let api: Api;
let licenceKey = '';
let licenceCode = '';
let author: TestBrowser;
let distributor: TestBrowser;
let ownWork = '';
let ownPlatform = '';
let ownPasskey = '';
let ownApiKey = '';
const logLines: string[] = [];

/** A valid request for every operation (its path filled in, its body): the base of the variants. */
const examples = (): Record<string, { url: string; body?: Record<string, unknown> }> => ({
  'GET /api/works': { url: '/api/works?q=joao' },
  'GET /api/works/{id}': { url: '/api/works/calculo-i-araujo' },
  'GET /api/work-ids': { url: '/api/work-ids?page=0' },
  'GET /api/platforms': { url: '/api/platforms' },
  'POST /api/quotes': {
    url: '/api/quotes',
    body: { workId: 'calculo-i-araujo', platforms: ['ebook'], duration: 'lifetime' },
  },
  'POST /api/licences': {
    url: '/api/licences',
    body: {
      workId: 'calculo-i-araujo',
      platforms: ['ebook'],
      duration: 'lifetime',
      licensee: 'Ana',
    },
  },
  'GET /api/licences/{key}': { url: `/api/licences/${licenceKey}` },
  'POST /api/licences/{key}/expansion-quotes': {
    url: `/api/licences/${licenceKey}/expansion-quotes`,
    body: { platforms: ['app-store'] },
  },
  'POST /api/licences/{key}/expansions': {
    url: `/api/licences/${licenceKey}/expansions`,
    body: { platforms: ['app-store'] },
  },
  'DELETE /api/licences/{key}/licensee': { url: `/api/licences/${licenceKey}/licensee` },
  'POST /api/licences/imports': {
    url: '/api/licences/imports',
    body: {
      licence: {
        id: 'LIC-1',
        workId: 'calculo-i-araujo',
        licensee: 'Rui',
        purchaseDate: '2026-11-01T10:00:00.000Z',
        duration: 'lifetime',
        listedContentFee: 2000,
        contentFee: 2000,
        distributionFees: [{ platform: 'ebook', fee: 100 }],
        commission: 147,
        history: [],
      },
    },
  },
  'GET /api/verify/{code}': { url: `/api/verify/${licenceCode}?platform=ebook` },
  'GET /api/keys': { url: '/api/keys' },
  'POST /api/accounts/registration-options': {
    url: '/api/accounts/registration-options',
    body: { displayName: 'Hostile', role: 'distributor', platform: { name: 'Hostile', fee: 1 } },
  },
  'POST /api/accounts': { url: '/api/accounts', body: { response: credential } },
  'POST /api/sessions/options': { url: '/api/sessions/options', body: {} },
  'POST /api/sessions': { url: '/api/sessions', body: { response: credential } },
  'GET /api/session': { url: '/api/session' },
  'DELETE /api/session': { url: '/api/session' },
  'DELETE /api/sessions': { url: '/api/sessions' },
  'GET /api/account/passkeys': { url: '/api/account/passkeys' },
  'POST /api/account/passkeys/options': { url: '/api/account/passkeys/options', body: {} },
  'POST /api/account/passkeys': { url: '/api/account/passkeys', body: { response: credential } },
  'DELETE /api/account/passkeys/{id}': { url: `/api/account/passkeys/${ownPasskey}` },
  'GET /api/studio/works': { url: '/api/studio/works' },
  'POST /api/studio/works': { url: '/api/studio/works', body: workInput },
  'PUT /api/studio/works/{id}': { url: `/api/studio/works/${ownWork}`, body: workInput },
  'POST /api/studio/works/{id}/withdrawal': {
    url: `/api/studio/works/${ownWork}/withdrawal`,
    body: {},
  },
  'GET /api/studio/sales': { url: '/api/studio/sales' },
  'GET /api/console/platforms': { url: '/api/console/platforms' },
  'PUT /api/console/platforms/{id}/fee': {
    url: `/api/console/platforms/${ownPlatform}/fee`,
    body: { fee: 5 },
  },
  'GET /api/console/licences': { url: '/api/console/licences' },
  'GET /api/console/api-keys': { url: '/api/console/api-keys' },
  'POST /api/console/api-keys': { url: '/api/console/api-keys', body: { name: 'Key' } },
  'DELETE /api/console/api-keys/{id}': { url: `/api/console/api-keys/${ownApiKey}` },
});

const credential = {
  id: 'abc',
  rawId: 'abc',
  type: 'public-key',
  response: {
    clientDataJSON: 'e30',
    attestationObject: 'oA',
    authenticatorData: 'AA',
    signature: 'AA',
  },
  clientExtensionResults: {},
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

/** The cookies a request of this access sends (an account of the role it needs). */
function sessionFor(access: string | undefined): Record<string, string> {
  const browser =
    access === 'author' || access === 'account'
      ? author
      : access === 'distributor'
        ? distributor
        : undefined;
  return browser ? { cookie: cookieHeader(browser.cookies), origin: TEST_SITE } : {};
}

/** The example's address with one path parameter replaced (the others as the example has them). */
function withParameter(template: string, exampleUrl: string, name: string, value: string): string {
  const actual = exampleUrl.split('?')[0]?.split('/') ?? [];
  return template
    .split('/')
    .map((segment, i) =>
      segment === `{${name}}` ? value : segment.startsWith('{') ? (actual[i] ?? '') : segment,
    )
    .join('/');
}

/** A value of another type than the schema's. */
function wrongType(schema: Schema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string' || schema.enum || schema.anyOf) return 12345;
  if (type === 'array') return 'not-a-list';
  if (type === 'object') return ['not', 'an', 'object'];
  return 'not-a-number';
}

beforeAll(async () => {
  db = await testDatabase('pglite');
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  api = await testApi(db, { logLevel: 'info', logStream });
  const bought = await buy(api, { duration: '30-days' });
  licenceKey = bought.key;
  licenceCode = bought.licence.code;
  author = new TestBrowser(api);
  await author.signUp({ displayName: 'Author', role: 'author' });
  await author.addPasskey();
  ownPasskey = (await author.request('GET', '/api/account/passkeys')).json().passkeys[0].id;
  ownWork = (await author.request('POST', '/api/studio/works', workInput)).json().id;
  distributor = new TestBrowser(api);
  ownPlatform = (
    await distributor.signUp({
      displayName: 'D',
      role: 'distributor',
      platform: { name: 'Own', fee: 1 },
    })
  ).platforms[0].id;
  ownApiKey = (await distributor.request('POST', '/api/console/api-keys', { name: 'Own' })).json()
    .apiKey.id;
});
afterAll(async () => {
  await api?.close();
  await db?.close();
});

describe('hostile requests, from the OpenAPI document', () => {
  it('every operation has a valid example here', async () => {
    const document = (await api.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(Object.keys(examples()).sort());
  });

  it('a field too long, of the wrong type or unknown is refused with 400 and a problem, everywhere', async () => {
    const document = (await api.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    let sent = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        const example = examples()[name];
        if (!example) throw new Error(`no example for ${name}`);
        const variants: { what: string; url: string; body?: unknown }[] = [];
        const bodySchema = operation.requestBody?.content['application/json']?.schema;
        if (bodySchema?.properties && example.body) {
          for (const [field, schema] of Object.entries(bodySchema.properties)) {
            variants.push({
              what: `${field} of the wrong type`,
              url: example.url,
              body: { ...example.body, [field]: wrongType(schema) },
            });
            if (schema.type === 'string' || schema.maxLength) {
              variants.push({
                what: `${field} too long`,
                url: example.url,
                body: {
                  ...example.body,
                  [field]: 'x'.repeat(Math.min((schema.maxLength ?? 1000) + 1, 8000)),
                },
              });
            }
          }
          variants.push({
            what: 'an unknown field',
            url: example.url,
            body: { ...example.body, unknown: 1 },
          });
          variants.push({
            what: 'a list instead of an object',
            url: example.url,
            body: [example.body],
          });
        }
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === 'query') {
            const url = new URL(example.url, 'http://x');
            url.searchParams.set(parameter.name, 'x'.repeat(500));
            variants.push({
              what: `query ${parameter.name} too long`,
              url: `${url.pathname}${url.search}`,
              body: example.body,
            });
          }
          if (parameter.in === 'path') {
            variants.push({
              what: `path ${parameter.name} too long`,
              url: withParameter(path, example.url, parameter.name, 'x'.repeat(300)),
              body: example.body,
            });
          }
        }
        if (
          (operation.parameters ?? []).some((parameter) => parameter.in === 'query') ||
          method === 'get'
        ) {
          variants.push({
            what: 'an unknown query parameter',
            url: `${example.url}${example.url.includes('?') ? '&' : '?'}unknown=1`,
            body: example.body,
          });
        }
        for (const variant of variants) {
          const response = await api.inject({
            method: method.toUpperCase() as 'GET',
            url: variant.url,
            headers: {
              'idempotency-key': idempotencyKey(),
              'content-type': 'application/json',
              ...sessionFor(operation['x-access']),
            },
            ...(variant.body !== undefined ? { payload: JSON.stringify(variant.body) } : {}),
          });
          sent += 1;
          // An operation without a query schema ignores unknown parameters: it answers as usual.
          const ignored =
            variant.what === 'an unknown query parameter' &&
            !(operation.parameters ?? []).some((p) => p.in === 'query');
          if (ignored) {
            expect(response.statusCode, `${name}: ${variant.what}`).toBeLessThan(500);
            continue;
          }
          expect(response.statusCode, `${name}: ${variant.what}: ${response.body}`).toBe(400);
          expect(response.headers['content-type'], name).toContain('application/problem+json');
          expect(response.json().type).toBe('/api/problems/invalid-request');
        }
      }
    }
    expect(sent).toBeGreaterThan(40);
  });

  it('a body over 16 kB is 413, another content type 415, broken JSON 400', async () => {
    const big = await api.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ workId: 'x'.repeat(17_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().type).toBe('/api/problems/body-too-large');
    const text = await api.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    const broken = await api.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { 'content-type': 'application/json' },
      payload: '{"workId":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toContain('application/problem+json');
  });

  it('an unknown address is a 404 problem', async () => {
    const response = await api.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().type).toBe('/api/problems/not-found');
  });

  it('logs never hold a licence key', async () => {
    await api.inject({ method: 'GET', url: `/api/licences/${licenceKey}` });
    await api.inject({ method: 'GET', url: `/api/licences/${licenceKey}x` });
    const logs = logLines.join('');
    expect(logs).toContain('/api/licences/[key]');
    expect(logs).not.toContain(licenceKey);
  });
});

describe('rate limits', () => {
  it('past 30 purchases a minute from one address: 429 with Retry-After, by the configured limit', async () => {
    const limited = await testApi(db, { rateLimits: DEFAULT_RATE_LIMITS });
    try {
      const from = (address: string) => ({
        method: 'POST' as const,
        url: '/api/quotes',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': address, 'idempotency-key': idempotencyKey() },
        payload: {},
      });
      for (let i = 0; i < DEFAULT_RATE_LIMITS.purchases; i++) {
        const response = await limited.inject({ ...from('203.0.113.7'), url: '/api/licences' });
        expect(response.statusCode).toBe(400);
      }
      const refused = await limited.inject({ ...from('203.0.113.7'), url: '/api/licences' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().type).toBe('/api/problems/rate-limited');
      // Another client (as the proxy on loopback says) still buys; a forged header from elsewhere does not help.
      expect(
        (await limited.inject({ ...from('203.0.113.8'), url: '/api/licences' })).statusCode,
      ).toBe(400);
      const forged = await limited.inject({
        ...from('203.0.113.9'),
        url: '/api/licences',
        remoteAddress: '198.51.100.1',
      });
      expect(forged.statusCode).toBe(400);
      for (let i = 0; i < DEFAULT_RATE_LIMITS.purchases; i++) {
        await limited.inject({
          ...from('203.0.113.10'),
          url: '/api/licences',
          remoteAddress: '198.51.100.1',
        });
      }
      const sameSocket = await limited.inject({
        ...from('203.0.113.11'),
        url: '/api/licences',
        remoteAddress: '198.51.100.1',
      });
      expect(sameSocket.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
