// @vitest-environment jsdom
import {
  createLicenseKeyStore,
  KEYS_KEY,
  type LicenseKeyStore,
  type ReferenceRates,
  type ServerLicense,
  type Work,
} from '@fair/shared';
import { RemotePropsContext } from '@fair/shared/runtime';
import {
  createFakeMarketplace,
  loadTestTexts,
  MemoryStorage,
  type FakeMarketplace,
} from '@fair/shared/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PurchaseDialog } from './PurchaseDialog';

/** The sample catalogue's calculus book, as the marketplace sells it (20.00 listed). */
const work: Work = {
  id: 'calculo-i-araujo',
  title: 'Cálculo I: Limites, Derivadas e Integrais',
  author: 'João Araújo Nogueira',
  type: 'books',
  language: 'pt-BR',
  contentFee: 2000,
  platforms: ['ebook', 'app-store'],
  description: 'Curso completo.',
  addedOn: '2026-09-08',
};
const rates: ReferenceRates = {
  date: '2026-11-20',
  base: 'EUR',
  rates: { BRL: '6.1834', USD: '1.1562', SEK: '10.9875' },
};
const now = () => new Date('2026-11-22T10:00:00.000Z');

let i18n: Awaited<ReturnType<typeof loadTestTexts>>;
beforeEach(async () => {
  i18n = await loadTestTexts('en', ['catalog', 'problems']);
});
afterEach(cleanup);

function setup(
  options: { store?: LicenseKeyStore; language?: 'en' | 'fi'; marketplace?: FakeMarketplace } = {},
) {
  const storage = new MemoryStorage();
  const store = options.store ?? createLicenseKeyStore({ storage: () => storage, now });
  const marketplace = options.marketplace ?? createFakeMarketplace({ now });
  const onPurchased = vi.fn<(licence: ServerLicense, kept: boolean) => void>();
  const onClose = vi.fn();
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const language = options.language ?? 'en';
  const navigate = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <RemotePropsContext.Provider
        value={{
          language,
          pathname: '/',
          search: '',
          hash: '',
          baseUrl: 'http://remote.test/',
          navigate,
          notify: vi.fn(),
          serverRendered: false,
        }}
      >
        <PurchaseDialog
          work={work}
          language={language}
          rates={rates}
          onPurchased={onPurchased}
          onClose={onClose}
          store={store}
          client={marketplace}
          now={now}
        />
      </RemotePropsContext.Provider>
    </I18nextProvider>,
  );
  const dialog = screen.getByRole('dialog');
  return {
    store,
    storage,
    marketplace,
    navigate,
    onPurchased,
    onClose,
    dialog,
    opener,
    user: userEvent.setup(),
  };
}

/** The amounts of the breakdown, as shown, by their data-amount name. */
function amounts(dialog: HTMLElement, name: string): string[] {
  return [...dialog.querySelectorAll(`.mf-catalog__breakdown [data-amount="${name}"]`)].map(
    (element) => element.textContent ?? '',
  );
}

/** Waits until the server's price for the current choices is shown. */
const priced = (dialog: HTMLElement, total: string) =>
  waitFor(() => expect(amounts(dialog, 'total')).toEqual([total]));

const confirm = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Confirm purchase' });
const nameField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Licensee name' });

