import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { buyButton, catalog, cards, deployedCatalogue, resultCount } from '../support/catalog';
import { layoutProblems } from '../support/layout';
import {
  expectMounted,
  inMainNavigation,
  LANGUAGES,
  mainNavigation,
  mountedRemote,
  pagePath,
  PHONE_LANGUAGES,
  route,
  ROUTES,
  type Language,
  type Route,
} from '../support/site';

/**
 * Every page fits a phone: at 320 and 360 px, in pt-BR and in the languages of the longest words
 * (Finnish, Estonian, Dutch), no page scrolls sideways, no text is cut off, a table wider than the
 * screen scrolls in a box of its own that says so and takes the focus, and the menus work (on
 * each page in one of those languages, each language on several pages).
 */
/** shared's common texts in a language: the menu's words, the actions' names. */
function commonTexts(language: Language): {
  nav: { label: string; menu: string } & Record<string, string>;
  actions: { close: string };
  platforms: Record<string, string>;
} {
  const file = new URL(`../../shared/src/i18n/locales/${language}/common.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as never;
}
/** The menu's words in a language, from shared's texts. */
const menuTexts = (language: Language) => commonTexts(language).nav;
const WIDTHS = [320, 360] as const;
/** The pages of the main navigation (the others are linked from the footer). */
const MAIN_ROUTES = ROUTES.filter(inMainNavigation);
/** The narrowest the commission's part of a price bar may be drawn. */
const MIN_COMMISSION_PX = 4;

function phone(width: number) {
  return { viewport: { width, height: width === 320 ? 640 : 740 }, isMobile: true, hasTouch: true };
}

/** A page with what it shows once its data is in: the catalogue's cards, the sample licences. */
async function visit(page: Page, route: Route, language: Language): Promise<void> {
  await page.goto(pagePath(route, language));
  await expectMounted(page, route.remote);
  if (route.id === 'home') {
    await expect(resultCount(page)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  }
  if (route.id === 'myLicenses') {
    // The samples are seeded on a first visit: the page is checked with licences on it.
    await expect(mountedRemote(page, route.remote).getByRole('article').first()).toBeVisible();
  }
}

/**
 * The menu on a phone: it opens from its toggle, each link is shown whole on the screen and is
 * what a tap at its middle reaches, Tab goes from the toggle into the links, and following the
 * link to `next` navigates there and closes the menu.
 */
async function menuProblems(page: Page, language: Language, next: Route): Promise<string[]> {
  const problems: string[] = [];
  const texts = menuTexts(language);
  const nav = mainNavigation(page, texts.label);
  const toggle = page.locator('.site-header__menu > summary');
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveText(texts.menu);
  await toggle.click();
  await expect(nav.getByRole('link')).toHaveCount(MAIN_ROUTES.length);
  problems.push(...(await linksOffScreen(nav, 'menu')));
  problems.push(...(await layoutProblems(page, '.site-nav')).map((p) => `in the menu: ${p}`));
  await toggle.focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link').first()).toBeFocused();

  const target = nav.getByRole('link', { name: texts[next.id], exact: true });
  await target.scrollIntoViewIfNeeded();
  await target.click();
  await expect(page).toHaveURL(pagePath(next, language));
  await expectMounted(page, next.remote);
  await expect(nav).toBeHidden();
  return problems;
}

/** The links in `scope` that are not each whole on the screen and what a tap at its middle reaches. */
async function linksOffScreen(scope: Locator, name: string): Promise<string[]> {
  for (const link of await scope.getByRole('link').all()) await expect(link).toBeVisible();
  return scope.evaluate((element, what) => {
    const width = document.documentElement.clientWidth;
    return Array.from(element.querySelectorAll('a')).flatMap((link) => {
      link.scrollIntoView({ block: 'nearest' });
      const rect = link.getBoundingClientRect();
      const found: string[] = [];
      if (rect.left < 0 || rect.right > width)
        found.push(
          `${what} link “${link.textContent}” is off the screen (${rect.left}–${rect.right})`,
        );
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!hit || !link.contains(hit))
        found.push(
          `${what} link “${link.textContent}” is covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`,
        );
      return found;
    });
  }, name);
}

/**
 * The language menu from its toggle: each language's link on the screen (once the header wraps,
 * the toggle is at the screen's left edge), and a tap outside the menu closes it.
 */
async function languageMenuProblems(page: Page): Promise<string[]> {
  const menu = page.locator('.site-header__languages');
  await menu.locator('summary').tap();
  const list = menu.getByRole('list');
  await expect(list.getByRole('link')).toHaveCount(LANGUAGES.length);
  const problems = await linksOffScreen(list, 'language');
  // A tap in the page's margin at the screen's bottom left, where no link is and no list opens.
  const screen = page.viewportSize();
  if (!screen) throw new Error('the page has no viewport');
  await page.touchscreen.tap(8, screen.height - 8);
  await expect(list).toBeHidden();
  return problems;
}

WIDTHS.forEach((width, widthIndex) => {
  test.describe(`on a ${width} px phone`, () => {
    test.use(phone(width));
    // Each test visits its page in every language of PHONE_LANGUAGES: time for each language, on a
    // machine as busy as CI's (four took 31.8 s there, over the default 30).
    test.describe.configure({ timeout: PHONE_LANGUAGES.length * 15_000 });

    ROUTES.forEach((route, routeIndex) => {
      // The menu leads on to the next page of the main navigation (from a footer page: the first).
      const next = MAIN_ROUTES[(MAIN_ROUTES.indexOf(route) + 1) % MAIN_ROUTES.length] as Route;
      // The menus are the shell's, the same on every page, and took two thirds of a language's
      // time here: each page opens them in one phone language, in turn (another at each width),
      // so that each language's menus are opened on several pages at each width, and every
      // page's link onward is followed.
      const menuLanguage = PHONE_LANGUAGES[
        (routeIndex + widthIndex) % PHONE_LANGUAGES.length
      ] as Language;
      test(`${route.id} fits in ${PHONE_LANGUAGES.join(', ')}, and its menus work in ${menuLanguage}`, async ({
        page,
      }) => {
        const problems: string[] = [];
        for (const language of PHONE_LANGUAGES) {
          await visit(page, route, language);
          const here = `${pagePath(route, language)} at ${width} px`;
          problems.push(...(await layoutProblems(page)).map((problem) => `${here}: ${problem}`));
          if (language !== menuLanguage) continue;
          problems.push(
            ...(await languageMenuProblems(page)).map((problem) => `${here}: ${problem}`),
            ...(await menuProblems(page, language, next)).map((problem) => `${here}: ${problem}`),
          );
        }
        expect(problems, problems.join('\n')).toEqual([]);
      });
    });
  });
});

/** The drawn width of the commission's part of each price bar in `scope`. */
async function commissionWidths(page: Page, scope: string): Promise<number[]> {
  return page
    .locator(`${scope} .price-split__bar > rect.price-split__fill--commission`)
    .evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect().width));
}

test.describe('on a 320 px phone, the price split and the purchase dialog, which closes from its corner', () => {
  test.use(phone(320));

  for (const language of PHONE_LANGUAGES) {
    test(`in ${language}`, async ({ page }) => {
      const home = ROUTES.find((route) => route.id === 'home') as Route;
      await visit(page, home, language);

      // Each card's bar draws the 7 % commission wide enough to be seen.
      const onCards = await commissionWidths(page, '.mf-catalog__card');
      expect(onCards.length).toBe(await cards(page).count());
      for (const drawn of onCards) expect(drawn).toBeGreaterThanOrEqual(MIN_COMMISSION_PX);

      // The dialog of a work offering the platform whose name is longest in this language: the
      // widest line of its choices (nl "Muziekstreaming" beside its amount once pushed it 4 px
      // wider than the screen).
      const platforms = Object.entries(commonTexts(language).platforms);
      const [widest] = platforms.reduce((longest, platform) =>
        platform[1].length > longest[1].length ? platform : longest,
      );
      const seedFirst = (await deployedCatalogue(page.request)).reverse();
      const offering = seedFirst.find((work) => work.platforms.includes(widest));
      if (!offering) throw new Error(`no work offers ${widest}`);
      await catalog(page).getByRole('searchbox').fill(offering.title);
      const buy = buyButton(page, offering.title);
      await buy.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // The price is the server's quote, drawn once it arrives: measure the dialog with it.
      await expect(dialog.locator('.price-split__bar').first()).toBeVisible();
      // The dialog fits the screen, and nothing in it is cut off.
      const box = await dialog.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { left: rect.left, right: rect.right };
      });
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(320);
      const problems = await layoutProblems(page, 'dialog[open]');
      expect(problems, problems.join('\n')).toEqual([]);

      const inDialog = await commissionWidths(page, 'dialog[open]');
      expect(inDialog.length).toBeGreaterThan(0);
      for (const drawn of inDialog) expect(drawn).toBeGreaterThanOrEqual(MIN_COMMISSION_PX);

      // Leaving takes no scrolling down to Cancel: a Close button in the dialog's top corner,
      // which a tap reaches, gives the focus back to the card's button.
      const close = dialog.getByRole('button', {
        name: commonTexts(language).actions.close,
        exact: true,
      });
      const [closeBox, dialogBox] = [await close.boundingBox(), await dialog.boundingBox()];
      if (!closeBox || !dialogBox) throw new Error('the dialog or its Close button is not drawn');
      expect(closeBox.y - dialogBox.y).toBeLessThan(16);
      expect(dialogBox.x + dialogBox.width - (closeBox.x + closeBox.width)).toBeLessThan(16);
      await close.tap();
      await expect(dialog).toBeHidden();
      await expect(buy).toBeFocused();
    });
  }
});

test.describe('on a 320 px phone, a work’s page', () => {
  test.use(phone(320));

  test(`fits in every language, and its purchase dialog is in the middle of the screen`, async ({
    page,
  }) => {
    // The dearest work has the widest amounts in its table of durations.
    const works = await deployedCatalogue(page.request);
    const dearest = works.reduce((most, work) => (work.contentFee > most.contentFee ? work : most));
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const path = pagePath(route('work'), language, dearest.id);
      await page.goto(path);
      await expectMounted(page, 'mf_catalog');
      await expect(page.locator('.mf-catalog__durations')).toBeVisible();
      problems.push(...(await layoutProblems(page)).map((problem) => `${path}: ${problem}`));
    }
    expect(problems, problems.join('\n')).toEqual([]);

    await catalog(page).locator('.mf-catalog__buy').tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.price-split__bar').first()).toBeVisible();
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the purchase dialog is not drawn');
    const margins = { left: box.x, right: 320 - (box.x + box.width) };
    expect(margins.left).toBeGreaterThan(0);
    expect(Math.abs(margins.left - margins.right)).toBeLessThanOrEqual(1);
    expect(box.y).toBeGreaterThanOrEqual(0);
  });
});

test.describe('on a 360 px phone, Search on the keyboard shows the works', () => {
  test.use(phone(360));

  for (const language of ['pt-BR', 'fi'] as const) {
    test(`in ${language}: the keyboard closes, the count has the focus, the first work is on screen`, async ({
      page,
    }) => {
      const home = ROUTES.find((route) => route.id === 'home') as Route;
      await visit(page, home, language);
      // The works lie below the form: typing alone leaves them off screen.
      const first = cards(page).first();
      const search = catalog(page).getByRole('searchbox');
      await search.tap();
      await search.fill('a');
      await expect(resultCount(page)).toBeVisible();
      await expect(first).not.toBeInViewport();
      // The phone keyboard's Search key submits the form, as Enter does.
      await search.press('Enter');
      await expect(resultCount(page)).toBeFocused();
      await expect(search).not.toBeFocused();
      await expect(resultCount(page)).toBeInViewport();
      await expect(first.getByRole('heading')).toBeInViewport();
    });
  }
});
