import { expect, test, type Page } from '@playwright/test';
import { FRAGMENT_SOURCE_META, LANGUAGE_COOKIE, parseSitePath } from '@fair/shared/site';
import { answerAsRendered, deployedCatalogue } from '../support/catalog';
import {
  address,
  BASE_URL,
  expectMounted,
  LANGUAGES,
  mainNavigation,
  pagePath,
  route,
  ROUTES,
  switchLanguage,
} from '../support/site';

/** Pages arrive as HTML in every language: readable without JavaScript, then hydrated. */

test('every address of the sitemap is a page in its language, canonical to itself, with its alternates @smoke', async ({
  request,
}) => {
  const sitemap = await request.get(`${BASE_URL}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => m[1] ?? '',
  );
  // The works' pages are listed too, each in every language (the live pages' spec follows one).
  const work = route('work');
  const works = await deployedCatalogue(request);
  expect(listed).toEqual(
    expect.arrayContaining(
      works.flatMap((each) =>
        LANGUAGES.map((language) => `${BASE_URL}${pagePath(work, language, each.id)}`),
      ),
    ),
  );
  const locations = listed.filter((location) => {
    const page = parseSitePath(new URL(location).pathname);
    return page.kind === 'page' && page.route.id !== work.id;
  });
  expect(locations).toHaveLength(ROUTES.length * LANGUAGES.length);
  const robots = await request.get(`${BASE_URL}/robots.txt`);
  expect(await robots.text()).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);

  for (const location of locations) {
    const response = await request.get(location, { maxRedirects: 0 });
    expect(response.status(), location).toBe(200);
    const html = await response.text();
    const language = /<html lang="([^"]+)"/.exec(html)?.[1];
    const expected = LANGUAGES.find((candidate) =>
      ROUTES.some((route) => `${BASE_URL}${pagePath(route, candidate)}` === location),
    );
    expect(language, location).toBe(expected);
    expect(/<h1[^>]*>([^<]+)</.exec(html)?.[1]?.trim(), `${location} has a heading`).toBeTruthy();
    expect(html).toContain(`<link rel="canonical" href="${location}">`);
    expect(html.match(/<link rel="alternate" hreflang=/g), location).toHaveLength(8);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
    // A page rendered at request time that missed its deadline (a busy machine) is its fallback,
    // marked so, and never kept by a cache; every other answer is revalidated.
    const source = new RegExp(`<meta name="${FRAGMENT_SOURCE_META}" content="([^"]+)"`).exec(
      html,
    )?.[1];
    expect(response.headers()['cache-control'], `${location} (${source ?? 'composed'})`).toBe(
      source && source !== 'request' ? 'no-store' : 'no-cache',
    );
  }
});

