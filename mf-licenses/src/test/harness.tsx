import {
  createLicenseKeyStore,
  KEYS_KEY,
  KEYS_SCHEMA_VERSION,
  LEGACY_LICENSES_KEY,
  sampleLicenses,
  writeLegacyDocument,
  type Duration,
  type KeptLicense,
  type Language,
  type License,
  type LicenseKeyStore,
  type RefusedRecord,
  type Toast,
} from '@fair/shared';
import {
  createFakeMarketplace,
  loadTestTexts,
  MemoryStorage,
  renderPage as renderSharedPage,
  type FakeMarketplace,
} from '@fair/shared/testing';
import { vi } from 'vitest';
import { LicensesEnvironmentProvider } from '../lib/environment';
import { MyLicensesPage } from '../pages/MyLicensesPage';
import { VerifyPage } from '../pages/VerifyPage';

export { MemoryStorage };

/** A fixed moment for every test: statuses and "in N days" never depend on the real clock. */
export const NOW = new Date('2026-11-22T12:00:00.000Z');
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The store's document: kept keys, samples (the two, dated from NOW, unless given) and refused records. */
export function keysDocument(
  content: { licenses?: KeptLicense[]; samples?: License[]; refused?: RefusedRecord[] } = {},
): string {
  return JSON.stringify({
    version: KEYS_SCHEMA_VERSION,
    licenses: content.licenses ?? [],
    samples: content.samples ?? sampleLicenses(NOW),
    refused: content.refused ?? [],
  });
}

/** A storage holding the store's document and, if given, the previous version's. */
export function storageWith(raw?: string, legacy?: License[]): MemoryStorage {
  const storage = new MemoryStorage();
  if (raw !== undefined) storage.setItem(KEYS_KEY, raw);
  if (legacy !== undefined) storage.setItem(LEGACY_LICENSES_KEY, writeLegacyDocument(legacy));
  return storage;
}

/** A marketplace (in memory) whose clock is the tests'. */
export function marketplaceAt(now = NOW): FakeMarketplace {
  return createFakeMarketplace({ now: () => now });
}

/** A licence bought on the marketplace some days before NOW: its key and the server's copy. */
export async function bought(
  marketplace: FakeMarketplace,
  options: {
    workId?: string;
    platforms?: string[];
    duration?: Duration;
    licensee?: string;
    daysAgo?: number;
  } = {},
): Promise<KeptLicense> {
  const key = marketplace.seed({
    workId: options.workId ?? 'tessera-maps',
    platforms: options.platforms ?? ['app-store'],
    duration: options.duration ?? '1-year',
    licensee: options.licensee ?? 'Ana Souza',
    purchasedAt: new Date(NOW.getTime() - (options.daysAgo ?? 21) * DAY_MS),
  });
  const copy = await marketplace.licence(key);
  // What the test's page asks for is what the test counts: this reading was the harness's.
  marketplace.calls.length = 0;
  return { key, addedAt: NOW.toISOString(), copy, copiedAt: NOW.toISOString() };
}

/** A license as the catalogue's purchase creates it, with whatever a test changes. */
export function license(overrides: Partial<License> = {}): License {
  return {
    id: 'LIC-20261101-0A1B2C3D',
    workId: 'work-software',
    workTitle: 'Design Studio',
    author: 'Lena Virtanen',
    type: 'software',
    licensee: 'Ana Souza',
    purchaseDate: new Date(NOW.getTime() - 21 * DAY_MS).toISOString(),
    duration: '1-year',
    expiryDate: new Date(NOW.getTime() + 344 * DAY_MS).toISOString(),
    listedContentFee: 2500,
    contentFee: 1750,
    distributionFees: [{ platform: 'app-store', fee: 150 }],
    commission: 133,
    history: [],
    ...overrides,
  };
}

export async function switchLanguage(language: Language): Promise<void> {
  await loadTestTexts(language, ['licenses', 'verify', 'problems', 'certificate']);
}

export interface PageSetup {
  language?: Language;
  storage?: MemoryStorage;
  /** Instead of `storage`: how the store opens its storage (e.g. one that throws). */
  openStorage?: () => Storage;
  store?: LicenseKeyStore;
  /** The marketplace the page talks to (a fresh one at NOW unless given). */
  marketplace?: FakeMarketplace;
  search?: string;
  events?: EventTarget;
  /** The page's clock (the store's too); NOW unless a test moves it. */
  now?: Date;
}

/**
 * Renders the page as the shell mounts it: remote props (with a router that keeps the query in
 * state, like the shell's), a store over the given storage and a fixed clock.
 */
export async function renderPage(setup: PageSetup = {}) {
  const language = setup.language ?? 'en';
  const now = setup.now ?? NOW;
  const storage = setup.storage ?? new MemoryStorage();
  const marketplace = setup.marketplace ?? marketplaceAt(now);
  const store =
    setup.store ??
    createLicenseKeyStore({
      storage: setup.openStorage ?? (() => storage),
      now: () => now,
      events: setup.events,
    });
  const navigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
  const notify = vi.fn<(toast: Toast) => void>();
  const view = await renderSharedPage(MyLicensesPage, {
    language,
    // Not the texts of its dialogs and certificate: those come with their code, on demand.
    namespaces: ['licenses', 'problems'],
    props: { pathname: '/minhas-licencas', search: setup.search ?? '' },
    observe: { navigate, notify },
    wrap: (page) => (
      <LicensesEnvironmentProvider clock={() => now} store={store} client={marketplace}>
        {page}
      </LicensesEnvironmentProvider>
    ),
  });
  return { ...view, store, storage, marketplace, navigate, notify };
}

/** The verification page as the shell mounts it, with a marketplace and a fixed clock. */
export async function renderVerifyPage(
  setup: { language?: Language; search?: string; marketplace?: FakeMarketplace } = {},
) {
  const marketplace = setup.marketplace ?? marketplaceAt();
  const navigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
  const view = await renderSharedPage(VerifyPage, {
    language: setup.language ?? 'en',
    namespaces: ['verify', 'problems'],
    props: { pathname: '/verificar', search: setup.search ?? '' },
    observe: { navigate },
    wrap: (page) => (
      <LicensesEnvironmentProvider clock={() => NOW} client={marketplace}>
        {page}
      </LicensesEnvironmentProvider>
    ),
  });
  return { ...view, marketplace, navigate };
}

/** jsdom's Blob has no text(): read it the older way. */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

/** Bytes of a Blob, for a PDF. */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsArrayBuffer(blob);
  });
}

/** A price split's lines as [label, amount], as a reader sees them (notes aside). */
export function splitLines(scope: HTMLElement): [string, string][] {
  return [...scope.querySelectorAll('.price-split__row')].map((row) => {
    const label = row.querySelector('.price-split__label')?.firstChild ?? row.querySelector('dt');
    return [label?.textContent ?? '', row.querySelector('dd')?.textContent ?? ''];
  });
}

/** The amount on the line of a price split with this label. */
export function amountOf(scope: HTMLElement, label: string): string | undefined {
  return splitLines(scope).find(([text]) => text === label)?.[1];
}

/** The price an expand dialog quotes. */
export function quoteOf(dialog: HTMLElement): HTMLElement {
  const quote = dialog.querySelector<HTMLElement>('.expand-dialog__quote');
  if (!quote) throw new Error('the dialog shows no price');
  return quote;
}
