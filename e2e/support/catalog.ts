import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mountedRemote } from './site';

/** A work as `GET /api/works` answers it. */
export interface CatalogueWork {
  id: string;
  title: string;
  author: string;
  type: string;
  language: string;
  contentFee: number;
  platforms: string[];
  description: string;
  /** ISO date and time. */
  addedOn: string;
}

/** Where the browser keeps licence keys (`KEYS_KEY` in @fair/shared). */
export const KEYS_KEY = 'fair-licensing.keys';

/** The catalogue as the site's API serves it, every page of it (the site's own origin). */
export async function deployedCatalogue(request: APIRequestContext): Promise<CatalogueWork[]> {
  const works: CatalogueWork[] = [];
  let cursor: string | null = null;
  do {
    const response = await request.get(
      `/api/works?sort=newest&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as { works: CatalogueWork[]; nextCursor: string | null };
    works.push(...page.works);
    cursor = page.nextCursor;
  } while (cursor);
  return works;
}

/**
 * Lower case without accents: the test's own, independent idea of "ignoring case and accents"
 * (the letters Unicode does not decompose folded as PostgreSQL's unaccent folds them).
 */
export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss');

const wordsOf = (text: string) =>
  plain(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether a text holds every word of a search: each word whole, the last one as a prefix (it may
 * still be being typed), ignoring case and accents.
 */
export function holdsWords(text: string, q: string): boolean {
  const words = wordsOf(text);
  const wanted = wordsOf(q);
  return wanted.every((word, i) =>
    i === wanted.length - 1
      ? words.some((candidate) => candidate.startsWith(word))
      : words.includes(word),
  );
}

/** Whether a work is found by a search: in its title or author, or (ranked lower) its description. */
export const inTitleOrAuthor = (work: CatalogueWork, q: string) =>
  holdsWords(`${work.title} ${work.author}`, q);
export const found = (work: CatalogueWork, q: string) =>
  holdsWords(`${work.title} ${work.author} ${work.description}`, q);

/** The ids of the works a search should find, by the rule, sorted. */
export function expectedIds(
  works: readonly CatalogueWork[],
  filter: { q?: string; type?: string; lang?: string },
): string[] {
  return works
    .filter((work) => !filter.q || found(work, filter.q))
    .filter((work) => !filter.type || work.type === filter.type)
    .filter((work) => !filter.lang || work.language === filter.lang)
    .map((work) => work.id)
    .sort();
}

export const catalog = (page: Page) => mountedRemote(page, 'mf_catalog');

/** The buy button of a work's card, by the work's title (the button's name ends with it). */
export const buyButton = (page: Page, title: string) =>
  catalog(page).getByRole('button', {
    name: new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  });
export const cards = (page: Page) => catalog(page).getByRole('article');
export const resultCount = (page: Page) => catalog(page).locator('.mf-catalog__count');

/**
 * Opens a catalogue address and waits until the page is the browser's and shows the API's answer
 * for it (its HTML shows works before that, from the build).
 */
export async function openCatalogue(page: Page, path = '/'): Promise<void> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/works',
  );
  await page.goto(path);
  await answered;
  await expect(resultCount(page)).toBeVisible();
  await expect(catalog(page).locator('.mf-catalog__results[aria-busy]')).toHaveCount(0);
}

/**
 * Answers the catalogue's requests for its unfiltered first page (and the platforms) with the data
 * its HTML was rendered from, as the API answers while nothing was published since: a check of
 * hydration then holds whatever other tests of the run publish meanwhile.
 */
export async function answerAsRendered(page: Page): Promise<void> {
  const rendered = () =>
    page.evaluate(() =>
      document.getElementById('mf-catalog-first-page')?.getAttribute('data-first-page'),
    );
  await page.route(/\/api\/works\?/, async (route) => {
    const params = new URL(route.request().url()).searchParams;
    const filtered = [...params.keys()].some((key) => !['sort', 'limit'].includes(key));
    const text = filtered || params.get('sort') !== 'newest' ? null : await rendered();
    if (!text) return route.fallback();
    await route.fulfill({ json: (JSON.parse(text) as { page: unknown }).page });
  });
  await page.route(/\/api\/platforms$/, async (route) => {
    const text = await rendered();
    if (!text) return route.fallback();
    await route.fulfill({
      json: { platforms: (JSON.parse(text) as { platforms: unknown }).platforms },
    });
  });
}

/** The ids of the cards shown, sorted, once the list has settled. */
export async function shownIds(page: Page): Promise<string[]> {
  await expect(catalog(page).locator('.mf-catalog__results[aria-busy]')).toHaveCount(0);
  const ids = await cards(page).evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-work-id') ?? ''),
  );
  return ids.sort();
}

/**
 * An amount as shown ("€ 1.234,56", "14,98 €", "€0.30") read back as integer cents. Every amount
 * is shown with exactly two decimals, so its digits are its cents.
 */
export function centsOf(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  expect(digits, `an amount in "${text}"`).toMatch(/^\d{3,}$/);
  return Number(digits);
}

/** The four amounts of a card (or a breakdown), in cents. */
export async function amountsOf(scope: Locator) {
  const read = async (name: string) => {
    const texts = await scope.locator(`[data-amount="${name}"]`).allTextContents();
    return texts.map(centsOf);
  };
  return {
    content: await read('content'),
    distribution: await read('distribution'),
    commission: await read('commission'),
    total: await read('total'),
  };
}

/** 7 % of an amount in cents, rounded half up, in integers. */
export const commissionOf = (cents: number) => Math.floor((cents * 7 + 50) / 100);

/** The licence keys kept in the browser, each with the server's last copy (what My licences reads). */
export async function storedKeys(page: Page) {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw
      ? (
          JSON.parse(raw) as {
            licenses: {
              key: string;
              copy: { code: string; licensee: string | null; work: { title: string } } | null;
            }[];
          }
        ).licenses
      : [];
  }, KEYS_KEY);
}

/** Where the previous version of the site kept licence records (`LEGACY_LICENSES_KEY`). */
export const LEGACY_LICENSES_KEY = 'fair-licensing.licenses';
