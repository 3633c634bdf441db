import { expect, test } from '@playwright/test';
import { expectMounted, REMOTE_ORIGINS } from '../support/site';

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Navegação principal' });

test.describe('a remote that is down, slow or broken', () => {
  test('down: its area shows Retry, the rest works, and Retry recovers without a reload', async ({
    page,
  }) => {
    const block = (route: import('@playwright/test').Route) => route.abort('connectionrefused');
    await page.route(`${REMOTE_ORIGINS.mf_content}/**`, block);
    await page.goto('/artigos');

    const fallback = page.getByRole('alert');
    await expect(fallback.getByRole('heading', { level: 1 })).toHaveText(
      'Não foi possível carregar esta parte do site',
    );
    await expect(fallback.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

    // Nav, language and the other remotes keep working.
    await nav(page).getByRole('link', { name: 'FAQ' }).click();
    await expectMounted(page, 'mf_audiences');
    await page.getByRole('banner').getByLabel('Idioma').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Articles' })
      .click();
    await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();

    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'no reload'));
    await page.unroute(`${REMOTE_ORIGINS.mf_content}/**`, block);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectMounted(page, 'mf_content');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'no reload',
    );
  });

  test('slow: after 8 seconds the area offers Retry', async ({ page }) => {
    test.slow();
    let delay = true;
    await page.route(`${REMOTE_ORIGINS.mf_audiences}/remoteEntry.js*`, async (route) => {
      if (delay) {
        await new Promise((resolve) => setTimeout(resolve, 12_000));
      }
      await route.continue().catch(() => undefined);
    });
    await page.goto('/faq');
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('demorou demais', { timeout: 11_000 });
    // The shell itself did not wait: its nav was usable all along.
    await expect(nav(page).getByRole('link', { name: 'Blog' })).toBeVisible();

    delay = false;
    await fallback.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectMounted(page, 'mf_audiences');
  });

  test('broken: a remote whose code throws shows the fallback', async ({ page }) => {
    await page.route(`${REMOTE_ORIGINS.mf_licenses}/remoteEntry.js*`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: 'throw new Error("deliberately broken remote");',
      }),
    );
    await page.goto('/minhas-licencas');
    await expect(
      page.getByRole('alert').getByRole('button', { name: 'Tentar novamente' }),
    ).toBeVisible();
    await nav(page).getByRole('link', { name: 'Catálogo' }).click();
    await expectMounted(page, 'mf_catalog');
  });
});

test.describe('the remotes document', () => {
  test('missing: a clear error page names the problem', async ({ page }) => {
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 404, body: 'no' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('O site não pôde iniciar');
    await expect(page.getByRole('main')).toContainText('/remotes.json');
    await expect(page.getByRole('main')).toContainText('HTTP 404');
  });

  test('malformed: the error page says what is wrong with it', async ({ page }) => {
    await page.route('**/remotes.json', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ remotes: { mf_catalog: 'not a url' } }),
      }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('O site não pôde iniciar');
    await expect(page.getByRole('main')).toContainText('mf_catalog');
  });

  test('not JSON at all', async ({ page }) => {
    await page.route('**/remotes.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{ oops' }),
    );
    await page.goto('/');
    await expect(page.getByRole('main')).toContainText('JSON');
  });
});
