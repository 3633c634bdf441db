import { expectNoAxeViolations } from '../support/axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PAYOUT_DELAY_HOURS } from '@fair/shared';
import { expectMounted, languagePrefix, mountedRemote } from '../support/site';

/**
 * The audience pages, how it works and the FAQ (mf-audiences), in several languages. A language
 * whose texts are not written yet is skipped, not dropped: add it here and it runs as soon as its
 * files exist.
 */
const LANGUAGES = ['pt-BR', 'en', 'fi'] as const;
type Language = (typeof LANGUAGES)[number];

const localeFile = (app: string, language: string, namespace: string) =>
  new URL(
    `../../${app}/src/${app === 'shared' ? 'i18n/' : ''}locales/${language}/${namespace}.json`,
    import.meta.url,
  );

type Json = Record<string, unknown>;

/** A namespace's texts as the page gets them, read from the remote's own files. */
function texts(language: string, namespace: string): Json {
  const app = namespace === 'common' ? 'shared' : 'mf-audiences';
  return JSON.parse(readFileSync(localeFile(app, language, namespace), 'utf8')) as Json;
}

function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], value);
}

const text = (value: unknown, path: string) => at(value, path) as string;
const titles = (value: unknown, path: string) =>
  (at(value, path) as { title: string }[]).map((item) => item.title);

/** A text with {{placeholders}} (formatted ones too) as a pattern: the figures in it are checked separately. */
function pattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\\\{[^}]+\\\}\\\}/g, '.+?')}$`);
}

/**
 * Euro cents as the page must write them. The figures passed in are worked out by hand from
 * the product rules §2 (content share by duration, each platform's fee, 7 % of the subtotal half up),
 * independently of the code under test.
 */
function euros(cents: number, language: string): string {
  const decimal = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
  }).format(decimal as `${number}`);
}

function percent(value: number, language: string, digits = 1): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** Opens a page of the site (its pt-BR path, e.g. `/faq#durations`) in a language. */
async function visit(page: Page, language: Language, path: string): Promise<Locator> {
  const prefix = languagePrefix(language);
  await page.goto(prefix ? `/${prefix}${path}` : path);
  await expectMounted(page, 'mf_audiences');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return mountedRemote(page, 'mf_audiences');
}

async function expectHeadings(remote: Locator, level: number, expected: (string | RegExp)[]) {
  await expect(remote.getByRole('heading', { level })).toHaveText(expected);
}

/** The cells of a table's body and foot, row by row, without the row headers. */
async function amountsOf(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
}

