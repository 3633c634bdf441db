// @ts-check
// The shell's side of data pages: one render per key for a burst, the deadline and its fallback,
// the cache's fresh and stale periods, failures never cached, and keys that are the normalised
// parameters only. The remote's render service is a small podlet served here.
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLive, liveParameters, ROUTES } from '@fair/shared/site';
import { createLiveFragments, FRAGMENT_CACHE_S, FRAGMENT_STALE_S } from './liveFragments.mjs';
import { HEAD_HEADER } from './renderContract.mjs';

/** How the fake render service answers the next renders. */
const service = { delayMs: 0, status: 200, renders: /** @type {string[]} */ ([]) };

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/v1/render/manifest.json') {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        name: 'mf_catalog',
        version: 'v1',
        content: '/',
        fallback: '',
        js: [],
        css: [],
        proxy: {},
      }),
    );
    return;
  }
  service.renders.push(`${url.pathname}${url.search}`);
  setTimeout(() => {
    response.statusCode = service.status;
    response.setHeader('podlet-version', 'v1');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader(HEAD_HEADER, encodeURIComponent(JSON.stringify({ title: 'Works' })));
    response.end(service.status === 200 ? `<p>rendered ${url.search}</p>` : '');
  }, service.delayMs);
});

/** @type {string} */
let entry;
beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  entry = `http://127.0.0.1:${address.port}/v1/remoteEntry.js`;
});
afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));
beforeEach(() => {
  Object.assign(service, { delayMs: 0, status: 200, renders: [] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** @param {[string, string][]} params */
const homeWith = (params) => ({
  app: 'mf-catalog',
  entry,
  composition: 'c1',
  page: 'home',
  param: undefined,
  language: 'en',
  params,
});

describe('live fragments', () => {
  it('render once for a burst of visitors of one page, and serve every one of them', async () => {
    const fragments = createLiveFragments({ deadlineMs: 2_000 });
    service.delayMs = 50;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fragments.get(homeWith([['q', 'joao']]))),
    );
    expect(answers.every((answer) => answer.kind === 'fragment')).toBe(true);
    expect(service.renders).toHaveLength(1);
    expect(service.renders[0]).toMatch(/q=joao/);
  });

  it('answer with the fallback at the deadline, and keep the late render for the next visitor', async () => {
    const fragments = createLiveFragments({ deadlineMs: 100 });
    service.delayMs = 400;
    const started = Date.now();
    const first = await fragments.get(homeWith([['q', 'late']]));
    expect(first).toEqual({ kind: 'fallback', reason: 'deadline' });
    expect(Date.now() - started).toBeLessThan(300);
    await sleep(500);
    const second = await fragments.get(homeWith([['q', 'late']]));
    expect(second).toMatchObject({ kind: 'fragment', fresh: true });
    expect(service.renders).toHaveLength(1);
  });

  it('answer with the fallback when the render fails, and never keep a failure', async () => {
    const fragments = createLiveFragments({ deadlineMs: 2_000 });
    service.status = 500;
    expect(await fragments.get(homeWith([['q', 'broken']]))).toEqual({
      kind: 'fallback',
      reason: 'error',
    });
    service.status = 200;
    expect(await fragments.get(homeWith([['q', 'broken']]))).toMatchObject({ kind: 'fragment' });
  });

  it('serve a page fresh, then stale while one render refreshes it, then render again', async () => {
    let clock = 1_000_000;
    const fragments = createLiveFragments({ deadlineMs: 2_000, now: () => clock });
    await fragments.get(homeWith([['type', 'music']]));
    clock += FRAGMENT_CACHE_S * 1000 - 1;
    expect(await fragments.get(homeWith([['type', 'music']]))).toMatchObject({ fresh: true });
    expect(service.renders).toHaveLength(1);

    clock += 2;
    expect(await fragments.get(homeWith([['type', 'music']]))).toMatchObject({
      kind: 'fragment',
      fresh: false,
    });
    await vi.waitFor(() => expect(service.renders).toHaveLength(2));

    clock += (FRAGMENT_CACHE_S + FRAGMENT_STALE_S) * 1000 + 1;
    expect(await fragments.get(homeWith([['type', 'music']]))).toMatchObject({ fresh: true });
    expect(service.renders).toHaveLength(3);
  });

  it('count the composed answers it keeps in the cache’s bytes', async () => {
    const fragments = createLiveFragments({ deadlineMs: 2_000 });
    const request = homeWith([['q', 'kept']]);
    const answer = await fragments.get(request);
    if (answer.kind !== 'fragment') throw new Error('no fragment');
    const before = fragments.stats().bytes;
    fragments.keep(request, answer.entry, 'br', Buffer.alloc(50_000));
    expect(fragments.stats().bytes).toBe(before + 50_000);
  });

  it('render each set of parameters, language and version on its own', async () => {
    const fragments = createLiveFragments({ deadlineMs: 2_000 });
    await fragments.get(homeWith([['q', 'a']]));
    await fragments.get(homeWith([['q', 'b']]));
    await fragments.get({ ...homeWith([['q', 'a']]), language: 'fi' });
    await fragments.get({ ...homeWith([['q', 'a']]), composition: 'c2' });
    await fragments.get(homeWith([['q', 'a']]));
    expect(service.renders).toHaveLength(4);
    expect(fragments.stats().entries).toBe(4);
  });

  it('key a page by what it shows: addresses it shows alike share one render', async () => {
    const home = ROUTES.find((route) => route.id === 'home');
    if (!home || !isLive(home)) throw new Error('the app table has no live home page');
    /** The request the shell's server makes for an address's query (appServer.mjs). */
    const request = (/** @type {string} */ search) => {
      const params = liveParameters(home, search);
      if (params === null) throw new Error(`${search} is not rendered`);
      return homeWith(params);
    };
    const fragments = createLiveFragments({ deadlineMs: 2_000 });
    for (const search of [
      '?q=fado',
      '?q=fado&type=poems',
      `?q=fado&type=${'x'.repeat(150)}`,
      '?q=fado&lang=xx&sort=random',
      '?q=fado&sort=relevance&utm_source=feed',
      '?type=&q=fado&q=other',
    ]) {
      expect(await fragments.get(request(search)), search).toMatchObject({ kind: 'fragment' });
    }
    expect(service.renders).toEqual(['/v1/render/home?q=fado']);
    await fragments.get(request('?q=fado&type=music'));
    expect(service.renders).toHaveLength(2);
    expect(fragments.stats().entries).toBe(2);
  });
});
