import { expect, test, type Page } from '@playwright/test';
import { EMBEDDED_REMOTES_ID } from '@fair/shared/site';
import { expectMounted, mainNavigation, remoteFiles, remoteEntries } from '../support/site';

const nav = (page: Page) => mainNavigation(page);

test.describe('a remote that is down, slow or broken', () => {
  test("down: the server's page stays readable with a notice, the rest works, Retry recovers without a reload", async ({
    page,
  }) => {
    const files = await remoteFiles('mf_content');
    const block = (route: import('@playwright/test').Route) => route.abort('connectionrefused');
    await page.route(files, block);
    page.on('console', () => undefined);
    await page.goto('/artigos');

    // The article is there (it came with the page); what could not load is said above it.
    const notice = page.getByRole('alert');
    await expect(notice).toContainText('Não foi possível carregar a parte interativa desta página');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pagar pela obra, não pelo intermediário',
    );

    // Nav and the other remotes keep working; a page of the missing remote shows its fallback.
    await nav(page).getByRole('link', { name: 'FAQ' }).click();
    await expectMounted(page, 'mf_audiences');
    await nav(page).getByRole('link', { name: 'Blog' }).click();
    const fallback = page.getByRole('alert');
    await expect(fallback.getByRole('heading', { level: 1 })).toHaveText(
      'Não foi possível carregar esta parte do site',
    );

    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'no reload'));
    await page.unroute(files, block);
    await fallback.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectMounted(page, 'mf_content');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'no reload',
    );
  });

  test('slow: after 8 seconds the area offers Retry', async ({ page }) => {
    test.slow();
    const entry = (await remoteEntries()).mf_audiences ?? '';
    let delay = true;
    await page.route(`${entry}*`, async (route) => {
      if (delay) await new Promise((resolve) => setTimeout(resolve, 12_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/faq');
    const notice = page.getByRole('alert');
    await expect(notice).toContainText('demorou demais', { timeout: 11_000 });
    // The page itself was readable all along, and the nav usable.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
    await expect(nav(page).getByRole('link', { name: 'Blog' })).toBeVisible();

    delay = false;
    await notice.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectMounted(page, 'mf_audiences');
  });

  test('broken: a remote whose code throws shows the notice, and the site works on', async ({
    page,
  }) => {
    const entry = (await remoteEntries()).mf_licenses ?? '';
    await page.route(`${entry}*`, (route) =>
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

/** Serves the page with its written remotes document replaced (or removed), and the live one too. */
async function withDocument(page: Page, document: unknown) {
  if (document !== undefined) {
    await page.route('**/remotes.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: typeof document === 'string' ? document : JSON.stringify(document),
      }),
    );
  }
  await page.route(
    (url) => url.pathname === '/' || url.pathname === '/faq',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const pattern = new RegExp(
        `<script type="application/json" id="${EMBEDDED_REMOTES_ID}">[^<]*</script>`,
      );
      const replacement =
        document === undefined
          ? ''
          : `<script type="application/json" id="${EMBEDDED_REMOTES_ID}">${typeof document === 'string' ? document : JSON.stringify(document)}</script>`;
      await route.fulfill({ response, body: html.replace(pattern, replacement) });
    },
  );
}

test.describe('the remotes document', () => {
  // These pages are served by the test itself, which Chromium treats as a public page asking for
  // local addresses: allowed here as it would be for the real page.
  test.use({ permissions: ['local-network-access'] });

  test('missing: a clear error page names the problem', async ({ page }) => {
    await withDocument(page, undefined);
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 404, body: 'no' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('O site não pôde iniciar');
    await expect(page.getByRole('main')).toContainText('/remotes.json');
    await expect(page.getByRole('main')).toContainText('HTTP 404');
  });

  test('broken: the error page says what is wrong with it', async ({ page }) => {
    await withDocument(page, { remotes: ['not', 'an', 'object'] });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('O site não pôde iniciar');
    await expect(page.getByRole('main')).toContainText('"remotes"');
  });

  test('not JSON at all', async ({ page }) => {
    await withDocument(page, '{ oops');
    await page.goto('/');
    await expect(page.getByRole('main')).toContainText('JSON');
  });

  test('an unknown name is ignored and logged; a bad address gives that remote its fallback, the others work', async ({
    page,
  }) => {
    const remotes = await remoteEntries();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await withDocument(page, {
      remotes: {
        ...remotes,
        mf_future: 'to be announced',
        mf_audiences: 'http://*/remoteEntry.js',
      },
    });
    await page.goto('/');
    await expectMounted(page, 'mf_catalog');
    expect(logged.some((text) => text.includes('mf_future'))).toBe(true);
    await nav(page).getByRole('link', { name: 'FAQ' }).click();
    await expect(
      page.getByRole('alert').getByRole('button', { name: 'Tentar novamente' }),
    ).toBeVisible();
    await nav(page).getByRole('link', { name: 'Artigos' }).click();
    await expectMounted(page, 'mf_content');
  });
});
