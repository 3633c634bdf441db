// @vitest-environment jsdom
import {
  applyExpansion,
  createLicense,
  ExpansionError,
  KEYS_KEY,
  KEYS_SET_ASIDE_PREFIX,
  keysFileContent,
  LEGACY_LICENSES_KEY,
  legacyExportContent,
  readKeysFile,
  sampleLicenses,
  type KeptLicense,
  type License,
  type Work,
} from '@fair/shared';
import { fireEvent } from '@testing-library/dom';
import { act, cleanup, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  amountOf,
  blobBytes,
  blobText,
  bought,
  DAY_MS,
  keysDocument,
  marketplaceAt,
  MemoryStorage,
  NOW,
  quoteOf,
  renderPage,
  splitLines,
  storageWith,
} from '../test/harness';
import { pdfPages } from '../test/pdf';
import { keysTransfer } from '../lib/keysTransfer';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const card = (title: string) => screen.getByRole('article', { name: title });
const findCard = (title: string) => screen.findByRole('article', { name: title });
const summaryValue = (testId: string) =>
  plain(screen.getByTestId(testId).querySelector('.summary__value')?.textContent ?? null);
const keptKeys = (storage: Storage): string[] =>
  (JSON.parse(storage.getItem(KEYS_KEY) ?? '{}') as { licenses: { key: string }[] }).licenses.map(
    (kept) => kept.key,
  );

/** Downloads started by the page: the Blob and the file name of each. */
function captureDownloads() {
  const downloads: { blob: Blob; fileName: string }[] = [];
  let pending: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => {
    pending = blob;
    return 'blob:captured';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (pending) downloads.push({ blob: pending, fileName: this.download });
    pending = undefined;
  });
  return downloads;
}

