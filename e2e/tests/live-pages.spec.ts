import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FRAGMENT_SOURCE_META } from '@fair/shared/site';
import {
  FRAGMENT_CACHE_S,
  FRAGMENT_DEADLINE_MS,
  FRAGMENT_FILL_TIMEOUT_MS,
  readFragmentTiming,
  SLOW_RENDER_MS,
  type RENDER_FAULTS,
} from '@fair/tooling/server';
import { expectNoAxeViolations } from '../support/axe';
import { addVirtualAuthenticator } from '../support/passkeys';
import { deployedCatalogue } from '../support/catalog';
import { address, BASE_URL, expectMounted, LOCAL, pagePath, route } from '../support/site';

/**
 * Data pages (the home page and a page per work) answered with HTML rendered at request time by
 * mf-catalog's own server: fresh from the database, readable without JavaScript, with their
 * fallbacks when that server is slow or gone (tooling/server/liveFragments.mjs).
 */

const RUN = randomUUID().slice(0, 8);
const WORK = route('work');
const workPath = (id: string, language: 'pt-BR' | 'en' | 'fi' = 'pt-BR') =>
  pagePath(WORK, language, id);

/** Where a data page's HTML came from, as its head says (`request`, `deploy:deadline`, …). */
const sourceOf = (html: string) =>
  new RegExp(`<meta name="${FRAGMENT_SOURCE_META}" content="([^"]+)"`).exec(html)?.[1];

/**
 * How long a change may take to reach a data page's HTML: the page's HTML is kept for one cache
 * period; the first request after it is answered from the cache and starts a render, which takes
 * at most `FRAGMENT_FILL_TIMEOUT_MS` before the next request gets its HTML; and a render that
 * did not finish in time (a machine as busy as CI's) is started again by the next request.
 */
const WITHIN_ONE_CACHE_PERIOD_MS = FRAGMENT_CACHE_S * 1000 + 2 * FRAGMENT_FILL_TIMEOUT_MS;

/**
 * Waits until the HTML the server sends for `path` links to `target`. A request, not a browser:
 * only the server's time is waited for, not a busy browser's loading of each try.
 */
async function untilLinked(request: APIRequestContext, path: string, target: string) {
  await expect(async () => {
    expect(await (await request.get(path)).text()).toContain(`href="${target}"`);
  }).toPass({ timeout: WITHIN_ONE_CACHE_PERIOD_MS, intervals: [250] });
}

/**
 * Opens a data page as the server rendered it for the request. A render past its deadline on a
 * busy machine answers the page's fallback (never kept by a cache): the next visit gets the render.
 */
async function gotoRendered(page: Page, path: string): Promise<Response> {
  const rendered: { response?: Response } = {};
  // Each visit renders anew: time for a few misses in a row on a machine as busy as CI's.
  await expect(async () => {
    const response = await page.goto(path);
    if (!response) throw new Error(`no answer for ${path}`);
    expect(response.status()).toBe(200);
    expect(sourceOf(await response.text())).toBe('request');
    rendered.response = response;
  }).toPass({ timeout: 20_000, intervals: [500] });
  if (!rendered.response) throw new Error(`${path} was never rendered for the request`);
  return rendered.response;
}

/**
 * The seed's `nth` oldest work (1 is the oldest): works other tests publish are newer, so each test
 * here keeps its own work page, whatever runs beside it.
 */
async function seedWork(request: APIRequestContext, nth: number) {
  const work = (await deployedCatalogue(request)).at(-nth);
  if (!work) throw new Error(`the seed has fewer than ${nth} works`);
  return work;
}

/** A browser with JavaScript off: what a search engine, a link preview or such a reader gets. */
const withoutScripts = (browser: Browser) =>
  browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });

