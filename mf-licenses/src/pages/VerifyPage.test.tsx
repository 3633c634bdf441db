// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS, marketplaceAt, NOW, renderVerifyPage } from '../test/harness';

afterEach(cleanup);

const result = () => screen.getByTestId('verification');

/** A licence sold some days before NOW: its public code. */
async function codeOf(
  marketplace: ReturnType<typeof marketplaceAt>,
  options: { duration?: '30-days' | '1-year' | 'lifetime'; daysAgo?: number } = {},
) {
  const key = marketplace.seed({
    workId: 'kesayon-arvoitus',
    platforms: ['ebook'],
    duration: options.duration ?? '1-year',
    purchasedAt: new Date(NOW.getTime() - (options.daysAgo ?? 10) * DAY_MS),
  });
  return (await marketplace.licence(key)).code;
}

describe('the verification page', () => {
  it('is a GET form to itself, so it works before the scripts', async () => {
    await renderVerifyPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a licence' })).toBeTruthy();
    const form = screen.getByRole('textbox', { name: 'Verification code' }).closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/en/verificar');
    expect(screen.getByRole('textbox', { name: 'Verification code' }).getAttribute('name')).toBe(
      'code',
    );
    expect(result().textContent).toBe('ResultThe result of the check appears here.');
  });

  it('checks the code in the address (from a QR code): valid, for which platforms, until when', async () => {
    const marketplace = marketplaceAt();
    const code = await codeOf(marketplace);
    await renderVerifyPage({ marketplace, search: `?code=${code.toLowerCase()}` });
    await within(result()).findByText('Valid licence');
    const text = result().textContent ?? '';
    expect(text).toContain(code);
    expect(text).toContain('Kesäyön arvoitus, by Aino Hämäläinen');
    expect(text).toContain('Valid onE-book');
    expect(text).toContain('Duration1 year');
    expect(text).toContain('Valid untilNov 12, 2027');
    expect(text).not.toContain('Ana Souza');
    expect(
      (screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement).value,
    ).toBe(code.toLowerCase());
  });

  it('says clearly when a licence has expired, ends soon, or has no end', async () => {
    const marketplace = marketplaceAt();
    const expired = await codeOf(marketplace, { duration: '30-days', daysAgo: 40 });
    await renderVerifyPage({ marketplace, search: `?code=${expired}` });
    await within(result()).findByText('Not valid: this licence has expired');
    expect(result().textContent).toContain('Ended on');
    cleanup();
    const expiring = await codeOf(marketplace, { duration: '30-days', daysAgo: 26 });
    await renderVerifyPage({ marketplace, search: `?code=${expiring}` });
    await within(result()).findByText('It ends soon, on Nov 26, 2026.');
    cleanup();
    const lifetime = await codeOf(marketplace, { duration: 'lifetime' });
    await renderVerifyPage({ marketplace, search: `?code=${lifetime}` });
    await within(result()).findByText('No end date');
  });

  it('says when no licence has the code, and when the code cannot be one (without asking)', async () => {
    const marketplace = marketplaceAt();
    await renderVerifyPage({ marketplace, search: '?code=ZZZZ-ZZZZ-ZZZZ' });
    await within(result()).findByText('No licence has the code ZZZZ-ZZZZ-ZZZZ');
    cleanup();
    const calls = marketplace.calls.length;
    await renderVerifyPage({ marketplace, search: '?code=not-a-code' });
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/This is not a verification code/);
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect((field as HTMLInputElement).value).toBe('not-a-code');
    expect(marketplace.calls.length).toBe(calls);
  });

  it('says an imported licence was moved from the previous version', async () => {
    const marketplace = marketplaceAt();
    const key = marketplace.seed({
      workId: 'fargrum',
      platforms: ['app-store'],
      duration: 'lifetime',
    });
    const record = marketplace.records.get(key);
    if (record) record.imported = true;
    const code = (await marketplace.licence(key)).code;
    await renderVerifyPage({ marketplace, search: `?code=${code}` });
    await within(result()).findByText(/moved from the previous version of the site/);
  });

  it('puts a typed code in the address (to share it), and checks it', async () => {
    const user = userEvent.setup();
    const marketplace = marketplaceAt();
    const code = await codeOf(marketplace);
    const { navigate } = await renderVerifyPage({ marketplace });
    await user.type(
      screen.getByRole('textbox', { name: 'Verification code' }),
      ` ${code.replace(/-/g, '').toLowerCase()}{Enter}`,
    );
    expect(navigate).toHaveBeenCalledWith(`/verificar?code=${code}`, undefined);
    await within(result()).findByText('Valid licence');
  });

  it('replaces the code in the address with a typed one that is not a code, and asks for one when nothing is typed', async () => {
    const user = userEvent.setup();
    const marketplace = marketplaceAt();
    const code = await codeOf(marketplace);
    const { navigate } = await renderVerifyPage({ marketplace, search: `?code=${code}` });
    await within(result()).findByText('Valid licence');
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    const calls = marketplace.calls.length;

    // The address no longer shows the licence checked before (a shared link would show it).
    await user.clear(field);
    await user.type(field, 'K7QM-2RTA{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/verificar?code=K7QM-2RTA', undefined);
    expect(screen.getByRole('alert').textContent).toMatch(/This is not a verification code/);
    expect(within(result()).queryByText('Valid licence')).toBeNull();
    expect(document.activeElement).toBe(field);
    expect(marketplace.calls.length).toBe(calls);

    await user.clear(field);
    await user.type(field, '  {Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/verificar', undefined);
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a verification code: 12 letters and digits, as on the certificate.',
    );
    expect(document.activeElement).toBe(field);
  });

  it('says when the marketplace cannot be reached, with Retry', async () => {
    const user = userEvent.setup();
    const marketplace = marketplaceAt();
    const code = await codeOf(marketplace);
    marketplace.down = true;
    await renderVerifyPage({ marketplace, search: `?code=${code}` });
    await within(result()).findByText(
      'The marketplace cannot be reached right now, so the code could not be checked.',
    );
    marketplace.down = false;
    await user.click(within(result()).getByRole('button', { name: 'Retry' }));
    await within(result()).findByText('Valid licence');
  });

  it('speaks Brazilian Portuguese', async () => {
    const marketplace = marketplaceAt();
    const code = await codeOf(marketplace);
    await renderVerifyPage({ marketplace, language: 'pt-BR', search: `?code=${code}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Verificar uma licença' })).toBeTruthy();
    await within(result()).findByText('Licença válida');
    await waitFor(() => expect(result().textContent).toContain('Válida até'));
  });
});