/** A file chosen in the page's (hidden) file input. */
/** A file chosen as a browser reports it: a `change` event on the file input. */
function chooseFile(content: string, name = 'file.json', size?: number) {
  const file = new File([content], name, { type: 'application/json' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(document.querySelector('.transfer input[type="file"]') as HTMLInputElement, {
    target: { files: [file] },
  });
}

/** The code behind Export, Import and moving the previous version's records fails to download once. */
function failKeysTransferDownload() {
  vi.spyOn(keysTransfer, 'current').mockReturnValue(null);
  vi.spyOn(keysTransfer, 'get').mockRejectedValueOnce(
    new TypeError('Failed to fetch dynamically imported module'),
  );
}

/** The calculus book of the sample catalogue, as the previous version's purchase saw it. */
const calculus: Work = {
  id: 'calculo-i-araujo',
  title: 'Cálculo I: Limites, Derivadas e Integrais',
  author: 'João Araújo Nogueira',
  type: 'books',
  language: 'pt-BR',
  contentFee: 2000,
  platforms: ['ebook', 'app-store'],
  description: '',
  addedOn: '2026-09-08',
};
/** A purchase exactly as the previous version of the site recorded it in the browser. */
const previousPurchase = (overrides: Partial<License> = {}): License => ({
  ...createLicense(
    { work: calculus, platforms: ['ebook'], duration: '1-year', licensee: 'Rui Costa' },
    new Date(NOW.getTime() - 10 * DAY_MS),
  ),
  id: 'LIC-20261112-0A1B2C3D',
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('My licences on a first visit', () => {
  it('shows the two samples, marked as samples, their statuses, and 33.00 invested', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My licences' })).toBeTruthy();
    expect(summaryValue('summary-total')).toBe('2');
    expect(summaryValue('summary-in-force')).toBe('2');
    expect(summaryValue('summary-invested')).toBe('€33.00');

    const album = card('Canções do Cerrado');
    expect(within(album).getByText('Expiring').closest('.status-badge')?.className).toContain(
      'status-badge--expiring',
    );
    expect(within(album).getByTestId('sample-badge').textContent).toBe('Sample');
    expect(within(album).getByText(/no key and no verification code/)).toBeTruthy();
    expect(within(album).getByText('LIC-SAMPLE-0002')).toBeTruthy();
    expect(within(album).getByText('Nov 26, 2026')).toBeTruthy();
    expect(within(album).getByText('(in 4 days)')).toBeTruthy();
    expect(amountOf(album, 'Content fee')).toBe('€8.00');
    expect(amountOf(album, 'Total paid')).toBe('€10.00');
    expect(within(album).getByRole('button', { name: 'Upgrade to Lifetime' })).toBeTruthy();
    // A sample has no code to verify, and no key to erase a name with or to forget.
    expect(within(album).queryByRole('link', { name: 'Verify' })).toBeNull();
    expect(within(album).queryByRole('button', { name: 'Remove from this browser' })).toBeNull();
    expect(within(card('O Conhecimento Livre')).getByText('Active')).toBeTruthy();
  });

  it('speaks Brazilian Portuguese and Finnish', async () => {
    await renderPage({ language: 'pt-BR' });
    expect(screen.getByRole('heading', { level: 1, name: 'Minhas licenças' })).toBeTruthy();
    expect(summaryValue('summary-invested')).toBe('€ 33,00');
    expect(within(card('Canções do Cerrado')).getByText('Expirando')).toBeTruthy();
    expect(within(card('Canções do Cerrado')).getByText('Exemplo')).toBeTruthy();
    cleanup();
    await renderPage({ language: 'fi' });
    expect(within(card('Canções do Cerrado')).getByText('Päättymässä')).toBeTruthy();
  });
});

describe('a licence on the marketplace', () => {
  it('is read from the marketplace by its key: code, amounts, Verify, and the fresh copy kept', async () => {
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace);
    const storage = storageWith(keysDocument({ licenses: [{ ...kept, copiedAt: null }] }));
    await renderPage({ storage, marketplace });
    const item = card('Tessera: Offline Maps Toolkit');
    expect(within(item).getByText(kept.copy?.code ?? '')).toBeTruthy();
    expect(within(item).getByText('Ana Souza')).toBeTruthy();
    // 1 year: 70 % of 20.00 = 14.00, + 1.50, 7 % = 1.085 → 1.09: 16.59.
    expect(amountOf(item, 'Marketplace commission (7%)')).toBe('€1.09');
    expect(amountOf(item, 'Total paid')).toBe('€16.59');
    expect(summaryValue('summary-invested')).toBe('€49.59');
    expect(within(item).getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe(
      `/en/verificar?code=${kept.copy?.code}`,
    );
    await waitFor(() =>
      expect(marketplace.calls.filter((call) => call.name === 'licence')).toHaveLength(1),
    );
    // The server's copy of this visit is kept (with the time it came).
    await waitFor(() =>
      expect(
        (JSON.parse(storage.getItem(KEYS_KEY) ?? '{}') as { licenses: KeptLicense[] }).licenses[0]
          ?.copiedAt,
      ).toBe(NOW.toISOString()),
    );
    expect(screen.queryByTestId('marketplace-unreachable')).toBeNull();
  });

  it('shows the copy it last received, marked, when the marketplace cannot be reached; Retry reads it again', async () => {
    const user = userEvent.setup();
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace);
    // Erased on the server since this browser's copy was made.
    await marketplace.eraseLicensee(kept.key);
    marketplace.down = true;
    await renderPage({ storage: storageWith(keysDocument({ licenses: [kept] })), marketplace });
    const notice = await screen.findByTestId('marketplace-unreachable');
    expect(notice.textContent).toContain('The marketplace cannot be reached right now');
    const item = card('Tessera: Offline Maps Toolkit');
    expect(within(item).getByTestId('stale-copy').textContent).toBe(
      'The copy received on Nov 22, 2026: the marketplace cannot be reached to update it.',
    );
    expect(within(item).getByText('Ana Souza')).toBeTruthy();
    marketplace.down = false;
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('marketplace-unreachable')).toBeNull());
    expect(within(card('Tessera: Offline Maps Toolkit')).queryByTestId('stale-copy')).toBeNull();
    expect(
      within(card('Tessera: Offline Maps Toolkit')).getByText('Erased at the licensee’s request'),
    ).toBeTruthy();
  });

  it('says when the marketplace has no licence for a kept key, and lets it be removed', async () => {
    const user = userEvent.setup();
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace);
    marketplace.records.clear();
    const { storage, notify } = await renderPage({
      storage: storageWith(keysDocument({ licenses: [kept] })),
      marketplace,
    });
    const item = card('Tessera: Offline Maps Toolkit');
    await within(item).findByText('The marketplace has no licence with this key.');
    // The card's place in the list: the focus goes on from there once it is gone.
    const cardsBefore = screen.getAllByRole('article');
    const place = cardsBefore.indexOf(item);
    await user.click(within(item).getByRole('button', { name: 'Remove from this browser' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this licence from this browser?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove from this browser' }));
    expect(keptKeys(storage)).toEqual([]);
    expect(screen.queryByRole('article', { name: 'Tessera: Offline Maps Toolkit' })).toBeNull();
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Tessera: Offline Maps Toolkit was removed from this browser.',
    });
    const cardsAfter = screen.getAllByRole('article');
    const next = cardsAfter[place] ?? cardsAfter[place - 1];
    await waitFor(() =>
      expect(document.activeElement).toBe(next?.querySelector('.license-card__title')),
    );
  });
});

