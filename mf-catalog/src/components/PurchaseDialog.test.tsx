// @vitest-environment jsdom
import {
  createLicenseStore,
  LICENSES_KEY,
  type License,
  type LicenseStore,
  type ReferenceRates,
  type Work,
} from '@fair/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTestTexts, MemoryStorage } from '@fair/shared/testing';
import { PurchaseDialog } from './PurchaseDialog';

const work: Work = {
  id: 'calculo-i',
  title: 'Cálculo I',
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
  i18n = await loadTestTexts('en', ['catalog']);
});
afterEach(cleanup);

/** Storage that refuses every write, like a locked-down browser. */
function refusingStorage() {
  const storage = new MemoryStorage();
  storage.failWrites = true;
  return storage;
}

function setup(options: { store?: LicenseStore; language?: 'en' | 'fi' } = {}) {
  const storage = new MemoryStorage();
  const store = options.store ?? createLicenseStore({ storage: () => storage, now });
  const onPurchased = vi.fn<(license: License, kept: boolean) => void>();
  const onClose = vi.fn();
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  render(
    <I18nextProvider i18n={i18n}>
      <PurchaseDialog
        work={work}
        language={options.language ?? 'en'}
        rates={rates}
        onPurchased={onPurchased}
        onClose={onClose}
        store={store}
        now={now}
      />
    </I18nextProvider>,
  );
  const dialog = screen.getByRole('dialog');
  return { store, storage, onPurchased, onClose, dialog, opener, user: userEvent.setup() };
}

/** The amounts of the breakdown, as shown, by their data-amount name. */
function amounts(dialog: HTMLElement, name: string): string[] {
  return [...dialog.querySelectorAll(`.mf-catalog__breakdown [data-amount="${name}"]`)].map(
    (element) => element.textContent ?? '',
  );
}

