import { expectNoAxeViolations } from '../support/axe';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  buyButton,
  catalog,
  LEGACY_LICENSES_KEY,
  openCatalogue,
  storedKeys,
} from '../support/catalog';
import { expectFits, layoutProblems } from '../support/layout';
import { buyThroughApi, seedKeys, seedStorage } from '../support/marketplace';
import { downloaded, pdfText } from '../support/pdf';
import { address, expectMounted, mountedRemote, type Language } from '../support/site';

/**
 * The site on the marketplace's server (issue 20): a licence bought in one browser is opened by
 * its key in a second and verified by its code in a third; it is expanded and its certificate
 * downloaded; the faults of a marketplace that cannot be reached; a double-clicked purchase; the
 * previous version's licences moving to the server; the new pages for every reader.
 */

const licences = (page: Page) => mountedRemote(page, 'mf_licenses');

/**
 * Opens the purchase dialog of a work of the catalogue, found by its title as a visitor would (the
 * works other tests publish come first in the unfiltered catalogue), and waits for its price.
 */
async function openPurchase(page: Page, workTitle: string, language: Language = 'pt-BR') {
  await openCatalogue(page, `${address('home', language)}?q=${encodeURIComponent(workTitle)}`);
  await buyButton(page, workTitle).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** What the bought view shows: the key and the code. */
async function boughtIn(dialog: ReturnType<Page['getByRole']>) {
  await expect(dialog.getByTestId('licence-key')).toBeVisible();
  return {
    key: (await dialog.getByTestId('licence-key').innerText()).trim(),
    code: (await dialog.getByTestId('licence-code').innerText()).trim(),
  };
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** Layout shifts the page reports, from its first paint (input-driven ones aside). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
}

test('bought in one browser, opened by its key in a second, verified by its code in a third, expanded, certified', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // First browser (pt-BR): the purchase, 30 days on the e-book.
  const buyer = await newPage(browser);
  const dialog = await openPurchase(buyer.page, 'Luz do Sertão');
  await dialog.getByRole('radio', { name: /^30 dias/ }).check();
  await dialog.getByRole('textbox', { name: 'Nome do licenciado' }).fill('Helena Prado');
  await expect(dialog.locator('[data-amount="total"]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar compra' }).click();
  const { key, code } = await boughtIn(dialog);
  await buyer.context.close();

  // Second browser (en): the licence, by its key.
  const holder = await newPage(browser);
  await holder.page.goto(address('myLicenses', 'en'));
  await expectMounted(holder.page, 'mf_licenses');
  await licences(holder.page).getByRole('textbox', { name: 'Licence key' }).fill(key);
  await licences(holder.page).getByRole('button', { name: 'Add the licence' }).click();
  const card = licences(holder.page).getByRole('article', { name: 'Luz do Sertão' });
  await expect(card).toContainText(code);
  await expect(card).toContainText('Helena Prado');
  await expect(card).toContainText('30 days');

  // Third browser (fi): anyone checks the code.
  const checker = await newPage(browser);
  await checker.page.goto(`${address('verify', 'fi')}?code=${code.toLowerCase()}`);
  const result = mountedRemote(checker.page, 'mf_licenses').getByTestId('verification');
  await expect(result).toContainText('Lisenssi on voimassa');
  await expect(result).toContainText('Luz do Sertão');
  await expect(result).not.toContainText('Helena Prado');

  // Expanded by its holder: the app store, and lifetime, priced by the marketplace.
  await card.getByRole('button', { name: 'Expand licence' }).click();
  const expand = holder.page.getByRole('dialog', { name: 'Expand licence' });
  await expand.getByRole('checkbox', { name: /App store/ }).check();
  await expand.getByRole('radio', { name: /^Lifetime/ }).check();
  // 18.00 listed: the content fee's difference 10.80, + 1.50; 7 % of 12.30 = 0.86: 13.16.
  await expect(expand.getByRole('button', { name: 'Confirm for €13.16' })).toBeVisible();
  await expand.getByRole('button', { name: 'Confirm for €13.16' }).click();
  await expect(expand).toBeHidden();
  await expect(card.locator('.history__item')).toContainText(
    'Duration changed from 30 days to Lifetime',
  );
  await expect(card.locator('.chip')).toHaveText(['E-book', 'App store']);

  // The certificate: the code, the QR code's address, the signature.
  const [download] = await Promise.all([
    holder.page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download certificate' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
  const text = pdfText(await downloaded(download));
  expect(text).toContain(code);
  expect(text).toContain(`/en/verificar?code=${code}`);
  expect(text).toContain('Duration Lifetime');
  expect(text).toContain('Signature of the marketplace');
  await holder.context.close();

  // The third browser sees the expansion.
  await checker.page.reload();
  await expect(result).toContainText('E-kirja, Sovelluskauppa');
  await expect(result).toContainText('Ei päättymispäivää');
  await checker.context.close();
});

test.describe('the marketplace cannot be reached', () => {
  test('a purchase says it cannot be confirmed, keeps the form, and goes through once it can', async ({
    page,
  }) => {
    const dialog = await openPurchase(page, 'Luz do Sertão', 'en');
    await expect(dialog.locator('[data-amount="total"]')).toBeVisible();
    await page.route('**/api/**', (route) => route.abort());
    await dialog.getByRole('textbox', { name: 'Licensee name' }).fill('Offline Buyer');
    await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'The purchase could not be confirmed: the marketplace cannot be reached right now.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Licensee name' })).toHaveValue(
      'Offline Buyer',
    );
    expect(await storedKeys(page)).toEqual([]);
    await page.unroute('**/api/**');
    await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
    const { key } = await boughtIn(dialog);
    expect((await storedKeys(page)).map((kept) => kept.key)).toEqual([key]);
  });

  test('the purchase dialog says the price cannot be fetched, with Retry', async ({ page }) => {
    await openCatalogue(page, address('home', 'en'));
    await page.route('**/api/**', (route) => route.abort());
    await catalog(page).locator('.mf-catalog__buy').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toContainText('The price could not be fetched');
    await page.unroute('**/api/**');
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.locator('[data-amount="total"]')).toBeVisible();
  });

  test('My licences shows the last copy, marked, and reads it again on Retry', async ({
    page,
    request,
  }) => {
    const bought = await buyThroughApi(request, {
      workId: 'revontulten-laulut',
      platforms: ['music-streaming'],
      duration: '1-year',
      licensee: 'Aino Virtanen',
    });
    await seedKeys(page, [bought]);
    await page.route('**/api/**', (route) => route.abort());
    await page.goto(address('myLicenses', 'en'));
    await expectMounted(page, 'mf_licenses');
    await expect(licences(page).getByTestId('marketplace-unreachable')).toContainText(
      'The marketplace cannot be reached right now',
    );
    const card = licences(page).getByRole('article', { name: bought.licence.work.title });
    await expect(card).toContainText(bought.licence.code);
    await expect(card.getByTestId('stale-copy')).toContainText('the marketplace cannot be reached');
    await page.unroute('**/api/**');
    await licences(page)
      .getByTestId('marketplace-unreachable')
      .getByRole('button', { name: 'Retry' })
      .click();
    await expect(licences(page).getByTestId('marketplace-unreachable')).toHaveCount(0);
    await expect(card.getByTestId('stale-copy')).toHaveCount(0);
  });
});