/** The faults file of the suite's own layout (tooling/server/faults.mjs): only ever a test's. */
const FAULTS = fileURLToPath(new URL('../.layout/faults.json', import.meta.url));
/** Plays a fault on the renders whose address holds one of `only`: other tests' pages are left alone. */
const playFault = (fault: (typeof RENDER_FAULTS)[number] | undefined, only: string[] = []) => {
  if (fault) writeFileSync(FAULTS, JSON.stringify({ 'mf-catalog': { fault, only } }));
  else rmSync(FAULTS, { force: true });
};

test.describe.serial('a work published through the API', () => {
  test.describe.configure({ timeout: 90_000 });
  const title = `Maré Alta ${RUN}`;
  let author: BrowserContext;
  let workId = '';

  test.afterAll(async () => author?.close());

  test('appears in the home page’s HTML and at its own address within one cache period, read without JavaScript, in more than one language', async ({
    browser,
  }) => {
    // An author signs up with a passkey (Chromium's virtual authenticator) and registers a work.
    author = await browser.newContext({ baseURL: BASE_URL });
    const page = await author.newPage();
    await addVirtualAuthenticator(await author.newCDPSession(page));
    await page.goto(address('account', 'en'));
    await expectMounted(page, 'mf_studio');
    await page.getByLabel('Your name').fill(`Autora ${RUN}`);
    await page.getByLabel('An author: I publish my works').check();
    await page.getByRole('button', { name: 'Create the account with a passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Add a second passkey' })).toBeVisible();
    const published = await author.request.post('/api/studio/works', {
      headers: { Origin: new URL(BASE_URL).origin },
      data: {
        title,
        author: `Autora ${RUN}`,
        type: 'music',
        language: 'pt-BR',
        description: 'Doze canções gravadas ao vivo na maré alta.',
        contentFee: 1234,
        platforms: ['music-streaming', 'ebook'],
      },
    });
    expect(published.status(), await published.text()).toBe(201);
    workId = ((await published.json()) as { id: string }).id;

    // Within one cache period, the home page's HTML (as the server sends it) lists it.
    const reader = await withoutScripts(browser);
    try {
      const home = await reader.newPage();
      await untilLinked(reader.request, '/', workPath(workId));
      await home.goto('/');
      await expect(home.locator('main').getByRole('link', { name: title })).toBeVisible();

      // Its own address, in pt-BR and in English, reads without JavaScript.
      for (const [language, buyNeeds] of [
        ['pt-BR', 'Para comprar uma licença, é preciso ativar o JavaScript'],
        ['en', 'Buying a licence needs JavaScript'],
      ] as const) {
        const response = await gotoRendered(home, workPath(workId, language));
        expect(readFragmentTiming((await response.allHeaders())['server-timing'])?.source).toBe(
          'request',
        );
        await expect(home.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(home).toHaveTitle(new RegExp(`^${title}`));
        // Buy without JavaScript says what buying needs: never a dead button.
        await expect(home.getByText(buyNeeds)).toBeVisible();
        await expect(home.locator('main').getByRole('button')).toHaveCount(0);
        // The way to verify a licence, in the page's language.
        await expect(
          home.locator('main').locator(`a[href="${address('verify', language)}"]`),
        ).toBeVisible();
        const canonical = await home.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical).toBe(new URL(workPath(workId, language), BASE_URL).href);
        await expect(home.locator('link[rel="alternate"][hreflang="fi"]')).toHaveAttribute(
          'href',
          new URL(workPath(workId, 'fi'), BASE_URL).href,
        );
        await expect(home.locator('meta[property="og:title"]')).toHaveAttribute(
          'content',
          new RegExp(title),
        );
      }

      // The catalogue's card links to it (a language's first render may take past the deadline:
      // that visitor gets the deploy-time HTML, the next one the render).
      await untilLinked(reader.request, '/en/', workPath(workId, 'en'));
      await home.goto('/en/');
      await home.locator('main').getByRole('link', { name: title }).click();
      await expect(home).toHaveURL(workPath(workId, 'en'));
    } finally {
      await reader.close();
    }

    // The sitemap lists its address in every language within one cache period too.
    await expect(async () => {
      const sitemap = await author.request.get('/sitemap.xml');
      expect(sitemap.status()).toBe(200);
      const xml = await sitemap.text();
      for (const language of ['pt-BR', 'en', 'fi'] as const)
        expect(xml).toContain(`<loc>${new URL(workPath(workId, language), BASE_URL).href}</loc>`);
    }).toPass({ timeout: WITHIN_ONE_CACHE_PERIOD_MS, intervals: [500] });
  });

  test('withdrawn, it answers the translated page with 410 within one cache period', async ({
    request,
  }) => {
    const withdrawn = await author.request.post(`/api/studio/works/${workId}/withdrawal`, {
      headers: { Origin: new URL(BASE_URL).origin },
      data: {},
    });
    expect(withdrawn.ok(), await withdrawn.text()).toBe(true);
    await expect(async () => {
      const response = await request.get(workPath(workId, 'en'));
      expect(response.status()).toBe(410);
      expect(await response.text()).toContain('<html lang="en">');
    }).toPass({ timeout: WITHIN_ONE_CACHE_PERIOD_MS, intervals: [500] });
    // …and leaves the sitemap.
    await expect(async () => {
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/obras/${workId}<`);
    }).toPass({ timeout: WITHIN_ONE_CACHE_PERIOD_MS, intervals: [500] });
  });
});

test('an unknown work answers the translated 404 page; an address that cannot be a work too', async ({
  request,
}) => {
  for (const [path, language] of [
    [workPath(`no-such-work-${RUN}`), 'pt-BR'],
    [workPath(`no-such-work-${RUN}`, 'en'), 'en'],
    ['/en/obras/NOT%20AN%20ID', 'en'],
  ] as const) {
    await expect(async () => {
      const response = await request.get(path);
      // A render past its deadline answers the page's fallback (a page that renders in the
      // browser, and says there what the render would have), never kept: ask again.
      const source = readFragmentTiming(response.headers()['server-timing'])?.source;
      expect(source ?? 'none', `${path}: a fallback`).not.toMatch(/^browser:/);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(`<html lang="${language}">`);
    }).toPass({ timeout: 20_000, intervals: [500] });
  }
});

test('the catalogue’s search is a GET form: without JavaScript, Enter answers the matching works, in view', async ({
  browser,
  request,
}) => {
  const work = await seedWork(request, 1);
  if (!work) throw new Error('the seed has no work');
  const word = work.title.split(' ')[0] as string;
  const reader = await withoutScripts(browser);
  try {
    const page = await reader.newPage();
    // A render past its deadline answers with the deploy-time page (an empty field, every work),
    // as for any page the server could not render in time on a busy machine: Enter again.
    await expect(async () => {
      await page.goto('/en/');
      const answered = page.waitForResponse(
        (response) =>
          response.request().isNavigationRequest() &&
          new URL(response.url()).searchParams.get('q') === word,
      );
      await page.getByRole('searchbox').fill(word);
      await page.getByRole('searchbox').press('Enter');
      expect(sourceOf(await (await answered).text())).toBe('request');
    }).toPass();
    await expect(page).toHaveURL(new RegExp(`/en/\\?(.*&)?q=${encodeURIComponent(word)}`));
    await expect(page.getByRole('searchbox')).toHaveValue(word);
    // The answer opens at the works (the form's address names their place), not at the hero.
    await expect(page.locator('main').getByRole('link', { name: work.title })).toBeInViewport();
  } finally {
    await reader.close();
  }
});

test.describe('a work page in the browser', () => {
  for (const language of ['en', 'fi'] as const) {
    test(`hydrates without moving anything, and axe finds nothing (${language})`, async ({
      page,
      request,
    }) => {
      const work = await seedWork(request, 2);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await gotoRendered(page, workPath(work.id, language));
      await expectMounted(page, 'mf_catalog');
      await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
      await page.waitForTimeout(300);
      expect(
        await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts),
      ).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe.serial('mf-catalog’s render service slow or gone', () => {
  // Skipped only when the suite runs against another composition (FAIR_BASE_URL, e.g. staging):
  // faults are played through the suite's own layout's faults.json, which a remote site has not
  // got. In `npm test` and CI (no FAIR_BASE_URL) these tests always run.
  test.skip(!LOCAL, 'needs the suite’s own composition');
  test.afterAll(() => playFault(undefined));

  test('the API down: the page still answers 200 with its frame, saying search is unavailable, and that answer is not kept', async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const home = `/en/?q=${encodeURIComponent(`apidown${RUN}`)}`;
    // The page as rendered for the request. On a busy machine a render can miss the deadline
    // (its own test is below): that answer is the fallback, never kept, so the page is asked again.
    const rendered = async () => {
      let html = '';
      const statuses: number[] = [];
      await expect
        .poll(
          async () => {
            const answered = await request.get(home);
            statuses.push(answered.status());
            html = await answered.text();
            return sourceOf(html);
          },
          { timeout: 20_000 },
        )
        .toBe('request');
      // Every answer, the fallback too, is the page with its frame.
      expect(
        statuses.every((status) => status === 200),
        statuses.join(', '),
      ).toBe(true);
      return html;
    };
    playFault('api-down', [`apidown${RUN}`]);
    try {
      const html = await rendered();
      expect(html).toContain('<nav');
      expect(html).toContain('Search is unavailable right now');
    } finally {
      playFault(undefined);
    }
    // Not kept for the next visitor: once the API answers, the page is rendered again.
    expect(await rendered()).not.toContain('Search is unavailable right now');
  });

  for (const fault of ['slow', 'down'] as const) {
    test(`${fault}: the page is answered within the deadline with its fallback, marked so`, async ({
      browser,
      request,
    }) => {
      // A work page no other test opens: the fragment cache does not hold it.
      const work = await seedWork(request, fault === 'slow' ? 3 : 4);
      // Queries no visitor asked before: nothing of theirs is cached.
      const home = `/en/?q=${encodeURIComponent(`${fault}${RUN}`)}`;
      playFault(fault, [`${fault}${RUN}`, `/${work.id}`]);
      const started = Date.now();
      const answered = await request.get(home);
      const took = Date.now() - started;
      expect(answered.status()).toBe(200);
      const source = sourceOf(await answered.text());
      expect(source).toMatch(fault === 'slow' ? /^deploy:deadline$/ : /^deploy:(deadline|error)$/);
      // The same said in Server-Timing, with how long the server waited: it gave up at its
      // deadline, never waiting for the render. The timer's precision is the unit tests' to
      // prove (liveFragments.test.mjs): on a busy 2-core machine a timer fires tens of
      // milliseconds late (310 ms for a 250 ms deadline in one CI run), so the check here is
      // that the answer came far sooner than the slow render's, whatever the load.
      const timing = readFragmentTiming(answered.headers()['server-timing']);
      expect(timing?.source).toBe(source);
      const halfway = (FRAGMENT_DEADLINE_MS + SLOW_RENDER_MS) / 2;
      expect(timing?.waited).toBeLessThan(halfway);
      if (fault === 'slow') expect(timing?.waited).toBeGreaterThanOrEqual(FRAGMENT_DEADLINE_MS - 1);
      expect(took).toBeLessThan(halfway);

      // A work page the cache does not hold: a page that renders in the browser.
      const page = await browser.newPage();
      try {
        const response = await page.goto(workPath(work.id, 'en'));
        expect(response?.status()).toBe(200);
        expect(sourceOf((await response?.text()) ?? '')).toMatch(/^browser:(deadline|error)$/);
        await expectMounted(page, 'mf_catalog');
        await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
      } finally {
        await page.close();
      }
      playFault(undefined);
    });
  }
});
