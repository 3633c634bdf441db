// @ts-check
// The sitemap with the works: one file while the site is small, an index of files past the
// protocol's 50,000 addresses, the pages alone when the API cannot be read.
import { createServer } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FIXED_ROUTES,
  hasParameter,
  LANGUAGES,
  pagePath,
  ROUTES,
  SITEMAP_MAX_ADDRESSES,
  SITEMAP_WORKS_PER_FILE,
} from '@fair/shared/site';
import { createLiveSitemap, PAGES_SITEMAP } from './liveSitemap.mjs';

const SITE = 'https://fair.example';
const WORK = /** @type {import('@fair/shared/site').Route} */ (ROUTES.find(hasParameter));
/** What the fake API lists: `total` works named `work-<n>`, or a failure. */
const api = { total: 3, status: 200, asked: /** @type {string[]} */ ([]) };

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  api.asked.push(`${url.pathname}${url.search}`);
  const page = Number(url.searchParams.get('page') ?? '0');
  const from = page * SITEMAP_WORKS_PER_FILE;
  const ids = Array.from(
    { length: Math.max(0, Math.min(SITEMAP_WORKS_PER_FILE, api.total - from)) },
    (_, index) => `work-${from + index}`,
  );
  response.statusCode = api.status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ ids, total: api.total, pageSize: SITEMAP_WORKS_PER_FILE }));
});

/** @type {string} */
let address;
beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  address = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
});
afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));
beforeEach(() => Object.assign(api, { total: 3, status: 200, asked: [] }));

const locations = (/** @type {string} */ xml) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap with the works', () => {
  it('is one file with every page and every work in every language while the site is small', async () => {
    const answer = await createLiveSitemap({ api: address }).answer('/sitemap.xml', SITE);
    expect(answer?.status).toBe(200);
    const listed = locations(answer?.xml ?? '');
    expect(listed).toHaveLength(FIXED_ROUTES.length * LANGUAGES.length + 3 * LANGUAGES.length);
    expect(listed).toContain(`${SITE}${pagePath(WORK, 'pt-BR', 'work-0')}`);
    expect(listed).toContain(`${SITE}${pagePath(WORK, 'en', 'work-2')}`);
    expect(answer?.xml).toMatch(/^<\?xml[^>]*>\n<urlset /);
  });

  it('is an index of files, none over the protocol’s limit, once the addresses pass it', async () => {
    api.total = Math.ceil(SITEMAP_MAX_ADDRESSES / LANGUAGES.length) + 10;
    const sitemap = createLiveSitemap({ api: address });
    const index = await sitemap.answer('/sitemap.xml', SITE);
    expect(index?.xml).toContain('<sitemapindex');
    expect(locations(index?.xml ?? '')).toEqual([
      `${SITE}${PAGES_SITEMAP}`,
      `${SITE}/sitemap-works-1.xml`,
      `${SITE}/sitemap-works-2.xml`,
    ]);
    const second = await sitemap.answer('/sitemap-works-2.xml', SITE);
    expect(second?.status).toBe(200);
    const listed = locations(second?.xml ?? '');
    expect(listed.length).toBeLessThanOrEqual(SITEMAP_MAX_ADDRESSES);
    expect(listed).toContain(`${SITE}${pagePath(WORK, 'fi', `work-${SITEMAP_WORKS_PER_FILE}`)}`);
    expect((await sitemap.answer('/sitemap-works-3.xml', SITE))?.status).toBe(404);
    const pages = await sitemap.answer(PAGES_SITEMAP, SITE);
    expect(locations(pages?.xml ?? '')).toHaveLength(FIXED_ROUTES.length * LANGUAGES.length);
  });

  it('asks the API once per file while its list is kept', async () => {
    const sitemap = createLiveSitemap({ api: address });
    await sitemap.answer('/sitemap.xml', SITE);
    await sitemap.answer('/sitemap.xml', SITE);
    expect(api.asked).toEqual(['/api/work-ids?page=0']);
  });

  it('leaves the composed sitemap to answer when the API cannot be read, and a works file 503', async () => {
    api.status = 503;
    const sitemap = createLiveSitemap({ api: address });
    expect(await sitemap.answer('/sitemap.xml', SITE)).toBeUndefined();
    expect((await sitemap.answer('/sitemap-works-1.xml', SITE))?.status).toBe(503);
    const down = createLiveSitemap({ api: 'http://127.0.0.1:9' });
    expect(await down.answer('/sitemap.xml', SITE)).toBeUndefined();
  });

  it('owns only its own addresses', () => {
    const sitemap = createLiveSitemap({ api: address });
    expect(['/sitemap.xml', PAGES_SITEMAP, '/sitemap-works-12.xml'].every(sitemap.owns)).toBe(true);
    expect(
      ['/sitemap-works-0.xml', '/sitemap-works-01.xml', '/sitemap.xml.gz', '/faq'].some(
        sitemap.owns,
      ),
    ).toBe(false);
  });
});
