// @vitest-environment jsdom
import {
  ExpansionError,
  exportLicenses,
  LICENSES_KEY,
  readExport,
  sampleLicenses,
  SET_ASIDE_PREFIX,
  type License,
} from '@fair/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  amountOf,
  blobBytes,
  blobText,
  DAY_MS,
  license,
  MemoryStorage,
  NOW,
  quoteOf,
  renderPage,
  splitLines,
  storageWith,
  storedDocument,
} from '../test/harness';
import { pdfPages } from '../test/pdf';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const card = (title: string) => screen.getByRole('article', { name: title });
const summaryValue = (testId: string) =>
  plain(screen.getByTestId(testId).querySelector('.summary__value')?.textContent ?? null);
const stored = (storage: Storage): License[] =>
  (JSON.parse(storage.getItem(LICENSES_KEY) ?? '{}') as { licenses: License[] }).licenses;

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

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('My Licenses on a first visit', () => {
  it('shows the two samples, their statuses, and 33.00 invested', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My licences' })).toBeTruthy();
    expect(summaryValue('summary-total')).toBe('2');
    expect(summaryValue('summary-in-force')).toBe('2');
    expect(summaryValue('summary-invested')).toBe('€33.00');

    const album = card('Canções do Cerrado');
    expect(within(album).getByText('Expiring').closest('.status-badge')?.className).toContain(
      'status-badge--expiring',
    );
    expect(within(album).getByText('by João Estêvão')).toBeTruthy();
    expect(within(album).getByText('LIC-SAMPLE-0002')).toBeTruthy();
    expect(within(album).getByText('Maria da Silva')).toBeTruthy();
    expect(within(album).getByText('Expires')).toBeTruthy();
    expect(within(album).getByText('Nov 26, 2026')).toBeTruthy();
    expect(within(album).getByText('(in 4 days)')).toBeTruthy();
    expect(within(album).getByText('Oct 27, 2026').getAttribute('dateTime')).toBe(
      new Date(NOW.getTime() - 26 * DAY_MS).toISOString(),
    );
    expect(within(album).getByText('30 days')).toBeTruthy();
    expect(within(album).getByRole('listitem', { name: '' }).textContent).toBe('Music streaming');
    expect(amountOf(album, 'Content fee')).toBe('€8.00');
    expect(amountOf(album, 'Distribution fee: Music streaming')).toBe('€2.00');
    expect(amountOf(album, 'Total paid')).toBe('€10.00');
    // The samples record no commission: no commission line.
    expect(within(album).queryByText('Marketplace commission (7%)')).toBeNull();
    expect(within(album).getByText('No expansions yet.')).toBeTruthy();
    expect(within(album).getByRole('button', { name: 'Upgrade to Lifetime' })).toBeTruthy();

    const book = card('O Conhecimento Livre');
    expect(within(book).getByText('Active').closest('.status-badge')?.className).toContain(
      'status-badge--active',
    );
    // No expiry date, so no expiry line and no Upgrade to Lifetime.
    expect(within(book).queryByText('Expires')).toBeNull();
    expect(within(book).queryByRole('button', { name: 'Upgrade to Lifetime' })).toBeNull();
    expect(
      within(book)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['E-book', 'App store']);
    expect(amountOf(book, 'Total paid')).toBe('€23.00');
    expect(within(book).getByRole('button', { name: 'Download certificate' })).toBeTruthy();
    expect(within(book).getByRole('button', { name: 'Expand licence' })).toBeTruthy();
  });

  it('speaks Brazilian Portuguese: labels, statuses, money and dates', async () => {
    await renderPage({ language: 'pt-BR' });
    expect(screen.getByRole('heading', { level: 1, name: 'Minhas licenças' })).toBeTruthy();
    expect(summaryValue('summary-invested')).toBe('€ 33,00');
    const album = card('Canções do Cerrado');
    expect(within(album).getByText('Expirando')).toBeTruthy();
    expect(within(album).getByText('26 de nov. de 2026')).toBeTruthy();
    expect(within(album).getByText('(em 4 dias)')).toBeTruthy();
    expect(within(album).getByRole('button', { name: 'Tornar vitalícia' })).toBeTruthy();
    expect(within(card('O Conhecimento Livre')).getByText('Ativa')).toBeTruthy();
  });

  it('speaks European Portuguese and Finnish too', async () => {
    await renderPage({ language: 'pt-PT' });
    expect(within(card('Canções do Cerrado')).getByText('A expirar')).toBeTruthy();
    expect(summaryValue('summary-invested')).toBe('33,00 €');
    cleanup();
    await renderPage({ language: 'fi' });
    expect(within(card('Canções do Cerrado')).getByText('Päättymässä')).toBeTruthy();
    expect(within(card('Canções do Cerrado')).getByText('26.11.2026')).toBeTruthy();
  });
});

