import { expect, test } from '@playwright/test';
import { LANGUAGE_COOKIE, LEGACY_LANGUAGE_KEY } from '@fair/shared/site';
import {
  address,
  BASE_URL,
  expectMounted,
  inMainNavigation,
  mainNavigation,
  rememberLanguage,
  ROUTES,
  switchLanguage,
} from '../support/site';

/** The pages of the main navigation: the app table's, but those the footer links to. */
const MAIN_ROUTES = ROUTES.filter(inMainNavigation);

test.describe('navigation', () => {
  test('the nav links every page of the app table but the footer’s, marks the active one, and navigates in the page @smoke', async ({
    page,
  }) => {
    await page.goto('/');
    // Navigating in the page needs the shell listening: a link followed before that is the
    // browser's own page load (by design), which keeps the focus where a new page starts.
    await expectMounted(page, 'mf_catalog');
    const nav = mainNavigation(page);
    await expect(nav.getByRole('link')).toHaveCount(MAIN_ROUTES.length);
    await expect(nav.getByRole('link', { name: 'Catálogo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    await expectMounted(page, 'mf_audiences');
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Catálogo' })).not.toHaveAttribute('aria-current');
    // Focus moves to the new page's heading, so screen-reader users hear where they are.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle('FAQ · Licenciamento Justo');

    await nav.getByRole('link', { name: 'Minhas licenças' }).click();
    await expect(page).toHaveURL('/minhas-licencas');
    await expectMounted(page, 'mf_licenses');
    // A navigation inside the site is not a new page load.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );
  });

  test('links inside a page stay in its language', async ({ page }) => {
    await page.goto(address('home', 'fi'));
    await expectMounted(page, 'mf_catalog');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Tekijät' })).toHaveAttribute(
      'href',
      '/fi/autores',
    );
    await mainNavigation(page, 'Päävalikko').getByRole('link', { name: 'UKK' }).click();
    await expect(page).toHaveURL('/fi/faq');
    await expectMounted(page, 'mf_audiences');
  });

  test('the back button returns to the previous remote', async ({ page }) => {
    await page.goto('/artigos');
    await expectMounted(page, 'mf_content');
    await mainNavigation(page).getByRole('link', { name: 'Autores' }).click();
    await expectMounted(page, 'mf_audiences');
    await page.goBack();
    await expect(page).toHaveURL('/artigos');
    await expectMounted(page, 'mf_content');
  });

  for (const language of ['pt-BR', 'en'] as const) {
    test(`another page opens at its top, and Back returns where the visitor was (${language})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(address('home', language));
      await expectMounted(page, 'mf_catalog');
      // A card far down the catalogue: its link leads to the work's page.
      const link = page.locator('.mf-catalog__card-link').nth(5);
      await link.scrollIntoViewIfNeeded();
      const title = (await link.textContent()) ?? '';
      await link.tap();
      await expect(page).toHaveURL(/\/obras\//);
      await expectMounted(page, 'mf_catalog');
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(title);
      await expect(heading).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Back: the catalogue is drawn again, at the card, the focus on its link (a tap focused it).
      await page.goBack();
      await expect(page.locator('.mf-catalog__card-link').nth(5)).toBeInViewport();
      await expect(page.locator('.mf-catalog__card-link').nth(5)).toBeFocused();
      // So does a footer link at the bottom of a page.
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await footer.getByRole('link').first().tap();
      await expectMounted(page, 'mf_content');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await context.close();
    });
  }

  for (const language of ['fi', 'nl'] as const) {
    test(`with the keyboard, Back returns the focus to the link followed, and Tab goes on from there (${language})`, async ({
      page,
    }) => {
      await page.goto(address('home', language));
      await expectMounted(page, 'mf_catalog');
      const cards = page.locator('.mf-catalog__card');
      const link = page.locator('.mf-catalog__card-link').nth(4);
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/obras\//);
      await expectMounted(page, 'mf_catalog');
      // The work's page: the focus on its heading, read first.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
      // Back to the page the visit began at: the link it left by.
      await page.goBack();
      await expect(link).toBeFocused();
      await expect(link).toBeInViewport();
      // Tab reaches the same card's Buy button, not the top of the page.
      await page.keyboard.press('Tab');
      await expect(cards.nth(4).getByRole('button')).toBeFocused();
    });
  }

  test('on a phone the menu opens and closes, with or without JavaScript', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 780 },
        javaScriptEnabled,
      });
      const page = await context.newPage();
      await page.goto('/');
      const nav = mainNavigation(page);
      await expect(nav).toBeHidden();
      await page.locator('.site-header__menu summary').click();
      await expect(nav.getByRole('link')).toHaveCount(MAIN_ROUTES.length);
      await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
      await page.locator('.site-header__menu summary').click();
      await expect(nav).toBeHidden();

      await page.locator('.site-header__menu summary').click();
      await nav.getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL('/blog');
      if (javaScriptEnabled) {
        await expectMounted(page, 'mf_content');
        // Following a link closes the menu; Escape closes it too.
        await expect(nav).toBeHidden();
        await page.locator('.site-header__menu summary').click();
        await page.keyboard.press('Escape');
        await expect(nav).toBeHidden();
      } else {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
      }
      await context.close();
    }
  });
});

test.describe('language', () => {
  test('pt-BR is the default; the links name each language in itself and lead to the same page @smoke', async ({
    page,
  }) => {
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const links = page.locator('.site-header__languages a');
    await expect(links).toHaveText([
      'Português (Brasil)',
      'Português (Portugal)',
      'English',
      'Suomi',
      'Svenska',
      'Eesti',
      'Nederlands',
    ]);
    await expect(links.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(links.nth(2)).toHaveAttribute('href', '/en/faq');
    await expect(links.nth(2)).toHaveAttribute('hreflang', 'en');
  });

  test('switching keeps the page, its query and its fragment, and is remembered @smoke', async ({
    page,
    context,
  }) => {
    await page.goto('/?q=joao');
    await expectMounted(page, 'mf_catalog');
    await switchLanguage(page, 'en');
    await expect(page).toHaveURL('/en/?q=joao');
    await expectMounted(page, 'mf_catalog');
    await expect(page.getByRole('searchbox')).toHaveValue('joao');

    await page.goto('/en/faq#durations');
    await switchLanguage(page, 'fi');
    await expect(page).toHaveURL('/fi/faq#durations');
    await expect(page).toHaveTitle(/UKK/);

    const cookies = await context.cookies(BASE_URL);
    expect(cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE)).toMatchObject({
      value: 'fi',
      path: '/',
      sameSite: 'Lax',
    });
    // An unprefixed address now leads to the remembered language.
    await page.goto('/artigos');
    await expect(page).toHaveURL('/fi/artigos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  });

  test('a shared link in another language is read in it, and remembers nothing', async ({
    page,
    context,
  }) => {
    await page.goto('/sv/autores');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expectMounted(page, 'mf_audiences');
    expect((await context.cookies(BASE_URL)).map((cookie) => cookie.name)).not.toContain(
      LANGUAGE_COOKIE,
    );
    await page.goto('/autores');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('a choice kept by an earlier version of the site moves into the cookie, once', async ({
    page,
    context,
  }) => {
    await page.addInitScript(
      ([key]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, 'nl');
          sessionStorage.setItem('seeded', '1');
        }
      },
      [LEGACY_LANGUAGE_KEY] as const,
    );
    await page.goto('/faq');
    await expect(page).toHaveURL('/nl/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_LANGUAGE_KEY)).toBeNull();
    const cookie = (await context.cookies(BASE_URL)).find((c) => c.name === LANGUAGE_COOKIE);
    expect(cookie?.value).toBe('nl');
  });

  test('an unknown remembered language is pt-BR', async ({ page, context }) => {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'xx-YY', url: BASE_URL }]);
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expectMounted(page, 'mf_catalog');
  });
});

test.describe('404', () => {
  test('an unknown path answers 404 with the translated page, logs the path and links home', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto('/nao-existe?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ops! Página não encontrada');
    await expect.poll(() => logged.some((text) => text.includes('/nao-existe'))).toBe(true);

    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL('/');
    await expectMounted(page, 'mf_catalog');
  });

  test('in the language of its address', async ({ page }) => {
    const response = await page.goto('/en/missing');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
      'href',
      '/en/',
    );
  });

  test('at an unprefixed address, in the language the visitor chose', async ({ page, context }) => {
    await rememberLanguage(context, 'en');
    const response = await page.goto('/missing');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });
});