for (const language of LANGUAGES) {
  test.describe(`audience pages in ${language}`, () => {
    test('authors: benefits, four steps and the revenue split the rules give', async ({ page }) => {
      const remote = await visit(page, language, '/autores');
      const authors = texts(language, 'authors');
      await expect(remote.getByRole('heading', { level: 1 })).toHaveText(text(authors, 'title'));
      await expectHeadings(remote, 2, [
        text(authors, 'benefits.heading'),
        text(authors, 'steps.heading'),
        text(authors, 'example.heading'),
        text(authors, 'related.heading'),
      ]);
      await expectHeadings(
        remote.getByRole('region', { name: text(authors, 'benefits.heading') }),
        3,
        titles(authors, 'benefits.items').map(pattern),
      );
      const steps = remote.getByRole('region', { name: text(authors, 'steps.heading') });
      await expect(steps.getByRole('listitem')).toHaveCount(4);
      await expectHeadings(steps, 3, titles(authors, 'steps.items'));
      await expect(
        remote.getByText(pattern(text(authors, 'benefits.items.0.title'))),
      ).toContainText(new Intl.NumberFormat(language).format(PAYOUT_DELAY_HOURS));

      // 12.00 + 2.00 = 14.00; 7 % of it = 0.98; total 14.98 (the seed's rounded "15" no more).
      const table = remote.getByRole('table', { name: text(authors, 'example.caption') });
      expect(await amountsOf(table)).toEqual([
        [euros(1200, language), percent(1200 / 1498, language)],
        [euros(200, language), percent(200 / 1498, language)],
        [euros(1400, language), ''],
        [euros(98, language), percent(98 / 1498, language)],
        [euros(1498, language), percent(1, language)],
      ]);
      expect(percent(1200 / 1498, 'en')).toBe('80.1%');
    });

    test('distributors: partner fees, three steps and a transaction', async ({ page }) => {
      const remote = await visit(page, language, '/distribuidores');
      const distributors = texts(language, 'distributors');
      const common = texts(language, 'common');
      await expect(remote.getByRole('heading', { level: 1 })).toHaveText(
        text(distributors, 'title'),
      );
      await expectHeadings(remote, 2, [
        text(distributors, 'benefits.heading'),
        text(distributors, 'partners.heading'),
        text(distributors, 'steps.heading'),
        text(distributors, 'example.heading'),
        text(distributors, 'related.heading'),
      ]);
      const partners = remote.getByRole('region', { name: text(distributors, 'partners.heading') });
      const fees = { 'music-streaming': 50, ebook: 100, 'video-streaming': 200, 'app-store': 150 };
      for (const [platform, fee] of Object.entries(fees)) {
        const card = partners.getByRole('listitem').filter({
          has: page.getByRole('heading', { name: text(common, `platforms.${platform}`) }),
        });
        await expect(card).toContainText(euros(fee, language));
      }
      const steps = remote.getByRole('region', { name: text(distributors, 'steps.heading') });
      await expectHeadings(steps, 3, titles(distributors, 'steps.items'));

      // An album at 8.00 on music streaming: 8.00 + 0.50 = 8.50; 0.595 → 0.60; total 9.10.
      const example = remote.getByRole('region', { name: text(distributors, 'example.heading') });
      expect(await amountsOf(example.getByRole('table'))).toEqual([
        [euros(800, language), percent(800 / 910, language)],
        [euros(50, language), percent(50 / 910, language)],
        [euros(850, language), ''],
        [euros(60, language), percent(60 / 910, language)],
        [euros(910, language), percent(1, language)],
      ]);
      // The platform added later to a license held elsewhere: 0.50 + 0.035 → 0.04 = 0.54.
      await expect(example).toContainText(euros(54, language));
    });

    test('users: use cases, four steps and three worked prices', async ({ page }) => {
      const remote = await visit(page, language, '/usuarios');
      const users = texts(language, 'users');
      await expect(remote.getByRole('heading', { level: 1 })).toHaveText(text(users, 'title'));
      await expectHeadings(remote, 2, [
        text(users, 'benefits.heading'),
        text(users, 'useCases.heading'),
        text(users, 'steps.heading'),
        text(users, 'examples.heading'),
        text(users, 'related.heading'),
      ]);
      await expectHeadings(
        remote.getByRole('region', { name: text(users, 'useCases.heading') }),
        3,
        titles(users, 'useCases.items'),
      );
      await expectHeadings(
        remote.getByRole('region', { name: text(users, 'steps.heading') }),
        3,
        titles(users, 'steps.items'),
      );

      const examples = remote.getByRole('region', { name: text(users, 'examples.heading') });
      const book = examples.getByRole('article', {
        name: text(users, 'examples.calculusBook.title'),
      });
      // The calculus book (20.00, e-book 1.00): 30 days 8.00 + 1.00 + 0.63 = 9.63; lifetime
      // 20.00 + 1.00 + 1.47 = 22.47; upgrading later 12.00 + 0.84 = 12.84, 22.47 in all.
      const tables = book.getByRole('table');
      await expect(tables).toHaveCount(2);
      expect((await amountsOf(tables.nth(0))).flat()).toEqual(
        [800, 100, 900, 63, 963].map((cents) => euros(cents, language)),
      );
      expect((await amountsOf(tables.nth(1))).flat()).toEqual(
        [2000, 100, 2100, 147, 2247].map((cents) => euros(cents, language)),
      );
      await expect(book).toContainText(euros(1284, language));

      // The album (5.00) on music (0.50) and video (2.00) streaming: 7.50 + 0.53 = 8.03, against
      // 5.89 + 7.49 = 13.38 if each platform sold its own copy.
      const album = examples.getByRole('article', {
        name: text(users, 'examples.albumTwoPlatforms.title'),
      });
      expect((await amountsOf(album.getByRole('table'))).flat()).toEqual(
        [500, 50, 200, 750, 53, 803].map((cents) => euros(cents, language)),
      );
      await expect(album).toContainText(euros(1338, language));

      // Adding the app store to a film already owned: 1.50 + 0.105 → 0.11 = 1.61, no content fee.
      const film = examples.getByRole('article', {
        name: text(users, 'examples.filmAddPlatform.title'),
      });
      expect((await amountsOf(film.getByRole('table'))).flat()).toEqual(
        [150, 150, 11, 161].map((cents) => euros(cents, language)),
      );
      await expect(film).toContainText(euros(1498, language));
    });

    test('how it works: five principles, three components and the durations', async ({ page }) => {
      const remote = await visit(page, language, '/como-funciona');
      const how = texts(language, 'how-it-works');
      const common = texts(language, 'common');
      await expect(remote.getByRole('heading', { level: 1 })).toHaveText(text(how, 'title'));
      await expectHeadings(
        remote.getByRole('region', { name: text(how, 'principles.heading') }),
        3,
        titles(how, 'principles.items'),
      );
      const model = remote.getByRole('region', { name: text(how, 'model.heading') });
      await expect(model.locator('.audiences-component')).toHaveCount(3);
      // A book at 20.00 for one year on e-book: 14.00 + 1.00 = 15.00; 1.05; total 16.05.
      await expect(model).toContainText(euros(1605, language));

      const durations = remote.getByRole('region', { name: text(how, 'durations.heading') });
      const rows = durations.getByRole('table').locator('tbody tr');
      // Each row names its duration and explains it; the hints quote the rules' own shares.
      const shares = { '30-days': 0.4, '1-year': 0.7, rental: 0.8, lifetime: null };
      for (const [index, [duration, share]] of Object.entries(shares).entries()) {
        const header = rows.locator('th').nth(index);
        await expect(header).toContainText(text(common, `durations.${duration}`));
        if (share !== null) await expect(header).toContainText(percent(share, language, 0));
        await expect(header).not.toContainText('{{');
      }
      expect(await amountsOf(durations.getByRole('table'))).toEqual([
        [percent(0.4, language, 0), euros(800, language)],
        [percent(0.7, language, 0), euros(1400, language)],
        [percent(0.8, language, 0), euros(1600, language)],
        [percent(1, language, 0), euros(2000, language)],
      ]);
    });

    test('faq: seven questions, one open at a time', async ({ page }) => {
      const remote = await visit(page, language, '/faq');
      const faq = texts(language, 'faq');
      const items = at(faq, 'items') as Record<string, { question: string }>;
      await expect(remote.locator('summary')).toHaveText(
        Object.values(items).map((item) => item.question),
      );
      await expect(remote.locator('details[open]')).toHaveCount(0);
    });
  });
}

