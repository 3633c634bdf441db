import { expect, test, type Page } from '@playwright/test';
import {
  BASE_URL,
  expectMounted,
  inMainNavigation,
  mainNavigation,
  mountedRemote,
  pagePath,
  ROUTES,
} from '../support/site';

/**
 * Strings that only the code defining each library contains (not the code that merely uses it),
 * so counting the downloaded scripts that contain one counts the copies of that library.
 */
const DEFINITIONS = {
  preact: 'moveBefore',
  // React's API (`react`, `react-dom`): Preact's compatibility layer, which renames React's events.
  'preact/compat': 'ondoubleclick',
  i18next: 'pluralResolver',
  'react-i18next': 'useTranslation: You will need to pass in an i18next instance',
  '@fair/shared/runtime': 'No loader registered for namespace',
  'federation runtime': 'RUNTIME-008',
} as const;

function recordScripts(page: Page): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      scripts.set(response.url(), await response.text());
    } catch {
      // navigation raced the body: the body was not needed by the page either
    }
  });
  return scripts;
}

test('shared libraries are downloaded once, from the shell, whichever remotes are visited @smoke', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expectMounted(page, 'mf_catalog');
  for (const name of ['Minhas licenças', 'Artigos', 'FAQ', 'Autores']) {
    await mainNavigation(page).getByRole('link', { name }).click();
    await expect(page.locator('.remote-outlet[data-state="mounted"] h1')).toBeVisible();
  }

  const shellOrigin = new URL(BASE_URL).origin;
  const origins = new Set([...scripts.keys()].map((url) => new URL(url).origin));
  expect(origins.size).toBe(5);
  for (const [library, signature] of Object.entries(DEFINITIONS)) {
    const copies = [...scripts].filter(([, body]) => body.includes(signature)).map(([url]) => url);
    expect(copies, `${library} was downloaded from ${copies.join(', ')}`).toHaveLength(1);
    expect(new URL(copies[0] ?? '').origin, `${library} comes from the shell`).toBe(shellOrigin);
  }
});

test('every remote page runs on the shell React: hooks work across the boundary', async ({
  page,
}) => {
  // If a remote brought its own React, rendering its hooks under the shell's react-dom would
  // throw "Invalid hook call" and the outlet would show the fallback instead.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const route of ROUTES) {
    await page.goto(pagePath(route, 'en'));
    await expectMounted(page, route.remote);
  }
  expect(errors).toEqual([]);
});

test('moving between pages in the browser keeps to each first page’s Content-Security-Policy', async ({
  page,
}) => {
  // A page's policy allows the styles it inlines and no other (tooling/compose/csp.mjs): the
  // styles of the pages visited next come as files, which it allows by their origin.
  // Twice every page of the main navigation and a work's page: 3 s a page (one run took over 30 s
  // in all on a busy CI machine).
  test.setTimeout(2 * (ROUTES.filter(inMainNavigation).length + 3) * 3_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  for (const first of ['/en/faq', '/en/']) {
    await page.goto(first);
    await expect(page.locator('.remote-outlet[data-state="mounted"] h1')).toBeVisible();
    const names = await mainNavigation(page, 'Main navigation').getByRole('link').allTextContents();
    for (const name of names) {
      await mainNavigation(page, 'Main navigation')
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page.locator('.remote-outlet[data-state="mounted"] h1')).toBeVisible();
    }
    // A work's page, from a card of the catalogue.
    await mainNavigation(page, 'Main navigation').getByRole('link', { name: 'Catalogue' }).click();
    await expectMounted(page, 'mf_catalog');
    await mountedRemote(page, 'mf_catalog').getByRole('article').first().getByRole('link').click();
    await expect(
      page.locator('.remote-outlet[data-state="mounted"] .mf-catalog__work'),
    ).toBeVisible();
    expect(await violations()).toEqual([]);
  }
  expect(errors).toEqual([]);
});
