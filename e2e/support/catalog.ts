import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mountedRemote, remoteBase } from './site';

/** A work as `shared/data/sample-catalogue.json` lists it. */
export interface CatalogueWork {
  id: string;
  title: string;
  author: string;
  type: string;
  language: string;
  contentFee: number;
  platforms: string[];
  description: string;
  addedOn: string;
}

/** Where the browser keeps licence keys (`KEYS_KEY` in @fair/shared). */
export const KEYS_KEY = 'fair-licensing.keys';

/** The deployed catalogue, read from the remote's own origin like the page reads it. */
export async function deployedCatalogue(request: APIRequestContext): Promise<CatalogueWork[]> {
  const response = await request.get(`${await remoteBase('mf_catalog')}catalogue.json`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { works: CatalogueWork[] }).works;
}

/** Lower case without accents: the test's own, independent idea of "ignoring case and accents". */
export const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The ids of the works a search for one word should find, by the rule (title or author). */
export function expectedIds(
  works: readonly CatalogueWork[],
  filter: { q?: string; type?: string; lang?: string },
): string[] {
  return works
    .filter((work) => !filter.q || plain(`${work.title}\n${work.author}`).includes(plain(filter.q)))
    .filter((work) => !filter.type || work.type === filter.type)
    .filter((work) => !filter.lang || work.language === filter.lang)
    .map((work) => work.id)
    .sort();
}

export const catalog = (page: Page) => mountedRemote(page, 'mf_catalog');
export const cards = (page: Page) => catalog(page).getByRole('article');
export const resultCount = (page: Page) => catalog(page).locator('.mf-catalog__count');

/** Waits for the catalogue to be on screen (its count shown). */
export async function openCatalogue(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(resultCount(page)).toBeVisible();
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