test.describe('the FAQ accordion', () => {
  const question = (remote: Locator, id: string) => remote.locator(`details[id="${id}"]`);

  test('by mouse: opening one closes the other, the open one closes, the address follows', async ({
    page,
  }) => {
    const remote = await visit(page, 'pt-BR', '/faq');
    const first = question(remote, 'what-is-a-license');
    const second = question(remote, 'price-breakdown');

    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByRole('paragraph').first()).toBeVisible();
    await expect(page).toHaveURL(/\/faq#what-is-a-license$/);

    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await expect(remote.locator('details[open]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/faq#price-breakdown$/);
    // Its answer shows the rules' figures: 12.00 + 2.00 = 14.00, 0.98, 14.98.
    await expect(second).toContainText(euros(1498, 'pt-BR'));

    await second.locator('summary').click();
    await expect(remote.locator('details[open]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/faq$/);
    // Replaced, not pushed: Back leaves the FAQ instead of replaying each question.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/faq/);
  });

  test('by keyboard: Tab reaches a question, Enter and Space toggle it, focus is visible', async ({
    page,
  }) => {
    const remote = await visit(page, 'en', '/faq');
    const first = question(remote, 'what-is-a-license');
    const second = question(remote, 'price-breakdown');
    const firstSummary = first.locator('summary');

    // Tab from the page's heading to the first question.
    await remote.getByRole('heading', { level: 1 }).click();
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      if (await firstSummary.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(firstSummary).toBeFocused();
    const ring = await firstSummary.evaluate((element) => ({
      visible: element.matches(':focus-visible'),
      shadow: getComputedStyle(element).boxShadow,
      outline: getComputedStyle(element).outlineStyle,
    }));
    expect(ring.visible).toBe(true);
    expect(ring.shadow !== 'none' || ring.outline !== 'none').toBe(true);

    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(page).toHaveURL(/#what-is-a-license$/);
    await page.keyboard.press('Space');
    await expect(first).not.toHaveAttribute('open');
    await expect(page).toHaveURL(/\/faq$/);

    await page.keyboard.press('Tab');
    await expect(second.locator('summary')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('open', '');
    // Inside the open answer, Tab reaches its button before the next question.
    await page.keyboard.press('Tab');
    await expect(second.getByRole('button')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(remote.locator('details[open]')).toHaveCount(0);
  });

  test('a direct link opens its question and brings it into view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    const remote = await visit(page, 'en', '/faq#author-payment');
    const target = question(remote, 'author-payment');
    await expect(target).toHaveAttribute('open', '');
    await expect(remote.locator('details[open]')).toHaveCount(1);
    await expect(target.locator('summary')).toBeInViewport();
    await expect(target).toContainText(new Intl.NumberFormat('en').format(PAYOUT_DELAY_HOURS));
    await expect(page).toHaveURL(/\/faq#author-payment$/);
  });

  test('a link from another page opens its question', async ({ page }) => {
    const remote = await visit(page, 'pt-BR', '/autores');
    const authors = texts('pt-BR', 'authors');
    await remote.getByRole('link', { name: text(authors, 'related.authorPayment') }).click();
    await expect(page).toHaveURL(/\/faq#author-payment$/);
    const target = question(mountedRemote(page, 'mf_audiences'), 'author-payment');
    await expect(target).toHaveAttribute('open', '');
    await expect(target.locator('summary')).toBeInViewport();
  });

  for (const language of ['pt-BR', 'en'] as const) {
    test(`axe finds no violation with a question open (${language})`, async ({ page }) => {
      const remote = await visit(page, language, '/faq#durations');
      await expect(question(remote, 'durations')).toHaveAttribute('open', '');
      await expectNoAxeViolations(page);
    });
  }
});