describe('adding a licence by its key', () => {
  it('checks the key with the marketplace, then keeps it and shows the licence', async () => {
    const user = userEvent.setup();
    const marketplace = marketplaceAt();
    const { key } = await bought(marketplace);
    const { storage, notify } = await renderPage({ marketplace });
    const field = screen.getByRole('textbox', { name: 'Licence key' });
    await user.type(field, `  ${key}{Enter}`);
    await findCard('Tessera: Offline Maps Toolkit');
    expect(keptKeys(storage)).toEqual([key]);
    expect((field as HTMLInputElement).value).toBe('');
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Tessera: Offline Maps Toolkit was added to your licences.',
    });
  });

  it('says what is wrong beside the field, translated, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const marketplace = marketplaceAt();
    const { key } = await bought(marketplace);
    const { storage } = await renderPage({ marketplace });
    const field = screen.getByRole('textbox', { name: 'Licence key' });
    const add = screen.getByRole('button', { name: 'Add the licence' });

    await user.click(add);
    expect(screen.getByRole('alert').textContent).toBe(
      'Paste the licence key you were shown when the licence was bought.',
    );

    await user.type(field, 'not a key!');
    await user.click(add);
    const invalid = screen.getByRole('alert');
    expect(invalid.textContent).toMatch(/This is not a licence key/);
    expect(field.getAttribute('aria-describedby')).toContain(invalid.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(marketplace.calls.some((call) => call.name === 'licence')).toBe(false);

    await user.clear(field);
    await user.type(field, 'x'.repeat(43));
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('No licence has this key.');
    expect((field as HTMLInputElement).value).toBe('x'.repeat(43));

    marketplace.down = true;
    await user.clear(field);
    await user.type(field, key);
    await user.click(add);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /could not be checked. Nothing was added/,
      ),
    );
    expect(keptKeys(storage)).toEqual([]);
  });
});

