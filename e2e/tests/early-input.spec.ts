import { expect, test, type Page } from '@playwright/test';
import { INTERACTIVE_MARK } from '@fair/shared/site';
import { address, expectMounted, mainNavigation, mountedRemote, tapInView } from '../support/site';

/**
 * What a visitor does between a page's first paint and the moment its remote listens takes
 * effect (shell/src/boot). The window is made wide as on a mid-range phone (4× slower CPU) and
 * held open for sure: the shell's script waits until the visitor has acted.
 */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds the shell's script (so nothing of the page listens) until the returned call. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/v\/[^/]+\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('what a visitor does before the page listens takes effect', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a tap on Buy now opens the purchase dialog once the page listens, and shows it is on its way', async ({
    page,
  }) => {
    await slowPhone(page);
    const release = await holdScripts(page);
    await page.goto('/');
    const outlet = page.locator('.remote-outlet[data-remote="mf_catalog"]');
    await expect(outlet).toHaveAttribute('data-state', 'server');
    const buy = page.getByRole('button', { name: /^Comprar agora/ }).first();
    await buy.click();
    await expect(buy).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(buy).not.toHaveAttribute('aria-busy');
    // Styled as soon as it opens, though neither of its stylesheets is in the page's HTML: the
    // shell's (the dialog's frame: its shadow) and the catalogue's (the form sets the padding).
    await expect(page.getByRole('dialog')).toHaveCSS('box-shadow', /rgba\(0, 0, 0, 0\.25\)/);
    await expect(page.getByRole('dialog')).toHaveCSS('padding-top', '0px');
    // The moment the page listened is marked for the bench.
    const marks = await page.evaluate(
      (name) => performance.getEntriesByName(name).map((mark) => mark.name),
      INTERACTIVE_MARK,
    );
    expect(marks).toEqual([INTERACTIVE_MARK]);
  });

  test('text typed into the search stays in the field and is searched', async ({ page }) => {
    await slowPhone(page);
    const release = await holdScripts(page);
    await page.goto('/en/');
    const search = page.getByRole('searchbox');
    await search.pressSequentially('tejo', { delay: 60 });
    release();
    await expect(mountedRemote(page, 'mf_catalog')).toBeVisible({ timeout: 30_000 });
    await expect(search).toHaveValue('tejo');
    await expect(page).toHaveURL(/[?&]q=tejo\b/);
    // Typing goes on as usual once the page listens.
    await search.press('End');
    await search.pressSequentially(' x');
    await expect(search).toHaveValue('tejo x');
  });

  test('a key typed after the page put its own value back in the field adds to what was typed', async ({
    page,
  }) => {
    await slowPhone(page);
    const release = await holdScripts(page);
    await page.goto('/en/');
    const search = page.getByRole('searchbox');
    await search.pressSequentially('ka', { delay: 60 });
    // As the page's first render does when it has hydrated and does not listen yet: it sets the
    // field to the value it knows (a key typed then was applied to it, and "ka" was lost).
    await search.evaluate((field: HTMLInputElement) => (field.value = ''));
    await search.press('n');
    await expect(search).toHaveValue('kan');
    release();
    await expect(mountedRemote(page, 'mf_catalog')).toBeVisible({ timeout: 30_000 });
    await expect(search).toHaveValue('kan');
    await expect(page).toHaveURL(/[?&]q=kan\b/);
  });

  test('a tap on Show more before the page listens brings a page more once it does', async ({
    page,
  }) => {
    await slowPhone(page);
    const release = await holdScripts(page);
    // A page its server rendered from the API's answer, so its HTML has the button (a render
    // past its deadline answers with the deploy-time HTML, which has none: loaded again).
    await expect(async () => {
      const response = await page.goto('/en/?sort=title');
      expect(await response?.text()).toContain('class="mf-catalog__more"');
    }).toPass();
    const cards = page.locator('.mf-catalog__grid > li');
    await expect(cards).toHaveCount(12);
    const more = page.getByRole('button', { name: 'Show more' });
    await tapInView(more);
    await expect(more).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(mountedRemote(page, 'mf_catalog')).toBeVisible({ timeout: 30_000 });
    // A page more: all the works when there are fewer than two pages (the sample's 18).
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThan(12);
    await expect(page.locator('.mf-catalog__results[aria-busy]')).toHaveCount(0);
    // The focus on the first work it added, as after any "Show more".
    await expect(cards.nth(12).getByRole('heading')).toBeFocused();
  });

  test('a question opened before the page listens stays open, and its address follows', async ({
    page,
  }) => {
    await slowPhone(page);
    const release = await holdScripts(page);
    await page.goto(address('faq', 'en'));
    const question = page.locator('details.faq__item').nth(2);
    const id = await question.getAttribute('id');
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    release();
    await expectMounted(page, 'mf_audiences');
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(question).toHaveAttribute('open', '');
    await expect(page.locator('details.faq__item[open]')).toHaveCount(1);
  });

  test('a link followed before the page listens goes where it leads', async ({ page }) => {
    await slowPhone(page);
    await holdScripts(page);
    await page.goto('/');
    await mainNavigation(page).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(new RegExp(`${address('faq')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
  });
});