test.describe('never twice', () => {
  test('a double-clicked purchase buys once', async ({ page }) => {
    const dialog = await openPurchase(page, 'Tessera: Offline Maps Toolkit', 'en');
    await dialog.getByRole('textbox', { name: 'Licensee name' }).fill('Double Clicker');
    await expect(dialog.locator('[data-amount="total"]')).toBeVisible();
    const purchases: string[] = [];
    // The answer takes a moment: time enough for a second click while the first is on its way.
    await page.route('**/api/licences', async (route) => {
      purchases.push(route.request().headers()['idempotency-key'] ?? '');
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Confirm purchase' }).dblclick();
    await boughtIn(dialog);
    expect(purchases).toHaveLength(1);
    expect(await storedKeys(page)).toHaveLength(1);
  });

  test('a purchase whose answer was lost, confirmed again, gets the same licence back', async ({
    page,
  }) => {
    const dialog = await openPurchase(page, 'Tessera: Offline Maps Toolkit', 'en');
    await dialog.getByRole('textbox', { name: 'Licensee name' }).fill('Lost Answer');
    await expect(dialog.locator('[data-amount="total"]')).toBeVisible();
    const keys: string[] = [];
    let first: { key: string } | undefined;
    await page.route('**/api/licences', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (first) return route.continue();
      // The server buys, and the answer never reaches the page.
      const response = await route.fetch();
      first = (await response.json()) as { key: string };
      await route.abort('connectionreset');
    });
    await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(dialog.getByRole('alert')).toContainText('could not be confirmed');
    await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
    const { key } = await boughtIn(dialog);
    expect(key).toBe(first?.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

test("the previous version's licences move to the marketplace once, a differing one flagged imported", async ({
  page,
}) => {
  const bought = (id: string, commission: number) => ({
    id,
    workId: 'kesayon-arvoitus',
    workTitle: 'Kesäyön arvoitus',
    author: 'Aino Hämäläinen',
    type: 'books',
    licensee: 'Previous Version',
    purchaseDate: new Date(Date.now() - 5 * 86_400_000).toISOString(),
    duration: 'lifetime',
    expiryDate: null,
    listedContentFee: 1400,
    contentFee: 1400,
    distributionFees: [{ platform: 'ebook', fee: 100 }],
    // 14.00 + 1.00: 7 % = 1.05.
    commission,
    history: [],
  });
  const unique = Date.now().toString(16).toUpperCase();
  await seedStorage(page, {
    [LEGACY_LICENSES_KEY]: JSON.stringify({
      version: 1,
      licenses: [bought(`LIC-OLD-${unique}-A`, 105), bought(`LIC-OLD-${unique}-B`, 1)],
    }),
  });
  await page.goto(address('myLicenses', 'en'));
  await expectMounted(page, 'mf_licenses');
  const cards = licences(page).getByRole('article', { name: 'Kesäyön arvoitus' });
  await expect(cards).toHaveCount(2);
  await expect(licences(page).getByTestId('imported-badge')).toHaveCount(1);
  await expect(page.locator('.toast-layer')).toContainText(
    '2 licences kept by the previous version of the site moved to the marketplace.',
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_LICENSES_KEY)).toBeNull();
  const kept = await storedKeys(page);
  expect(kept).toHaveLength(2);

  // A reload moves nothing again; the flagged one's verification says it was imported.
  await page.reload();
  await expectMounted(page, 'mf_licenses');
  await expect(cards).toHaveCount(2);
  const flagged = await licences(page)
    .getByTestId('imported-badge')
    .locator('xpath=ancestor::article')
    .locator('dd code')
    .innerText();
  await page.goto(`${address('verify', 'en')}?code=${flagged}`);
  await expect(mountedRemote(page, 'mf_licenses').getByTestId('verification')).toContainText(
    'moved from the previous version of the site',
  );
});

test.describe('the verification page', () => {
  test('its form works before the scripts: a GET to the page, with the code in the address', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(address('verify', 'en'));
    await page.getByRole('textbox', { name: 'Verification code' }).fill('k7qm-2rta-9xwb');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`${address('verify', 'en')}?code=k7qm-2rta-9xwb`);
    await context.close();
  });

  test('says clearly when no licence has a code, or when it cannot be one', async ({ page }) => {
    await page.goto(`${address('verify', 'pt-BR')}?code=ZZZZ-ZZZZ-ZZZZ`);
    const result = mountedRemote(page, 'mf_licenses').getByTestId('verification');
    await expect(result).toContainText('Nenhuma licença tem o código ZZZZ-ZZZZ-ZZZZ');
    await page.goto(`${address('verify', 'pt-BR')}?code=abc`);
    await expect(mountedRemote(page, 'mf_licenses').getByRole('alert')).toContainText(
      'Isto não é um código de verificação',
    );
  });

  test('is linked from My licences and the footer; the privacy page from the footer', async ({
    page,
  }) => {
    // A page whose content does not change once it runs (the home page's newest works may, as
    // other tests publish): the footer stays where the tap aims.
    await page.goto(address('faq', 'en'));
    await expectMounted(page, 'mf_audiences');
    const footer = page.getByRole('navigation', { name: 'About this site' });
    await expect(footer.getByRole('link', { name: 'Verify a licence' })).toHaveAttribute(
      'href',
      address('verify', 'en'),
    );
    await footer.getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(address('privacy', 'en'));
    await expectMounted(page, 'mf_content');
    const erase = mountedRemote(page, 'mf_content').getByRole('link', {
      name: 'Go to My licences',
    });
    await expect(erase).toHaveAttribute('href', address('myLicenses', 'en'));
  });

  for (const language of ['pt-BR', 'en'] as const) {
    test(`with a result, and the privacy page, pass axe (${language})`, async ({
      page,
      request,
    }) => {
      const { licence } = await buyThroughApi(request, {
        workId: 'de-stille-polder',
        platforms: ['video-streaming'],
        duration: '1-year',
        licensee: 'Axe Reader',
      });
      await page.goto(`${address('verify', language)}?code=${licence.code}`);
      await expect(
        mountedRemote(page, 'mf_licenses').getByTestId('verification').locator('dl'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(address('privacy', language));
      await expectMounted(page, 'mf_content');
      await expectNoAxeViolations(page);
    });
  }

  for (const size of [
    { width: 1280, height: 720 },
    { width: 412, height: 823 },
  ]) {
    test(`arriving from a QR code, nothing moves while the result comes in (${size.width} px)`, async ({
      page,
      request,
    }) => {
      const { licence } = await buyThroughApi(request, {
        workId: 'botanical-line-drawings',
        platforms: ['ebook'],
        duration: '30-days',
        licensee: 'Still Page',
      });
      await page.setViewportSize(size);
      const shifts = await watchShifts(page);
      await page.goto(`${address('verify', 'en')}?code=${licence.code}`);
      await expect(mountedRemote(page, 'mf_licenses').getByTestId('verification')).toContainText(
        'Valid licence',
      );
      await page.waitForTimeout(300);
      expect(await shifts()).toEqual([]);
    });
  }
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('the verification result, the privacy page and the bought licence fit', async ({
    page,
    request,
  }) => {
    const { licence } = await buyThroughApi(request, {
      workId: 'copyleft-innovation-study',
      platforms: ['ebook'],
      duration: 'rental',
      licensee: 'Narrow Screen',
    });
    await page.goto(`${address('verify', 'fi')}?code=${licence.code}`);
    await expect(
      mountedRemote(page, 'mf_licenses').getByTestId('verification').locator('dl'),
    ).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
    await page.goto(address('privacy', 'nl'));
    await expectMounted(page, 'mf_content');
    expect(await layoutProblems(page)).toEqual([]);

    const dialog = await openPurchase(page, 'Botanical Line Drawings', 'et');
    await dialog.getByRole('textbox', { name: 'Litsentsisaaja nimi' }).fill('Kitsas Ekraan');
    await expect(dialog.locator('[data-amount="total"]')).toBeVisible();
    await dialog.getByRole('button', { name: 'Kinnita ost' }).click();
    await boughtIn(dialog);
    await expectFits(page, 'the bought licence', 'dialog');
  });
});
