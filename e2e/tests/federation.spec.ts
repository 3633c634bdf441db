import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, expectMounted, ROUTES } from '../support/site';

/**
 * Strings that only the code defining each library contains (not the code that merely uses it),
 * so counting the downloaded scripts that contain one counts the copies of that library.
 */
const DEFINITIONS = {
  react: 'act(...) is not supported in production builds of React',
  'react-dom': 'rendererPackageName',
  'react-router': 'You cannot render a <Router> inside another <Router>',
  i18next: 'pluralResolver',
  '@fair/shared': 'No loader registered for namespace',
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

test('shared libraries are downloaded once, whichever remotes are visited', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expectMounted(page, 'mf_catalog');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  for (const name of ['Minhas licenças', 'Artigos', 'FAQ', 'Autores']) {
    await nav.getByRole('link', { name }).click();
    await expect(page.locator('.remote-outlet[data-state="mounted"] h1')).toBeVisible();
  }
  await chooseLanguage(page, 'Idioma', 'sv');
  await expect(page.locator('.remote-outlet[data-state="mounted"] h1')).toBeVisible();

  const origins = new Set([...scripts.keys()].map((url) => new URL(url).port));
  expect(origins).toEqual(new Set(['4173', '4174', '4175', '4176', '4177']));
  for (const [library, signature] of Object.entries(DEFINITIONS)) {
    const copies = [...scripts].filter(([, body]) => body.includes(signature)).map(([url]) => url);
    expect(copies, `${library} was downloaded from ${copies.join(', ')}`).toHaveLength(1);
    expect(new URL(copies[0] ?? '').port, `${library} comes from the shell`).toBe('4173');
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
    if (message.type() === 'error' && /hook|react/i.test(message.text()))
      errors.push(message.text());
  });
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expectMounted(page, route.remote);
  }
  expect(errors).toEqual([]);
});
