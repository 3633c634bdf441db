import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { KEYS_KEY } from './catalog';
import { BASE_URL } from './site';

/** A licence as the marketplace's API describes it (what these tests read of it). */
export interface ApiLicence {
  id: string;
  code: string;
  licensee: string | null;
  total: number;
  imported: boolean;
  work: { id: string; title: string };
  certificate: { canonical: string; fingerprint: string; signature: string; kid: string };
  [field: string]: unknown;
}

/** Buys a licence through the site's own `/api/` (as a page does), and returns its key and copy. */
export async function buyThroughApi(
  request: APIRequestContext,
  body: { workId: string; platforms: string[]; duration: string; licensee: string },
): Promise<{ key: string; licence: ApiLicence }> {
  const response = await request.post(new URL('/api/licences', BASE_URL).href, {
    data: body,
    headers: { 'idempotency-key': `e2e-${randomUUID()}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { key: string; licence: ApiLicence };
}

/** The store's document (`fair-licensing.keys`) with these keys kept and the given samples. */
export function keysDocument(
  licences: { key: string; licence: ApiLicence }[],
  samples: unknown[] = [],
): string {
  const at = new Date().toISOString();
  return JSON.stringify({
    version: 1,
    licenses: licences.map(({ key, licence }) => ({
      key,
      addedAt: at,
      copy: licence,
      copiedAt: at,
    })),
    samples,
    refused: [],
  });
}

/** Writes a storage key before the page's first script runs, once per tab (not on reload). */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('e2e-store-seeded')) return;
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-store-seeded', '1');
  }, entries);
}

/** Keeps these licences' keys in the page's browser (as a purchase there would have). */
export const seedKeys = (
  page: Page,
  licences: { key: string; licence: ApiLicence }[],
  samples: unknown[] = [],
) => seedStorage(page, { [KEYS_KEY]: keysDocument(licences, samples) });
