import { expect, test } from '@playwright/test';
import { chooseLanguage, expectMounted, LANGUAGE_KEY, mountedRemote } from '../support/site';

test.describe('navigation', () => {
  test('the nav links all eleven routes and marks the active one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav.getByRole('link')).toHaveCount(11);
    await expect(nav.getByRole('link', { name: 'Catálogo' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    await expectMounted(page, 'mf_audiences');
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Catálogo' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    // Focus moves to the new page's heading, so screen-reader users hear where they are.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();

    await nav.getByRole('link', { name: 'Minhas licenças' }).click();
    await expect(page).toHaveURL('/minhas-licencas');
    await expectMounted(page, 'mf_licenses');
  });

  test('the back button returns to the previous remote', async ({ page }) => {
    await page.goto('/artigos');
    await expectMounted(page, 'mf_content');
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Autores' })
      .click();
    await expectMounted(page, 'mf_audiences');
    await page.goBack();
    await expect(page).toHaveURL('/artigos');
    await expectMounted(page, 'mf_content');
  });

  test('at a narrow width a menu button opens and closes the same links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Abrir menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav).toBeHidden();

    await button.click();
    const close = page.getByRole('button', { name: 'Fechar menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveCount(11);
    await close.click();
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expectMounted(page, 'mf_content');
    await expect(nav).toBeHidden();
  });
});

test.describe('language', () => {
  test('pt-BR is the default and the switcher names each language in itself', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const select = page.getByRole('banner').getByLabel('Idioma');
    await expect(select).toHaveValue('pt-BR');
    await expect(select.locator('option')).toHaveText([
      'Português (Brasil)',
      'Português (Portugal)',
      'English',
      'Suomi',
      'Svenska',
      'Eesti',
      'Nederlands',
    ]);
  });

  test('switching reaches the mounted remote without a reload, and persists', async ({ page }) => {
    await page.goto('/faq');
    await expectMounted(page, 'mf_audiences');
    const heading = mountedRemote(page, 'mf_audiences').getByRole('heading', { level: 1 });
    const before = await heading.textContent();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    await chooseLanguage(page, 'Idioma', 'en');
    await expect(page).toHaveTitle(/FAQ · Fair Licensing/);
    await expect(heading).not.toHaveText(before ?? '');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );

    await chooseLanguage(page, 'Language', 'fi');
    await expect(page.getByRole('banner').getByLabel('Kieli')).toHaveValue('fi');
    const finnishHeading = await heading.textContent();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expectMounted(page, 'mf_audiences');
    await expect(heading).toHaveText(finnishHeading ?? '');
  });

  test('an unknown stored language falls back to pt-BR', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'xx-YY'), LANGUAGE_KEY);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expectMounted(page, 'mf_catalog');
  });
});

test.describe('404', () => {
  test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => errors.push(message.text()));
    await page.goto('/nao-existe?x=1');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ops! Página não encontrada');
    expect(errors.some((text) => text.includes('/nao-existe'))).toBe(true);

    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL('/');
    await expectMounted(page, 'mf_catalog');
  });

  test('the 404 page is translated', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
    await page.goto('/missing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });
});