describe('expanding a licence on the marketplace', () => {
  it('offers what the author allows, prices the difference on the server, and confirms there once', async () => {
    const user = userEvent.setup();
    const marketplace = marketplaceAt();
    // Luz do Sertão: its author allows the e-book and the app store.
    const kept = await bought(marketplace, {
      workId: 'luz-do-sertao',
      platforms: ['ebook'],
      duration: '30-days',
      daysAgo: 2,
    });
    const { notify } = await renderPage({
      storage: storageWith(keysDocument({ licenses: [kept] })),
      marketplace,
    });
    await user.click(within(card('Luz do Sertão')).getByRole('button', { name: 'Expand licence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expand licence' });
    const appStore = await within(dialog).findByRole('checkbox', { name: /App store/ });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    expect(appStore.closest('label')?.textContent).toContain('€1.50');
    await user.click(appStore);
    await user.click(within(dialog).getByRole('radio', { name: /^Lifetime/ }));
    // 18.00 listed: 100 % − 40 % = 10.80; + 1.50; 7 % of 12.30 = 0.861 → 0.86: 13.16.
    await waitFor(() =>
      expect(splitLines(quoteOf(dialog))).toEqual([
        ['Content fee for Lifetime', '€18.00'],
        ['Content fee already paid (30 days)', '€7.20'],
        ['Content fee difference, to the author', '€10.80'],
        ['Distribution fee: App store', '€1.50'],
        ['Marketplace commission (7%)', '€0.86'],
        ['Total to pay', '€13.16'],
      ]),
    );

    // The first confirmation gets no answer: the same attempt is sent again, with the same key.
    marketplace.failNext({ kind: 'unreachable' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm for €13.16' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /could not be confirmed: the marketplace cannot be reached/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm for €13.16' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const expansions = marketplace.calls.filter((call) => call.name === 'expand');
    expect(expansions).toHaveLength(2);
    expect(expansions[0]?.idempotencyKey).toBe(expansions[1]?.idempotencyKey);
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Luz do Sertão is now yours for life (€13.16).',
    });
    const item = card('Luz do Sertão');
    expect(within(item).getByText('Duration changed from 30 days to Lifetime')).toBeTruthy();
    expect(within(item).getByText('Added App store (€1.50)')).toBeTruthy();
    // 7.20 + 1.00 + 0.57 for 30 days, then 13.16: 21.93 paid in all.
    expect(amountOf(item, 'Total paid')).toBe('€21.93');
    expect(marketplace.records.get(kept.key)?.events).toHaveLength(2);
  });

  it('says so when the author has withdrawn the work', async () => {
    const user = userEvent.setup();
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace);
    await renderPage({ storage: storageWith(keysDocument({ licenses: [kept] })), marketplace });
    await waitFor(() =>
      expect(marketplace.calls.some((call) => call.name === 'licence')).toBe(true),
    );
    // The work is asked for when the dialog opens: its author has withdrawn it.
    marketplace.failNext({ kind: 'problem', status: 410, slug: 'work-withdrawn', errors: [] });
    await user.click(
      within(card('Tessera: Offline Maps Toolkit')).getByRole('button', { name: 'Expand licence' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Expand licence' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The author has withdrawn this work: it can no longer be bought.',
    );
  });
});

describe('expanding a sample, by the rules, in this browser', () => {
  it('upgrades to Lifetime for the difference: 20.00 − 8.00 + 7 % = 12.84', async () => {
    const user = userEvent.setup();
    const { storage, notify, marketplace } = await renderPage();
    await user.click(
      within(card('Canções do Cerrado')).getByRole('button', { name: 'Upgrade to Lifetime' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Lifetime' });
    await waitFor(() =>
      expect(splitLines(quoteOf(dialog))).toEqual([
        ['Content fee for Lifetime', '€20.00'],
        ['Content fee already paid (30 days)', '€8.00'],
        ['Content fee difference, to the author', '€12.00'],
        ['Marketplace commission (7%)', '€0.84'],
        ['Total to pay', '€12.84'],
      ]),
    );
    expect(within(dialog).getByText(/kept in this browser only/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm for €12.84' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Canções do Cerrado is now yours for life (€12.84).',
    });
    expect(summaryValue('summary-invested')).toBe('€45.84');
    const upgraded = card('Canções do Cerrado');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(upgraded).getByRole('heading', { level: 3 })),
    );
    const samples = (JSON.parse(storage.getItem(KEYS_KEY) ?? '{}') as { samples: License[] })
      .samples;
    expect(samples[1]?.history[0]?.total).toBe(1284);
    // Nothing went to the marketplace: a sample is not there.
    expect(marketplace.calls.some((call) => call.name.startsWith('expan'))).toBe(false);
  });

  it('asks for a choice before confirming, and says so when the expansion is no longer possible', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage();
    await user.click(
      within(card('Canções do Cerrado')).getByRole('button', { name: 'Expand licence' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Expand licence' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Choose at least one platform or a longer duration.',
    );
    vi.spyOn(store, 'expandSample').mockImplementation(() => {
      throw new ExpansionError('changed elsewhere');
    });
    await user.click(within(dialog).getByRole('checkbox', { name: /E-book/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm for €1.07' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'no longer possible because the licence has changed',
    );
    expect(dialog.hasAttribute('open')).toBe(true);
  });
});

describe("erasing the licensee's name", () => {
  it('asks first, erases it on the marketplace, and the licence stays valid', async () => {
    const user = userEvent.setup();
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace);
    const { notify } = await renderPage({
      storage: storageWith(keysDocument({ licenses: [kept] })),
      marketplace,
    });
    await user.click(
      within(card('Tessera: Offline Maps Toolkit')).getByRole('button', {
        name: 'Erase the licensee’s name',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Erase the licensee’s name?' });
    expect(within(dialog).getByText(/“Ana Souza” will be erased/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    marketplace.down = true;
    await user.click(within(dialog).getByRole('button', { name: 'Erase the name' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/could not be erased/);
    marketplace.down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Erase the name' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const item = card('Tessera: Offline Maps Toolkit');
    expect(within(item).getByText('Erased at the licensee’s request')).toBeTruthy();
    expect(within(item).getByText('Active')).toBeTruthy();
    expect(marketplace.records.get(kept.key)?.licensee).toBeNull();
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'The licensee’s name was erased from Tessera: Offline Maps Toolkit.',
    });
  });
});

describe("the previous version's licences", () => {
  it('move to the marketplace once: recomputed, a differing one flagged imported, an unknown work kept here', async () => {
    const faithful = previousPurchase();
    const overpriced = previousPurchase({ id: 'LIC-20261112-0000000B', commission: 1 });
    const unknown = previousPurchase({ id: 'LIC-20261112-0000000C', workId: 'gone-work' });
    const storage = storageWith(undefined, [...sampleLicenses(NOW), faithful, overpriced, unknown]);
    const { marketplace, notify } = await renderPage({ storage });

    await waitFor(() => expect(screen.getAllByTestId('imported-badge')).toHaveLength(1));
    expect(marketplace.records.size).toBe(2);
    expect(keptKeys(storage)).toHaveLength(2);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: 'info',
        message:
          '2 licences kept by the previous version of the site moved to the marketplace. 1 had recorded amounts that differed from the rules: the marketplace recomputed it and marks it as imported. 1 could not move, and stays in this browser as it was.',
      }),
    );
    // The samples stayed samples; the refused record stays, with why, and can be downloaded.
    expect(screen.getAllByTestId('sample-badge')).toHaveLength(2);
    const refused = screen
      .getAllByRole('article', { name: 'Cálculo I: Limites, Derivadas e Integrais' })
      .find((article) => article.textContent?.includes('LIC-20261112-0000000C'));
    expect(refused?.textContent).toContain('its work is not in the marketplace’s catalogue');
    expect(
      screen.getByRole('region', { name: 'Licences the marketplace could not take' }),
    ).toBeTruthy();
    expect(storage.getItem(LEGACY_LICENSES_KEY)).toBeNull();
    // Reloading moves nothing again.
    cleanup();
    await renderPage({ storage, marketplace });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(marketplace.records.size).toBe(2);
  });

  it('wait in this browser, shown, when the code that moves them cannot be downloaded', async () => {
    failKeysTransferDownload();
    const storage = storageWith(undefined, [...sampleLicenses(NOW), previousPurchase()]);
    const { marketplace } = await renderPage({ storage });
    expect((await screen.findByTestId('marketplace-unreachable')).textContent).toContain(
      '1 licence kept by the previous version of the site is waiting to move',
    );
    expect(marketplace.records.size).toBe(0);
    expect(JSON.parse(storage.getItem(LEGACY_LICENSES_KEY) ?? '{}').licenses).toHaveLength(1);
  });

  it('wait in this browser, shown, while the marketplace cannot be reached', async () => {
    const marketplace = marketplaceAt();
    marketplace.down = true;
    const storage = storageWith(undefined, [...sampleLicenses(NOW), previousPurchase()]);
    await renderPage({ storage, marketplace });
    const waiting = card('Cálculo I: Limites, Derivadas e Integrais');
    expect(within(waiting).getByText('Not on the marketplace')).toBeTruthy();
    expect(within(waiting).getByText(/moves to the marketplace as soon as/)).toBeTruthy();
    expect((await screen.findByTestId('marketplace-unreachable')).textContent).toContain(
      '1 licence kept by the previous version of the site is waiting to move',
    );
    expect(JSON.parse(storage.getItem(LEGACY_LICENSES_KEY) ?? '{}').licenses).toHaveLength(1);
  });
});

describe('keeping licence keys in a file', () => {
  it('exports every key to a file that imports back', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace);
    await renderPage({ storage: storageWith(keysDocument({ licenses: [kept] })), marketplace });
    await user.click(screen.getByRole('button', { name: 'Export licence keys' }));
    const [download] = downloads;
    expect(download?.fileName).toBe('fair-licensing-keys-2026-11-22.json');
    expect(readKeysFile(await blobText(download?.blob ?? new Blob()))).toEqual({
      ok: true,
      kind: 'keys',
      keys: [kept.key],
    });
  });

  it('imports a file of keys: every key checked first, unknown ones reported, nothing kept twice', async () => {
    const marketplace = marketplaceAt();
    const first = await bought(marketplace);
    const second = await bought(marketplace, { workId: 'fargrum' });
    const { storage } = await renderPage({
      storage: storageWith(keysDocument({ licenses: [first] })),
      marketplace,
    });
    const file = keysFileContent([first, second, { key: 'y'.repeat(43), copy: null }], NOW);
    chooseFile(file);
    const result = await screen.findByTestId('import-result');
    expect(result.textContent).toContain('1 licence added.');
    expect(result.textContent).toContain('1 was already here.');
    expect(result.textContent).toContain(
      '1 key in the file belongs to no licence on the marketplace',
    );
    expect(keptKeys(storage)).toEqual([first.key, second.key]);
  });

  it('changes nothing for a hostile file, or while the marketplace cannot be reached', async () => {
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace);
    const { storage } = await renderPage({ marketplace });
    const before = storage.getItem(KEYS_KEY);
    chooseFile(
      '{"format":"fair-licensing.licence-keys","version":1,"exportedAt":"x","licences":[{"key":"a"}]}',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Entry number 1 in the file is not a valid licence key or licence. Nothing was imported.',
    );
    chooseFile('x', 'big.json', 3 * 1024 * 1024);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/larger than 2 MB/));
    marketplace.down = true;
    chooseFile(keysFileContent([kept], NOW));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /could not be checked. Nothing was imported/,
      ),
    );
    expect(storage.getItem(KEYS_KEY)).toBe(before);
  });

  it('says so when reading a file cannot be downloaded, changes nothing, and imports at the next try', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace);
    const second = await bought(marketplace, { workId: 'fargrum' });
    const { storage } = await renderPage({
      storage: storageWith(keysDocument({ licenses: [kept] })),
      marketplace,
    });

    failKeysTransferDownload();
    chooseFile(keysFileContent([kept, second], NOW));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This could not be done: the page could not download what it needs. Check your connection and try again.',
    );
    expect(keptKeys(storage)).toEqual([kept.key]);
    // Export needs none of that code: it still writes the file, at once.
    await user.click(screen.getByRole('button', { name: 'Export licence keys' }));
    expect(downloads).toHaveLength(1);

    vi.restoreAllMocks();
    chooseFile(keysFileContent([kept, second], NOW));
    expect((await screen.findByTestId('import-result')).textContent).toContain('1 licence added.');
    expect(keptKeys(storage)).toEqual([kept.key, second.key]);
  });

  it("moves the licences of the previous version's export file to the marketplace", async () => {
    const { storage, marketplace } = await renderPage();
    chooseFile(legacyExportContent([...sampleLicenses(NOW), previousPurchase()], NOW));
    await findCard('Cálculo I: Limites, Derivadas e Integrais');
    expect(marketplace.records.size).toBe(1);
    expect(keptKeys(storage)).toHaveLength(1);
  });
});