describe('the purchase dialog', () => {
  it('opens as a modal dialog named by its heading and the work', () => {
    const { dialog } = setup();
    expect(
      screen.getByRole('dialog', {
        name: 'Buy a licence Cálculo I: Limites, Derivadas e Integrais',
      }),
    ).toBe(dialog);
    expect(dialog).toHaveProperty('open', true);
    expect(within(dialog).getByText(work.title).getAttribute('lang')).toBe('pt-BR');
  });

  it("starts like the card, lifetime on the default platform, priced by the server's quote", async () => {
    const { dialog, marketplace } = setup();
    expect(within(dialog).getByRole('checkbox', { name: /E-book/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('radio', { name: /Lifetime/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByText('Getting the price from the marketplace…')).toBeTruthy();
    // 20.00 + 1.00 = 21.00; 7 % = 1.47; total 22.47: as the marketplace quoted it.
    await priced(dialog, '€22.47');
    expect(amounts(dialog, 'content')).toEqual(['€20.00']);
    expect(amounts(dialog, 'distribution')).toEqual(['€1.00']);
    expect(amounts(dialog, 'commission')).toEqual(['€1.47']);
    expect(marketplace.calls.filter((call) => call.name === 'quote').length).toBeGreaterThan(0);
  });

  it('never shows a price of its own: what the marketplace quotes is what is shown', async () => {
    const marketplace = createFakeMarketplace({ now });
    // The marketplace's e-book fee differs from the rules' seed fee: the dialog follows it.
    marketplace.platformList = marketplace.platformList.map((platform) =>
      platform.id === 'ebook' ? { ...platform, fee: 300 } : platform,
    );
    const { dialog } = setup({ marketplace });
    // 20.00 + 3.00 = 23.00; 7 % = 1.61; 24.61
    await priced(dialog, '€24.61');
    expect(amounts(dialog, 'distribution')).toEqual(['€3.00']);
    const ebook = within(dialog)
      .getByRole('checkbox', { name: /E-book/ })
      .closest('label');
    expect(ebook?.textContent).toContain('€3.00');
  });

  it('offers the authorized platforms and the four durations, each with the amount the server quotes', async () => {
    const { dialog } = setup();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    const thirtyDays = within(dialog).getByRole('radio', { name: /30 days/ });
    const hint = document.getElementById(thirtyDays.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('40% of the content fee; ends 30 days after purchase.');
    await waitFor(() =>
      expect(thirtyDays.closest('.mf-catalog__choice')?.textContent).toContain('€8.00'),
    );
  });

  it('asks the server again as platforms and duration change', async () => {
    const { dialog, user } = setup();
    await priced(dialog, '€22.47');
    await user.click(within(dialog).getByRole('checkbox', { name: /App store/ }));
    await user.click(within(dialog).getByRole('radio', { name: /30 days/ }));
    // 8.00 + 1.00 + 1.50 = 10.50; 7 % = 0.735 → 0.74; total 11.24
    await priced(dialog, '€11.24');
    expect(amounts(dialog, 'content')).toEqual(['€8.00']);
    expect(amounts(dialog, 'distribution')).toEqual(['€1.00', '€1.50']);
    expect(within(dialog).getByText('The licence ends on Dec 22, 2026.')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /Indefinite rental/ }));
    await waitFor(() => expect(amounts(dialog, 'content')).toEqual(['€16.00']));
    expect(within(dialog).getByText('The licence has no end date.')).toBeTruthy();
  });

  it('shows the approximate amount in dollars for English, marked as approximate, with the date', async () => {
    const { dialog } = setup();
    await priced(dialog, '€22.47');
    // 22.47 € × 1.1562 = 25.979814 → $25.98
    expect(dialog.querySelector('[data-amount="approximate"]')?.textContent).toBe('approx. $25.98');
    expect(
      within(dialog).getByText(
        'Approximate amount in USD at the reference rate of Nov 20, 2026. Prices are set in euros.',
      ),
    ).toBeTruthy();
  });

  it('shows no approximate amount for a euro language', async () => {
    i18n = await loadTestTexts('fi', ['catalog']);
    const { dialog } = setup({ language: 'fi' });
    await waitFor(() => expect(amounts(dialog, 'total')).toHaveLength(1));
    expect(dialog.querySelector('[data-amount="approximate"]')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Osta lisenssi' })).toBeTruthy();
  });

  it('requires at least one platform, saying so, and refuses to confirm without one', async () => {
    const { dialog, user, marketplace, onPurchased } = setup();
    const ebook = within(dialog).getByRole('checkbox', { name: /E-book/ });
    await user.click(ebook);
    expect(within(dialog).getAllByText('Choose at least one platform.')).not.toHaveLength(0);
    await user.type(nameField(dialog), 'Ana');
    await user.click(confirm(dialog));
    expect(onPurchased).not.toHaveBeenCalled();
    expect(marketplace.calls.some((call) => call.name === 'buy')).toBe(false);
    expect(document.activeElement).toBe(ebook);
    const fieldset = within(dialog).getByRole('group', { name: 'Platforms' });
    expect(fieldset.getAttribute('aria-describedby')).toContain(
      fieldset.querySelector('.mf-catalog__error')?.id,
    );
  });

  it('refuses an empty licensee name with a message tied to the field, and focuses it', async () => {
    const { dialog, user, onPurchased } = setup();
    const name = nameField(dialog);
    await user.type(name, '    ');
    await user.click(confirm(dialog));
    expect(onPurchased).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const message = within(dialog).getByText('Enter the licensee’s name.');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    await user.type(name, 'Ana');
    expect(within(dialog).queryByText('Enter the licensee’s name.')).toBeNull();
  });

  it('refuses a name over 100 characters, saying how long it is, and keeps it', async () => {
    const { dialog, user, onPurchased } = setup();
    const name = nameField(dialog);
    await user.click(name);
    await user.paste('é'.repeat(101));
    await user.click(confirm(dialog));
    expect(onPurchased).not.toHaveBeenCalled();
    expect(
      within(dialog).getByText('The name has 101 characters; it can have at most 100.'),
    ).toBeTruthy();
    expect((name as HTMLInputElement).value).toHaveLength(101);
  });

  it('puts what the server says of the name beside the field, translated', async () => {
    const { dialog, user, marketplace } = setup();
    await priced(dialog, '€22.47');
    marketplace.failNext({
      kind: 'problem',
      status: 400,
      slug: 'invalid-request',
      errors: [{ pointer: '/licensee', code: 'pattern' }],
    });
    await user.type(nameField(dialog), 'Ana');
    await user.click(confirm(dialog));
    const message = await within(dialog).findByText(
      'The name cannot contain line breaks or other control characters.',
    );
    expect(nameField(dialog).getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(nameField(dialog));
  });

  it('buys: the key is shown once with Copy and Download, the code, and the browser keeps the key', async () => {
    const { dialog, user, store, storage, marketplace, onPurchased } = setup();
    await user.click(within(dialog).getByRole('checkbox', { name: /App store/ }));
    await user.click(within(dialog).getByRole('radio', { name: /1 year/ }));
    await priced(dialog, '€17.66');
    await user.type(nameField(dialog), '  Åsa Öberg ');
    await user.click(confirm(dialog));

    const heading = await within(dialog).findByRole('heading', { name: 'Your licence is ready' });
    // Focused once the frame that shows it is painted.
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    const [key] = [...marketplace.records.keys()];
    const licence = await marketplace.licence(key ?? '');
    expect(licence).toMatchObject({
      licensee: 'Åsa Öberg',
      duration: '1-year',
      contentFee: 1400,
      commission: 116, // 7 % of 16.50 = 1.155 → 1.16
      total: 1766,
    });
    expect(within(dialog).getByTestId('licence-key').textContent).toBe(key);
    expect(within(dialog).getByTestId('licence-code').textContent).toBe(licence.code);
    expect(within(dialog).getByText(/it cannot be recovered if you lose it/)).toBeTruthy();
    expect(within(dialog).getByText(/This browser keeps the key/)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Verify this licence' }).getAttribute('href'),
    ).toBe(`/en/verificar?code=${licence.code}`);
    expect(
      within(dialog).getByRole('link', { name: 'Open My licences' }).getAttribute('href'),
    ).toBe('/en/minhas-licencas');
    expect(store.getState().licenses.map((kept) => kept.key)).toEqual([key]);
    expect(storage.getItem(KEYS_KEY)).toContain(key);
    expect(onPurchased).toHaveBeenCalledWith(expect.objectContaining({ code: licence.code }), true);

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy the key' }));
    expect(writeText).toHaveBeenCalledWith(key);
    expect(within(dialog).getByText('The key was copied.')).toBeTruthy();
  });

  it('a double click buys once: one Idempotency-Key, one licence', async () => {
    const { dialog, user, marketplace } = setup();
    await priced(dialog, '€22.47');
    await user.type(nameField(dialog), 'Ana');
    marketplace.hold();
    await user.dblClick(confirm(dialog));
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Confirming…' })).toBeTruthy();
    marketplace.release();
    await within(dialog).findByRole('heading', { name: 'Your licence is ready' });
    expect(marketplace.calls.filter((call) => call.name === 'buy')).toHaveLength(1);
    expect(marketplace.records.size).toBe(1);
  });

  it('cannot confirm while the marketplace is unreachable: says so, keeps the form, and retries with the same key', async () => {
    const { dialog, user, marketplace, store } = setup();
    await priced(dialog, '€22.47');
    await user.type(nameField(dialog), 'Ana');
    marketplace.down = true;
    await user.click(confirm(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /could not be confirmed: the marketplace cannot be reached/,
    );
    expect(dialog).toHaveProperty('open', true);
    expect((nameField(dialog) as HTMLInputElement).value).toBe('Ana');
    expect(store.getState().licenses).toEqual([]);
    // A server error next: the same attempt, the same key; then it goes through.
    marketplace.down = false;
    marketplace.failNext({ kind: 'problem', status: 500, slug: 'server-error', errors: [] });
    await user.click(confirm(dialog));
    await within(dialog).findByRole('alert');
    await user.click(confirm(dialog));
    await within(dialog).findByRole('heading', { name: 'Your licence is ready' });
    const keys = marketplace.calls
      .filter((call) => call.name === 'buy')
      .map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(marketplace.records.size).toBe(1);
  });

  it('a changed request after a failure is a new attempt with a new key', async () => {
    const { dialog, user, marketplace } = setup();
    await priced(dialog, '€22.47');
    await user.type(nameField(dialog), 'Ana');
    marketplace.down = true;
    await user.click(confirm(dialog));
    await within(dialog).findByRole('alert');
    marketplace.down = false;
    await user.type(nameField(dialog), ' Souza');
    await user.click(confirm(dialog));
    await within(dialog).findByRole('heading', { name: 'Your licence is ready' });
    const keys = marketplace.calls.filter((call) => call.name === 'buy');
    expect(new Set(keys.map((call) => call.idempotencyKey)).size).toBe(2);
  });

  it('when the price cannot be fetched, says so with Retry, and buys nothing at an unseen price', async () => {
    const marketplace = createFakeMarketplace({ now });
    marketplace.down = true;
    const { dialog, user } = setup({ marketplace });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The price could not be fetched',
    );
    await user.type(nameField(dialog), 'Ana');
    await user.click(confirm(dialog));
    expect(marketplace.calls.some((call) => call.name === 'buy')).toBe(false);
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toContainEqual(expect.stringMatching(/could not be confirmed/));
    marketplace.down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await priced(dialog, '€22.47');
  });

  it('names a refusal by its problem (a withdrawn work)', async () => {
    const { dialog, user, marketplace } = setup();
    await priced(dialog, '€22.47');
    marketplace.failNext({ kind: 'problem', status: 410, slug: 'work-withdrawn', errors: [] });
    await user.type(nameField(dialog), 'Ana');
    await user.click(confirm(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The author has withdrawn this work: it can no longer be bought.',
    );
  });

  it('closes on Cancel without buying, and gives the focus back', async () => {
    const { dialog, user, marketplace, onClose, opener } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).toHaveProperty('open', false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(marketplace.records.size).toBe(0);
    expect(document.activeElement).toBe(opener);
  });

  it('when the storage is full, says the key is not kept and must be copied now', async () => {
    const storage = new MemoryStorage();
    const store = createLicenseKeyStore({ storage: () => storage, now });
    storage.failWrites = true;
    const { dialog, user, onPurchased } = setup({ store });
    await priced(dialog, '€22.47');
    await user.type(nameField(dialog), 'Ana');
    await user.click(confirm(dialog));
    expect(await within(dialog).findByText(/This browser cannot keep the key/)).toBeTruthy();
    expect(onPurchased).toHaveBeenCalledWith(expect.anything(), false);
    expect(store.getState().licenses).toHaveLength(1);
  });

  it('warns before buying when the browser will not keep keys: storage refused, or full', () => {
    const refused = createLicenseKeyStore({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      now,
    });
    const first = setup({ store: refused });
    expect(
      within(first.dialog).getByText(/this browser will not keep their licence keys/),
    ).toBeTruthy();
    cleanup();
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const { dialog } = setup({ store: createLicenseKeyStore({ storage: () => storage, now }) });
    expect(within(dialog).getByText(/storage for the site is full/)).toBeTruthy();
  });

  it('says plainly that no money moves', () => {
    const { dialog } = setup();
    expect(within(dialog).getByText(/No money moves/)).toBeTruthy();
    expect(within(dialog).queryByText(/will not keep/)).toBeNull();
  });
});