describe('statuses', () => {
  it('follow the injected clock: a week later the album has expired', async () => {
    await renderPage({
      now: new Date(NOW.getTime() + 7 * DAY_MS),
      storage: storageWith(storedDocument(sampleLicenses(NOW))),
    });
    const album = card('Canções do Cerrado');
    const badge = album.querySelector('.status-badge');
    expect(badge?.textContent).toBe('Status: Expired');
    expect(badge?.className).toContain('status-badge--expired');
    // The date line says "Expired" too, and how long ago.
    expect(within(album).getByText('Expired', { selector: 'dt' })).toBeTruthy();
    expect(within(album).getByText('(3 days ago)')).toBeTruthy();
    expect(summaryValue('summary-in-force')).toBe('1');
  });

  it('show any other stored value in grey, as its raw text', async () => {
    const odd = license({ storedStatus: 'suspended by <admin>' });
    await renderPage({ storage: storageWith(storedDocument([odd])) });
    const badge = within(card('Design Studio')).getByText('suspended by <admin>');
    expect(badge.closest('.status-badge')?.className).toContain('status-badge--other');
    expect(summaryValue('summary-in-force')).toBe('0');
  });
});

describe('a license bought in the catalogue', () => {
  it('appears with its platforms, commission and total, and counts in the summary', async () => {
    const bought = license();
    await renderPage({
      storage: storageWith(storedDocument([...sampleLicenses(NOW), bought])),
    });
    const item = card('Design Studio');
    expect(within(item).getByText('Software')).toBeTruthy();
    expect(within(item).getByText('Active')).toBeTruthy();
    expect(within(item).getByText('1 year')).toBeTruthy();
    expect(amountOf(item, 'Marketplace commission (7%)')).toBe('€1.33');
    expect(amountOf(item, 'Total paid')).toBe('€20.33');
    expect(summaryValue('summary-total')).toBe('3');
    expect(summaryValue('summary-invested')).toBe('€53.33');
  });
});

describe('filtering and sorting', () => {
  const titles = () =>
    screen.getAllByRole('article').map((article) => article.querySelector('h3')?.textContent);

  it('reads the filters from the address', async () => {
    await renderPage({ search: '?status=expiring' });
    expect(titles()).toEqual(['Canções do Cerrado']);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 2');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('expiring');
  });

  it('puts every change in the address (replacing it) and clears them all at once', async () => {
    const user = userEvent.setup();
    const bought = license();
    const { navigate } = await renderPage({
      storage: storageWith(storedDocument([...sampleLicenses(NOW), bought])),
    });
    expect(titles()).toEqual(['Design Studio', 'Canções do Cerrado', 'O Conhecimento Livre']);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Purchase date, oldest first');
    expect(navigate).toHaveBeenLastCalledWith('/minhas-licencas?sort=oldest', { replace: true });
    expect(titles()).toEqual(['O Conhecimento Livre', 'Canções do Cerrado', 'Design Studio']);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Expiry date, soonest first');
    expect(titles()).toEqual(['Canções do Cerrado', 'Design Studio', 'O Conhecimento Livre']);

    await user.selectOptions(screen.getByLabelText('Type'), 'Books');
    expect(navigate).toHaveBeenLastCalledWith('/minhas-licencas?sort=expiry&type=books', {
      replace: true,
    });
    expect(titles()).toEqual(['O Conhecimento Livre']);

    await user.selectOptions(screen.getByLabelText('Status'), 'Expired');
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByText('No licence matches these filters.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(navigate).toHaveBeenLastCalledWith('/minhas-licencas', { replace: true });
    expect(titles()).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByLabelText('Status'));
    // In its place still (nothing moves), unusable with nothing left to clear.
    expect(screen.getByRole('button', { name: 'Clear filters' })).toHaveProperty('disabled', true);
  });

  it('offers "Other" only when some license has an unknown stored status', async () => {
    await renderPage();
    const options = within(screen.getByLabelText('Status')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All statuses',
      'Active',
      'Expiring',
      'Expired',
    ]);
  });
});