describe('the purchase dialog', () => {
  it('opens as a modal dialog named by its heading and the work', () => {
    const { dialog } = setup();
    expect(screen.getByRole('dialog', { name: 'Buy a licence Cálculo I' })).toBe(dialog);
    expect(dialog).toHaveProperty('open', true);
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Buy a licence' })).toBeTruthy();
    expect(within(dialog).getByText('Cálculo I').getAttribute('lang')).toBe('pt-BR');
  });

  it("starts like the card: lifetime on the work's default platform", () => {
    const { dialog } = setup();
    expect(within(dialog).getByRole('checkbox', { name: /E-book/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('checkbox', { name: /App store/ })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(dialog).getByRole('radio', { name: /Lifetime/ })).toHaveProperty('checked', true);
    // 20.00 + 1.00 = 21.00; 7 % = 1.47; total 22.47
    expect(amounts(dialog, 'content')).toEqual(['€20.00']);
    expect(amounts(dialog, 'distribution')).toEqual(['€1.00']);
    expect(amounts(dialog, 'commission')).toEqual(['€1.47']);
    expect(amounts(dialog, 'total')).toEqual(['€22.47']);
  });

  it('offers only the platforms the author authorized, and all four durations with their hints', () => {
    const { dialog } = setup();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    const thirtyDays = within(dialog).getByRole('radio', { name: /30 days/ });
    const hint = document.getElementById(thirtyDays.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('40% of the content fee; ends 30 days after purchase.');
  });

  it('updates the breakdown live as platforms and duration change', async () => {
    const { dialog, user } = setup();
    await user.click(within(dialog).getByRole('checkbox', { name: /App store/ }));
    await user.click(within(dialog).getByRole('radio', { name: /30 days/ }));
    // 8.00 + 1.00 + 1.50 = 10.50; 7 % = 0.735 → 0.74; total 11.24
    expect(amounts(dialog, 'content')).toEqual(['€8.00']);
    expect(amounts(dialog, 'distribution')).toEqual(['€1.00', '€1.50']);
    expect(amounts(dialog, 'commission')).toEqual(['€0.74']);
    expect(amounts(dialog, 'total')).toEqual(['€11.24']);
    expect(within(dialog).getByText('The licence ends on Dec 22, 2026.')).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: /Indefinite rental/ }));
    expect(amounts(dialog, 'content')).toEqual(['€16.00']);
    expect(within(dialog).getByText('The licence has no end date.')).toBeTruthy();
  });

  it('shows the approximate amount in dollars for English, marked as approximate, with the date', () => {
    const { dialog } = setup();
    // 22.47 € × 1.1562 = 25.979814 → $25.98
    expect(dialog.querySelector('[data-amount="approximate"]')?.textContent).toBe('approx. $25.98');
    expect(
      within(dialog).getByText(
        'Approximate amount in USD at the reference rate of Nov 20, 2026. Prices are set in euros.',
      ),
    ).toBeTruthy();
  });

  it('shows no approximate amount for a euro language', async () => {
    await loadTestTexts('fi', ['catalog']);
    const { dialog } = setup({ language: 'fi' });
    expect(dialog.querySelector('[data-amount="approximate"]')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Osta lisenssi' })).toBeTruthy();
  });

  it('requires at least one platform, saying so, and refuses to confirm without one', async () => {
    const { dialog, user, store, onPurchased } = setup();
    const ebook = within(dialog).getByRole('checkbox', { name: /E-book/ });
    await user.click(ebook);
    expect(within(dialog).getByText('Choose at least one platform.')).toBeTruthy();
    expect(amounts(dialog, 'distribution')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Licensee name' }), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    expect(onPurchased).not.toHaveBeenCalled();
    expect(store.getState().licenses).toHaveLength(2); // the two samples only
    expect(document.activeElement).toBe(ebook);
    const fieldset = within(dialog).getByRole('group', { name: 'Platforms' });
    expect(fieldset.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText('Choose at least one platform.').id,
    );
  });

  it('refuses an empty licensee name with a message tied to the field, and focuses it', async () => {
    const { dialog, user, onPurchased } = setup();
    const name = within(dialog).getByRole('textbox', { name: 'Licensee name' });
    await user.type(name, '    ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    expect(onPurchased).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const message = within(dialog).getByText('Enter the licensee’s name.');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(dialog).toHaveProperty('open', true);

    // The message goes as soon as the name is valid.
    await user.type(name, 'Ana');
    expect(within(dialog).queryByText('Enter the licensee’s name.')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a name over 100 characters, saying how long it is', async () => {
    const { dialog, user, onPurchased } = setup();
    const name = within(dialog).getByRole('textbox', { name: 'Licensee name' });
    await user.click(name);
    await user.paste('é'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    expect(onPurchased).not.toHaveBeenCalled();
    expect(
      within(dialog).getByText('The name has 101 characters; it can have at most 100.'),
    ).toBeTruthy();
    // Nothing typed is lost: the field keeps the whole text to be corrected.
    expect((name as HTMLInputElement).value).toHaveLength(101);
  });

  it('on confirm, adds the license to the store, reports it and closes', async () => {
    const { dialog, user, store, storage, onPurchased, onClose, opener } = setup();
    await user.click(within(dialog).getByRole('checkbox', { name: /App store/ }));
    await user.click(within(dialog).getByRole('radio', { name: /1 year/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Licensee name' }), '  Åsa Öberg ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));

    const licenses = store.getState().licenses;
    expect(licenses).toHaveLength(3);
    const license = licenses.at(-1);
    expect(license).toMatchObject({
      workId: 'calculo-i',
      workTitle: 'Cálculo I',
      author: 'João Araújo Nogueira',
      licensee: 'Åsa Öberg',
      duration: '1-year',
      purchaseDate: '2026-11-22T10:00:00.000Z',
      expiryDate: '2027-11-22T10:00:00.000Z',
      contentFee: 1400,
      distributionFees: [
        { platform: 'ebook', fee: 100 },
        { platform: 'app-store', fee: 150 },
      ],
      commission: 116, // 7 % of 16.50 = 1.155 → 1.16
    });
    expect(onPurchased).toHaveBeenCalledWith(license, true);
    expect(dialog).toHaveProperty('open', false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
    // Kept for the next visit.
    expect(storage.getItem(LICENSES_KEY)).toContain('Åsa Öberg');
  });

  it('closes on Cancel without buying', async () => {
    const { dialog, user, store, onPurchased, onClose, opener } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).toHaveProperty('open', false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onPurchased).not.toHaveBeenCalled();
    expect(store.getState().licenses).toHaveLength(2);
    expect(document.activeElement).toBe(opener);
  });

  it('when the storage is full, the purchase is kept for the visit and reported as not kept', async () => {
    const storage = new MemoryStorage();
    const store = createLicenseStore({ storage: () => storage, now });
    storage.failWrites = true;
    const { dialog, user, onPurchased } = setup({ store });
    await user.type(within(dialog).getByRole('textbox', { name: 'Licensee name' }), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    expect(onPurchased).toHaveBeenCalledWith(expect.objectContaining({ licensee: 'Ana' }), false);
    expect(store.getState().licenses).toHaveLength(3);
  });

  it('warns when the browser will not keep the purchase: storage refused, or full', () => {
    const refused = createLicenseStore({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      now,
    });
    const first = setup({ store: refused });
    expect(
      within(first.dialog).getByText(/Purchases work for this visit but will not be kept/),
    ).toBeTruthy();
    cleanup();
    const storage = refusingStorage();
    const full = createLicenseStore({ storage: () => storage, now });
    const { dialog } = setup({ store: full });
    expect(within(dialog).getByText(/storage for the site is full/)).toBeTruthy();
  });

  it('does not warn when the browser keeps data', () => {
    const { dialog } = setup();
    expect(within(dialog).queryByText(/will not be kept/)).toBeNull();
    expect(within(dialog).getByText(/No payment is taken/)).toBeTruthy();
  });

  it('says so and stays open when the store refuses the license', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = new MemoryStorage();
    const real = createLicenseStore({ storage: () => storage, now });
    const store: LicenseStore = {
      ...real,
      add: () => {
        throw new Error('a license with this id already exists');
      },
    };
    const { dialog, user, onPurchased } = setup({ store });
    await user.type(within(dialog).getByRole('textbox', { name: 'Licensee name' }), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/could not be created/);
    expect(dialog).toHaveProperty('open', true);
    expect(onPurchased).not.toHaveBeenCalled();
    expect(
      (within(dialog).getByRole('textbox', { name: 'Licensee name' }) as HTMLInputElement).value,
    ).toBe('Ana');
    error.mockRestore();
  });
});