test.describe('one address per page and language', () => {
  test('other forms of an address move permanently to the one form', async ({ request }) => {
    for (const [from, to] of [
      ['/pt-br/faq', '/faq'],
      ['/pt-br', '/'],
      ['/faq/', '/faq'],
      ['/en', '/en/'],
      ['/en/faq/', '/en/faq'],
      ['/pt-br/faq?x=1', '/faq?x=1'],
    ]) {
      const response = await request.get(`${BASE_URL}${from}`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('an unprefixed address follows a remembered language (302, varying by cookie); a prefixed one does not', async ({
    request,
  }) => {
    const remembered = { headers: { Cookie: `${LANGUAGE_COOKIE}=sv` }, maxRedirects: 0 };
    const unprefixed = await request.get(`${BASE_URL}/faq?x=1`, remembered);
    expect(unprefixed.status()).toBe(302);
    expect(unprefixed.headers().location).toBe('/sv/faq?x=1');
    expect(unprefixed.headers().vary).toMatch(/Cookie/i);
    const plain = await request.get(`${BASE_URL}/faq`, { maxRedirects: 0 });
    expect(plain.status()).toBe(200);
    expect(plain.headers().vary).toMatch(/Cookie/i);
    const prefixed = await request.get(`${BASE_URL}/fi/faq`, remembered);
    expect(prefixed.status()).toBe(200);
    const chosePortuguese = await request.get(`${BASE_URL}/faq`, {
      headers: { Cookie: `${LANGUAGE_COOKIE}=pt-BR` },
      maxRedirects: 0,
    });
    expect(chosePortuguese.status()).toBe(200);
  });

  test('an unknown path answers 404 with the 404 page of its language', async ({ request }) => {
    for (const [path, language] of [
      ['/nao-existe', 'pt-BR'],
      ['/fi/ei-ole', 'fi'],
      ['/nl/faq/extra', 'nl'],
    ] as const) {
      const response = await request.get(`${BASE_URL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain(`<html lang="${language}">`);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // Each test loads every route of its language and follows three links: time for each load, on
  // a machine as busy as CI's (one language's took 31 s there against the default 30).
  test.describe.configure({ timeout: (ROUTES.length + 3) * 3_000 });

  for (const language of LANGUAGES) {
    test(`every page reads in ${language}, and its nav and language links lead on`, async ({
      page,
    }) => {
      for (const route of ROUTES) {
        await page.goto(pagePath(route, language));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toBeEmpty();
      }
      // Following the nav and a language link works with plain links.
      await page.goto(address('home', language));
      const nav = page.locator('nav.site-nav');
      await nav.locator(`a[href="${address('faq', language)}"]`).click();
      await expect(page).toHaveURL(address('faq', language));
      await expect(page.locator('details[id]').first()).toBeVisible();
      const other = language === 'en' ? 'nl' : 'en';
      await page.locator('.site-header__languages summary').click();
      await page.locator(`.site-header__languages a[hreflang="${other}"]`).click();
      await expect(page).toHaveURL(address('faq', other));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });
  }

  test('the catalogue lists its works with their prices, and My Licenses its headings', async ({
    page,
  }) => {
    await page.goto('/en/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('[data-amount="total"]').first()).toHaveText(/€\d+\.\d{2}/);
    await page.goto('/en/minhas-licencas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My licences');
    await expect(page.getByRole('status')).toContainText(
      'Reading the licences kept in this browser',
    );
    // The list's controls hold their place from the first paint, unusable until the licences are read.
    await expect(page.getByRole('combobox')).toHaveCount(3);
    for (const control of await page.getByRole('combobox').all())
      await expect(control).toBeDisabled();
  });
});

interface Shift {
  value: number;
  moved: string[];
}

/**
 * Installed before any script: records every node removed from the page area, with the address
 * at that moment, so a test can tell a repaint (the server's nodes replaced while the page stays)
 * from leaving the page; and every layout shift the browser reports that no input caused.
 */
async function watchPageArea(page: Page) {
  await page.addInitScript(() => {
    const removed: { node: string; at: string }[] = [];
    const shifts: Shift[] = [];
    Object.assign(window, { __removed: removed, __shifts: shifts });
    // The page area's text as the server sent it: parsed, before any script of the page ran.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        Object.assign(window, { __serverText: document.querySelector('#main')?.textContent });
    });
    interface LayoutShift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) =>
            source.node instanceof Element
              ? `${source.node.nodeName}.${source.node.className}`
              : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // From the very start (before any script of the page), on the whole document; only what was
    // inside the page area counts.
    new MutationObserver((records) => {
      for (const record of records) {
        const target =
          record.target instanceof Element ? record.target : record.target.parentElement;
        if (!target?.closest('#main')) continue;
        for (const node of record.removedNodes) {
          removed.push({
            node: `${node.nodeName} ${(node.textContent ?? '').slice(0, 40)}`,
            at: location.pathname,
          });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    removedOn: (path: string) =>
      page.evaluate(
        (at) =>
          (window as unknown as { __removed: { node: string; at: string }[] }).__removed.filter(
            (entry) => entry.at === at,
          ),
        path,
      ),
    shifts: () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts),
    /** The page area's text as the server sent it, and as it is now. */
    texts: () =>
      page.evaluate(() => ({
        server: (window as unknown as { __serverText?: string }).__serverText,
        now: document.querySelector('#main')?.textContent,
      })),
  };
}

/**
 * The pages whose HTML is the same for everyone and says what they need (a script, signing in),
 * and which draw the visitor's own licences, account or works once they run.
 */
const DRAWN_FOR_THE_VISITOR = ['myLicenses', 'account', 'studio', 'console'];

test.describe('hydration, not repaint', () => {
  for (const route of ROUTES.filter((candidate) => candidate.id !== 'home')) {
    test(`${route.id}: the server's nodes stay when the page becomes interactive`, async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          warnings.push(message.text());
      });
      const watch = await watchPageArea(page);
      const path = pagePath(route, 'en');
      await page.goto(path);
      await expectMounted(page, route.remote);
      await page.waitForTimeout(300); // anything the page does right after hydrating
      expect(await watch.removedOn(path)).toEqual([]);
      expect(warnings).toEqual([]);
      expect(await watch.shifts()).toEqual([]);
      // Hydration adds no text to what the server sent (Preact once doubled a merged "1."), on
      // the pages that show everyone the same.
      if (!DRAWN_FOR_THE_VISITOR.includes(route.id)) {
        const texts = await watch.texts();
        expect(texts.server?.length).toBeGreaterThan(0);
        expect(texts.now).toBe(texts.server);
      }
    });
  }

  test('the catalogue hydrates too (unfiltered, as the server rendered it)', async ({ page }) => {
    const watch = await watchPageArea(page);
    await answerAsRendered(page);
    await page.goto('/');
    await expectMounted(page, 'mf_catalog');
    await page.waitForTimeout(300);
    expect(await watch.removedOn('/')).toEqual([]);
    expect(await watch.shifts()).toEqual([]);
  });

  test('data pages rendered at request time hydrate too: a searched catalogue and a work page', async ({
    page,
    request,
  }) => {
    const works = await deployedCatalogue(request);
    // The seed's oldest work: what other tests publish meanwhile neither matches nor replaces it.
    const work = works.at(-1);
    if (!work) throw new Error('the seed has no work');
    const word = work.title.split(' ')[0] as string;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    const watch = await watchPageArea(page);
    for (const [path, url] of [
      ['/en/', `/en/?q=${encodeURIComponent(word)}`],
      [pagePath(route('work'), 'pt-BR', work.id), pagePath(route('work'), 'pt-BR', work.id)],
    ] as const) {
      // Rendered for the request (a first render may take past the deadline: then the next one).
      await expect(async () => {
        const html = await (await request.get(url)).text();
        expect(html).toContain(`<meta name="${FRAGMENT_SOURCE_META}" content="request">`);
      }).toPass({ timeout: 15_000 });
      await page.goto(url);
      await expectMounted(page, 'mf_catalog');
      await page.waitForTimeout(300);
      expect(await watch.removedOn(path), url).toEqual([]);
      expect(await watch.shifts(), url).toEqual([]);
    }
    expect(warnings).toEqual([]);
  });

  for (const size of [
    { width: 1280, height: 720 },
    { width: 412, height: 823 },
  ]) {
    test(`nothing moves while pages become interactive at ${size.width} px, a filtered catalogue and My licences with their licences included`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const watch = await watchPageArea(page);
      for (const path of [
        '/?q=joao',
        '/en/?type=music&sort=price-desc',
        '/minhas-licencas',
        '/en/minhas-licencas?type=music&sort=oldest',
      ]) {
        await page.goto(path);
        await expect(page.locator('.remote-outlet[data-state="mounted"]')).toBeVisible();
        await page.waitForTimeout(300);
        expect(await watch.shifts(), path).toEqual([]);
      }
      // My licences drew its licences (the samples of a first visit) after hydrating.
      await expect(page.locator('.license-card').first()).toBeVisible();
    });
  }

  test('after navigating away and back, and after a language switch, a page loaded from the server is hydrated again', async ({
    page,
  }) => {
    const watch = await watchPageArea(page);
    await page.goto('/faq');
    await expectMounted(page, 'mf_audiences');
    await mainNavigation(page).getByRole('link', { name: 'Artigos' }).click();
    await expectMounted(page, 'mf_content');
    // Leaving a page does remove it (the observer sees removals): what follows is not vacuous.
    expect((await watch.removedOn('/artigos')).length).toBeGreaterThan(0);
    // Back to a page loaded from the server (the browser's history, a full load of /faq).
    await page.goto('/faq');
    await expectMounted(page, 'mf_audiences');
    await page.waitForTimeout(300);
    expect(await watch.removedOn('/faq')).toEqual([]);

    await switchLanguage(page, 'et');
    await expectMounted(page, 'mf_audiences');
    await page.waitForTimeout(300);
    expect(await watch.removedOn('/et/faq')).toEqual([]);
  });
});