describe('storage faults', () => {
  it('warns when the browser will not keep keys, and still works for the visit', async () => {
    await renderPage({
      openStorage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(screen.getByTestId('storage-unavailable').textContent).toMatch(
      /this browser will not keep their licence keys/,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('keeps unreadable data aside untouched, lets it be downloaded, and discards it only when confirmed', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const garbage = '{"version":1,"licenses":[{"key":';
    const storage = storageWith(garbage);
    await renderPage({ storage });
    expect(screen.getByTestId('storage-unreadable').textContent).toBe(
      'The licence keys kept in this browser could not be read. They were set aside untouched, and the site started a new list.',
    );
    const aside = storage.keys().filter((key) => key.startsWith(KEYS_SET_ASIDE_PREFIX));
    expect(aside.map((key) => storage.getItem(key))).toEqual([garbage]);
    const section = screen.getByRole('region', { name: 'Unreadable data kept aside' });
    await user.click(within(section).getByRole('button', { name: 'Download a copy' }));
    expect(await blobText(downloads[0]?.blob ?? new Blob())).toBe(garbage);
    await user.click(within(section).getByRole('button', { name: 'Discard' }));
    await user.click(screen.getByRole('button', { name: 'Discard for good' }));
    expect(storage.keys().filter((key) => key.startsWith(KEYS_SET_ASIDE_PREFIX))).toEqual([]);
  });

  it('says a change lasts for this visit only when the storage is full', async () => {
    const user = userEvent.setup();
    const storage = new MemoryStorage();
    const { notify } = await renderPage({ storage });
    storage.failWrites = true;
    await user.click(
      within(card('Canções do Cerrado')).getByRole('button', { name: 'Upgrade to Lifetime' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm for €12.84' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: 'info',
        message:
          'Canções do Cerrado is now yours for life (€12.84). The change is in effect for this visit, but the browser could not keep it.',
      }),
    );
  });

  it('shows a licence added in another tab', async () => {
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace);
    const events = new EventTarget();
    const storage = new MemoryStorage();
    await renderPage({ storage, events, marketplace });
    storage.setItem(KEYS_KEY, keysDocument({ licenses: [kept] }));
    act(() => {
      const event = new Event('storage') as Event & { key: string };
      Object.defineProperty(event, 'key', { value: KEYS_KEY });
      events.dispatchEvent(event);
    });
    await findCard('Tessera: Offline Maps Toolkit');
  });
});

describe('filters, reset and the empty state', () => {
  const titles = () =>
    screen.getAllByRole('article').map((article) => article.querySelector('h3')?.textContent);

  it('reads the filters from the address, for every kind of licence', async () => {
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace);
    await renderPage({
      storage: storageWith(keysDocument({ licenses: [kept] })),
      marketplace,
      search: '?type=software',
    });
    expect(titles()).toEqual(['Tessera: Offline Maps Toolkit']);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3');
  });

  it('restores the samples, asking first once they were changed, and never touches a key', async () => {
    const user = userEvent.setup();
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace);
    const [book, album] = sampleLicenses(NOW) as [License, License];
    const storage = storageWith(
      keysDocument({
        licenses: [kept],
        samples: [book, applyExpansion(album, { duration: 'lifetime' }, NOW).license],
      }),
    );
    await renderPage({ storage, marketplace });
    await user.click(screen.getByRole('button', { name: 'Restore the sample licences' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore the sample licences?' });
    expect(within(dialog).getByText(/their keys are not touched/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Replace with the samples' }));
    expect(within(card('Canções do Cerrado')).getByText('Expiring')).toBeTruthy();
    expect(keptKeys(storage)).toEqual([kept.key]);
  });

  it('says there are no licences yet and links to the catalogue', async () => {
    await renderPage({ storage: storageWith(keysDocument({ samples: [] })) });
    expect(screen.getByRole('heading', { name: 'You have no licences yet' })).toBeTruthy();
    expect(summaryValue('summary-invested')).toBe('€0.00');
    expect(screen.getByRole('link', { name: 'Explore the catalogue' }).getAttribute('href')).toBe(
      '/en/',
    );
  });
});

describe('the certificate', () => {
  it('of a licence on the marketplace: its code, the QR code of its verification address, and the signature', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace);
    await renderPage({ storage: storageWith(keysDocument({ licenses: [kept] })), marketplace });
    await user.click(
      within(card('Tessera: Offline Maps Toolkit')).getByRole('button', {
        name: 'Download certificate',
      }),
    );
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 15_000 });
    const code = kept.copy?.code ?? '';
    expect(downloads[0]?.fileName).toBe(`certificate-${code}.pdf`);
    const text = plain(
      (await pdfPages(await blobBytes(downloads[0]?.blob ?? new Blob()))).join(' '),
    );
    expect(text).toContain(`Verification code ${code}`);
    expect(text).toContain(`http://localhost:3000/en/verificar?code=${code}`);
    expect(text).toContain(kept.copy?.certificate.fingerprint ?? 'no fingerprint');
    expect(text).toContain('Signature of the marketplace');
    expect(text.replace(/ /g, '')).toContain(kept.copy?.certificate.signature ?? 'no signature');
  }, 30_000);

  it('of a sample: marked as a sample, not verifiable', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    await renderPage();
    await user.click(
      within(card('Canções do Cerrado')).getByRole('button', { name: 'Download certificate' }),
    );
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 15_000 });
    const text = plain(
      (await pdfPages(await blobBytes(downloads[0]?.blob ?? new Blob()))).join(' '),
    );
    expect(text).toContain('Sample: not verifiable');
    expect(text).toContain('LIC-SAMPLE-0002');
    expect(text).not.toContain('verificar');
    expect(text).not.toContain('Signature of the marketplace');
  }, 30_000);
});