describe('expanding a license', () => {
  it('upgrades to Lifetime for the difference: 20.00 − 8.00 + 7 % = 12.84, and keeps it in the history', async () => {
    const user = userEvent.setup();
    const { storage, notify } = await renderPage();
    const album = card('Canções do Cerrado');
    await user.click(within(album).getByRole('button', { name: 'Upgrade to Lifetime' }));

    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Lifetime' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(
      within(dialog).getByText(/From 30 days \(ends on Nov 26, 2026\) to Lifetime/),
    ).toBeTruthy();
    expect(splitLines(quoteOf(dialog))).toEqual([
      ['Content fee for Lifetime', '€20.00'],
      ['Content fee already paid (30 days)', '€8.00'],
      ['Content fee difference, to the author', '€12.00'],
      ['Marketplace commission (7%)', '€0.84'],
      ['Total to pay', '€12.84'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm for €12.84' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Canções do Cerrado is now yours for life (€12.84).',
    });

    const upgraded = card('Canções do Cerrado');
    expect(within(upgraded).queryByText('Expires')).toBeNull();
    expect(within(upgraded).getByText('Lifetime')).toBeTruthy();
    expect(within(upgraded).getByText('Active')).toBeTruthy();
    expect(within(upgraded).queryByRole('button', { name: 'Upgrade to Lifetime' })).toBeNull();
    expect(within(upgraded).getByText('Duration changed from 30 days to Lifetime')).toBeTruthy();
    expect(within(upgraded).getByText('Now without an end date')).toBeTruthy();
    expect(
      within(upgraded).getByText('Paid €12.84 (content fee difference €12.00; commission €0.84)'),
    ).toBeTruthy();
    expect(amountOf(upgraded, 'Total paid')).toBe('€22.84');
    expect(summaryValue('summary-invested')).toBe('€45.84');
    // The focus had been on the Upgrade button, which is gone: it goes to the card's title.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(upgraded).getByRole('heading', { level: 3 })),
    );

    const saved = stored(storage).find((item) => item.id === 'LIC-SAMPLE-0002');
    expect(saved?.expiryDate).toBeNull();
    expect(saved?.history).toHaveLength(1);
    expect(saved?.history[0]?.total).toBe(1284);
  });

  it('adds a platform for its fee plus 7 %, and offers no longer duration to a lifetime license', async () => {
    const user = userEvent.setup();
    const { notify } = await renderPage();
    await user.click(
      within(card('O Conhecimento Livre')).getByRole('button', { name: 'Expand licence' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Expand licence' });
    // The platforms the license does not cover yet.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['music-streaming', 'video-streaming']);
    expect(
      within(dialog).getByText('No longer duration is available for this licence.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Choose a platform to add or a longer duration to see the price.'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('checkbox', { name: /Video streaming/ }));
    expect(splitLines(quoteOf(dialog))).toEqual([
      ['Distribution fee: Video streaming', '€2.00'],
      ['Marketplace commission (7%)', '€0.14'],
      ['Total to pay', '€2.14'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm for €2.14' }));

    const book = card('O Conhecimento Livre');
    expect(
      within(book)
        .getAllByRole('listitem')
        .filter((item) => item.classList.contains('chip'))
        .map((item) => item.textContent),
    ).toEqual(['E-book', 'App store', 'Video streaming']);
    expect(within(book).getByText('Added Video streaming (€2.00)')).toBeTruthy();
    expect(amountOf(book, 'Marketplace commission (7%)')).toBe('€0.14');
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'O Conhecimento Livre: licence expanded for €2.14.',
    });
  });

  it('combines platforms and a longer duration, priced from the original purchase date', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(
      within(card('Canções do Cerrado')).getByRole('button', { name: 'Expand licence' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Expand licence' });
    const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([
      ['30-days', true],
      ['1-year', false],
      ['rental', false],
      ['lifetime', false],
    ]);
    expect(within(dialog).getByText(/ends on Oct 27, 2027/)).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /1 year/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /E-book/ }));
    // 70 % of 20.00 = 14.00 − 8.00 = 6.00; + 1.00; 7 % of 7.00 = 0.49; total 7.49.
    expect(splitLines(quoteOf(dialog)).slice(2)).toEqual([
      ['Content fee difference, to the author', '€6.00'],
      ['Distribution fee: E-book', '€1.00'],
      ['Marketplace commission (7%)', '€0.49'],
      ['Total to pay', '€7.49'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm for €7.49' }));
    const album = card('Canções do Cerrado');
    expect(within(album).getByText('Oct 27, 2027')).toBeTruthy();
    expect(within(album).getByText('Now ends on Oct 27, 2027')).toBeTruthy();
    expect(within(album).getByText('Active')).toBeTruthy();
  });

  it('asks for a choice before confirming, and Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const { storage } = await renderPage();
    const before = storage.getItem(LICENSES_KEY);
    await user.click(
      within(card('Canções do Cerrado')).getByRole('button', { name: 'Expand licence' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Expand licence' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Choose at least one platform or a longer duration.',
    );
    expect(dialog.hasAttribute('open')).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: /E-book/ }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storage.getItem(LICENSES_KEY)).toBe(before);
  });

  it('opens the other choices from the upgrade, with focus on the first of them', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(
      within(card('Canções do Cerrado')).getByRole('button', { name: 'Upgrade to Lifetime' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Lifetime' });
    expect(within(dialog).queryAllByRole('checkbox')).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: 'Add platforms or choose another duration' }),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getAllByRole('checkbox')[0]),
    );
    expect(
      (within(dialog).getByRole('radio', { name: /Lifetime/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('says so when the expansion is no longer possible', async () => {
    const user = userEvent.setup();
    const storage = new MemoryStorage();
    const { store } = await renderPage({ storage });
    vi.spyOn(store, 'expand').mockImplementation(() => {
      throw new ExpansionError('changed elsewhere');
    });
    await user.click(
      within(card('Canções do Cerrado')).getByRole('button', { name: 'Upgrade to Lifetime' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm for €12.84' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'no longer possible because the licence has changed',
    );
    expect(dialog.hasAttribute('open')).toBe(true);
  });
});

describe('the expand dialog and other tabs', () => {
  it('goes away when its license is removed meanwhile (e.g. another tab restored the samples)', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ storage: storageWith(storedDocument([license()])) });
    await user.click(within(card('Design Studio')).getByRole('button', { name: 'Expand licence' }));
    expect(screen.getByRole('dialog', { name: 'Expand licence' })).toBeTruthy();
    act(() => store.reset());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});

describe('the certificate', () => {
  it('downloads a PDF named after the license, in the current language, with its fingerprint', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const { notify } = await renderPage();
    await user.click(
      within(card('Canções do Cerrado')).getByRole('button', { name: 'Download certificate' }),
    );
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10_000 });
    const [download] = downloads;
    expect(download?.fileName).toBe('certificate-LIC-SAMPLE-0002.pdf');
    const pages = await pdfPages(await blobBytes(download?.blob ?? new Blob()));
    const text = pages.join(' ');
    expect(text).toContain('LIC-SAMPLE-0002');
    expect(text).toContain('Canções do Cerrado');
    expect(text).toContain('Maria da Silva');
    expect(text).toMatch(/SHA-256 fingerprint of the licence record [0-9a-f]{64}/);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: 'info',
        message: 'Certificate for Canções do Cerrado downloaded.',
      }),
    );
    expect(
      within(card('Canções do Cerrado')).getByRole('button', { name: 'Download certificate' }),
    ).toBeTruthy();
  }, 20_000);
});

describe('the empty state', () => {
  it('says there are no licenses yet and links to the catalogue', async () => {
    const user = userEvent.setup();
    const { navigate } = await renderPage({ storage: storageWith(storedDocument([])) });
    expect(screen.getByRole('heading', { name: 'You have no licences yet' })).toBeTruthy();
    expect(summaryValue('summary-total')).toBe('0');
    expect(summaryValue('summary-invested')).toBe('€0.00');
    expect(screen.queryByRole('form')).toBeNull();
    const link = screen.getByRole('link', { name: 'Explore the catalogue' });
    expect(link.getAttribute('href')).toBe('/en/');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('reads naturally in Portuguese', async () => {
    await renderPage({ language: 'pt-BR', storage: storageWith(storedDocument([])) });
    expect(screen.getByRole('heading', { name: 'Você ainda não tem licenças' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar o catálogo' })).toBeTruthy();
  });
});

describe('storage faults', () => {
  it('warns when the browser will not keep anything, and still works for the visit', async () => {
    const user = userEvent.setup();
    await renderPage({
      openStorage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(screen.getByTestId('storage-unavailable').textContent).toBe(
      'Your browser is not letting this site store data. Purchases work for this visit but will not be kept after you leave.',
    );
    await user.click(
      within(card('Canções do Cerrado')).getByRole('button', { name: 'Upgrade to Lifetime' }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm for €12.84' }));
    expect(within(card('Canções do Cerrado')).getByText('Lifetime')).toBeTruthy();
  });

  it('keeps unreadable data aside untouched, lets it be downloaded, and discards it only when confirmed', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const garbage = '{"version":1,"licenses":[{"id":"LIC-1", ✂ cut off';
    const storage = storageWith(garbage);
    const { notify } = await renderPage({ storage });

    expect(screen.getByTestId('storage-unreadable').textContent).toBe(
      'Your saved licences could not be read. They were set aside untouched, and the site started a new list.',
    );
    expect(screen.getByRole('heading', { name: 'You have no licences yet' })).toBeTruthy();
    const asideKey = storage.keys().find((key) => key.startsWith(SET_ASIDE_PREFIX));
    expect(asideKey && storage.getItem(asideKey)).toBe(garbage);

    const section = screen.getByRole('region', { name: 'Unreadable data kept aside' });
    expect(within(section).getByText(/Set aside on Nov 22, 2026 · 49 characters/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Download a copy' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.fileName).toBe('fair-licensing-unreadable-2026-11-22T12-00-00-000Z.txt');
    expect(await blobText(downloads[0]?.blob ?? new Blob())).toBe(garbage);

    // Discarding asks first; Cancel keeps it.
    await user.click(within(section).getByRole('button', { name: 'Discard' }));
    const confirm = screen.getByRole('dialog', { name: 'Discard this data?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(asideKey && storage.getItem(asideKey)).toBe(garbage);

    await user.click(within(section).getByRole('button', { name: 'Discard' }));
    await user.click(screen.getByRole('button', { name: 'Discard for good' }));
    expect(asideKey && storage.getItem(asideKey)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Unreadable data kept aside' })).toBeNull();
    expect(notify).toHaveBeenCalledWith({
      kind: 'info',
      message: 'The unreadable data was discarded.',
    });
  });

  it('shows what could be read when only some records are unreadable', async () => {
    const [book] = sampleLicenses(NOW);
    const raw = JSON.stringify({ version: 1, licenses: [book, { id: 'broken' }] });
    await renderPage({ storage: storageWith(raw) });
    expect(screen.getByTestId('storage-unreadable').textContent).toBe(
      '1 saved licence could not be read. The others are shown below, and the data as it was found has been set aside untouched.',
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows changes made in another tab', async () => {
    const events = new EventTarget();
    const storage = new MemoryStorage();
    await renderPage({ storage, events });
    expect(screen.getAllByRole('article')).toHaveLength(2);

    // Another tab buys a license: it writes the store and this tab gets a storage event.
    storage.setItem(LICENSES_KEY, storedDocument([...stored(storage), license()]));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: LICENSES_KEY }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(card('Design Studio')).toBeTruthy();
    expect(summaryValue('summary-invested')).toBe('€53.33');
  });
});

describe('restoring the sample licenses', () => {
  it('asks first, offers a copy of the current list, then replaces it', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const { storage, notify } = await renderPage({
      storage: storageWith(storedDocument([license()])),
    });
    await user.click(screen.getByRole('button', { name: 'Restore the sample licences' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore the sample licences?' });
    await user.click(within(dialog).getByRole('button', { name: 'Download my current licences' }));
    expect(downloads[0]?.fileName).toBe('fair-licensing-licenses-2026-11-22.json');
    // The same file as Export, so it can be imported back.
    expect(readExport(await blobText(downloads[0]?.blob ?? new Blob()))).toEqual({
      ok: true,
      licenses: [license()],
    });
    expect(stored(storage)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Replace with the samples' }));
    expect(
      screen.getAllByRole('article').map((item) => item.getAttribute('data-license-id')),
    ).toEqual(['LIC-SAMPLE-0002', 'LIC-SAMPLE-0001']);
    expect(stored(storage).map((item) => item.id)).toEqual(['LIC-SAMPLE-0001', 'LIC-SAMPLE-0002']);
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'The sample licences were restored.',
    });
  });

  it('needs no confirmation when there is nothing to replace', async () => {
    const user = userEvent.setup();
    await renderPage({ storage: storageWith(storedDocument([])) });
    await user.click(screen.getByRole('button', { name: 'Restore the sample licences' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});

describe('keeping the licenses in a file', () => {
  /** Chooses a file in the page's (hidden) file input, as the Import button lets a visitor do. */
  function chooseFile(content: string, size?: number) {
    const input = document.querySelector<HTMLInputElement>('.transfer input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File([content], 'licenses.json', { type: 'application/json' });
    if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
    fireEvent.change(input, { target: { files: [file] } });
  }

  it('exports every license to a file that imports back', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const { notify } = await renderPage({ storage: storageWith(storedDocument([license()])) });
    await user.click(screen.getByRole('button', { name: 'Export licences' }));
    expect(downloads[0]?.fileName).toBe('fair-licensing-licenses-2026-11-22.json');
    expect(readExport(await blobText(downloads[0]?.blob ?? new Blob()))).toEqual({
      ok: true,
      licenses: [license()],
    });
    expect(notify).toHaveBeenCalledWith({
      kind: 'info',
      message: '1 licence exported to fair-licensing-licenses-2026-11-22.json.',
    });
  });

  it('imports a file: adds what is new, skips what is here, keeps a license here whose id the file gives to another', async () => {
    const { storage } = await renderPage({ storage: storageWith(storedDocument([license()])) });
    const other = license({ id: 'LIC-20261115-00000001', workTitle: 'Atlas' });
    const changed = license({ licensee: 'Someone Else' });
    chooseFile(exportLicenses([other, changed], NOW));
    const result = await screen.findByTestId('import-result');
    expect(result.textContent).toContain('1 licence added.');
    expect(result.textContent).toContain(
      '1 has the ID of a licence you already have, with other details. The one you have was kept:',
    );
    expect(within(result).getByRole('listitem').textContent).toBe(
      'Design Studio (LIC-20261101-0A1B2C3D)',
    );
    expect(stored(storage).map((item) => [item.id, item.licensee])).toEqual([
      ['LIC-20261101-0A1B2C3D', 'Ana Souza'],
      ['LIC-20261115-00000001', 'Ana Souza'],
    ]);
  });

  it.each([
    [
      'not JSON',
      '{ nope',
      undefined,
      'This file is not an export of licences (it is not readable JSON).',
    ],
    [
      '50 MB',
      '{}',
      50 * 1024 * 1024,
      'This file is larger than 2 MB, so it cannot be an export of licences.',
    ],
    [
      'a hostile record',
      exportLicenses([license()], NOW).replace('"commission": 133', '"commission": 1e300'),
      undefined,
      'Licence number 1 in the file is not a valid licence.',
    ],
    [
      'a __proto__ key',
      exportLicenses([license()], NOW).replace('"id":', '"__proto__": {"admin": true}, "id":'),
      undefined,
      'Licence number 1 in the file is not a valid licence.',
    ],
  ])(
    'refuses %s with a clear message, and changes nothing',
    async (_name, content, size, message) => {
      const storage = storageWith(storedDocument([license()]));
      const before = storage.getItem('fair-licensing.licenses');
      await renderPage({ storage });
      chooseFile(content, size);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(`${message} Nothing was imported.`);
      expect(storage.getItem('fair-licensing.licenses')).toBe(before);
    },
  );
});

describe('a full storage', () => {
  it('says the changes last for this visit only, and offers the data it could not copy aside', async () => {
    const storage = storageWith('not what we wrote');
    storage.refuseKey = (key) => key.startsWith(SET_ASIDE_PREFIX);
    const downloads = captureDownloads();
    const user = userEvent.setup();
    await renderPage({ storage });
    expect(screen.getByTestId('storage-unavailable').textContent).toContain(
      'This browser’s storage for the site is full',
    );
    const setAside = screen.getByRole('region', { name: 'Unreadable data kept aside' });
    expect(setAside.textContent).toContain('there was no room to copy it aside');
    expect(within(setAside).queryByRole('button', { name: 'Discard' })).toBeNull();
    await user.click(within(setAside).getByRole('button', { name: 'Download a copy' }));
    expect(await blobText(downloads[0]?.blob ?? new Blob())).toBe('not what we wrote');
    expect(storage.getItem('fair-licensing.licenses')).toBe('not what we wrote');
  });
});
