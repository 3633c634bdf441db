// @vitest-environment jsdom
import { formatDate } from '@fair/shared';
import { renderPageFragment } from '@fair/shared/server-render';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from '../lifecycles/AccountPage';
import { AUTHOR, DISTRIBUTOR } from '../test/accounts';
import { fakeApi, heldAnswer, ok, problem, unreachable } from '../test/fakeApi';
import { renderStudioPage } from '../test/harness';
import { cancelled, webauthn } from '../test/webauthn';
import { AccountPage } from './AccountPage';

const signedOut = () => ok({ account: null });
const options = () => ok({ options: { challenge: 'c2lnbi11cA' } });

beforeEach(() => {
  webauthn.browserSupportsWebAuthn.mockReturnValue(true);
  webauthn.startRegistration.mockResolvedValue({ id: 'new', type: 'public-key' });
  webauthn.startAuthentication.mockResolvedValue({ id: 'used', type: 'public-key' });
});

describe('the account page, as the server renders it (read without JavaScript)', () => {
  it('explains passkeys and that losing every one loses the account, says it needs JavaScript, and holds no button', async () => {
    const { html } = await renderPageFragment(page, {
      language: 'en',
      pathname: '/conta',
      baseUrl: 'http://remote.test/',
      fetch,
    });
    expect(html).toContain('<h1>Accounts for authors and distributors</h1>');
    expect(html).toContain('if you lose every passkey, you lose the account');
    expect(html).toMatch(/<p role="status">Signing up and signing in need JavaScript/);
    expect(html).not.toMatch(/<button|<input|<form/);
  });
});

describe('signed out', () => {
  it('offers to sign in with a passkey, and signs in without a name typed', async () => {
    const api = fakeApi({
      'GET session': signedOut,
      'POST sessions/options': () => ok({ options: { challenge: 'aW4' } }),
      'POST sessions': () => ok(AUTHOR),
      'GET account/passkeys': () => ok({ passkeys: [] }),
    });
    const view = await renderStudioPage(AccountPage, 'account');
    expect(await screen.findByText('You are not signed in.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('Signed in as Ana Autora (author).')).toBeTruthy();
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'aW4' },
    });
    expect(api.sent('POST sessions')[0]?.body).toEqual({
      response: { id: 'used', type: 'public-key' },
    });
    expect(view.notifications).toContainEqual([
      { kind: 'success', message: 'You are signed in as Ana Autora.' },
    ]);
    expect(screen.getByRole('link', { name: 'Go to the author studio' }).getAttribute('href')).toBe(
      '/en/estudio',
    );
  });

  it('says so when the passkey prompt is cancelled, and sends nothing more', async () => {
    const api = fakeApi({
      'GET session': signedOut,
      'POST sessions/options': () => ok({ options: {} }),
    });
    webauthn.startAuthentication.mockRejectedValue(cancelled());
    await renderStudioPage(AccountPage, 'account');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/No passkey was used/);
    expect(api.sent('POST sessions')).toEqual([]);
  });

  it('says so when the browser cannot use passkeys at all', async () => {
    fakeApi({ 'GET session': signedOut });
    webauthn.browserSupportsWebAuthn.mockReturnValue(false);
    await renderStudioPage(AccountPage, 'account');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot use passkeys/);
  });
});

describe('signing up', () => {
  it('as an author: a name and a role, a passkey, then it asks for a second passkey and says why', async () => {
    const api = fakeApi({
      'GET session': signedOut,
      'POST accounts/registration-options': options,
      'POST accounts': () => ok({ ...AUTHOR, passkeys: 1 }, 201),
      'GET account/passkeys': () =>
        ok({
          passkeys: [
            {
              id: 'a',
              createdAt: AUTHOR.createdAt,
              lastUsedAt: null,
              deviceType: 'singleDevice',
              backedUp: false,
            },
          ],
        }),
    });
    await renderStudioPage(AccountPage, 'account');
    await userEvent.type(await screen.findByLabelText('Your name'), 'Ana Autora');
    await userEvent.click(screen.getByLabelText('An author: I publish my works'));
    await userEvent.click(
      screen.getByRole('button', { name: 'Create the account with a passkey' }),
    );
    const second = await screen.findByRole('heading', { name: 'Add a second passkey' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    const region = second.closest('section') as HTMLElement;
    expect(region.textContent).toMatch(/If you lose that passkey, you lose the account/);
    expect(api.sent('POST accounts/registration-options')[0]?.body).toEqual({
      displayName: 'Ana Autora',
      role: 'author',
    });
    // Only one passkey: it cannot be removed, and the page says what that means.
    expect(await screen.findByText(/This is your only passkey/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove the passkey/ })).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Add a second passkey' })).toBeNull();
  });

  it('as a distributor: the platform and its fee in euros as the language writes them, sent as cents', async () => {
    const api = fakeApi({
      'GET session': signedOut,
      'POST accounts/registration-options': options,
      'POST accounts': () => ok({ ...DISTRIBUTOR, passkeys: 1 }, 201),
      'GET account/passkeys': () => ok({ passkeys: [] }),
    });
    await renderStudioPage(AccountPage, 'account', 'pt-BR');
    await userEvent.type(await screen.findByLabelText('Seu nome'), 'Rádio Livre');
    await userEvent.click(screen.getByLabelText(/^Distribuidor/));
    await userEvent.type(screen.getByLabelText('Nome da sua plataforma'), 'Rádio Livre Play');
    await userEvent.type(screen.getByLabelText(/Sua taxa de distribuição/), '0,75');
    await userEvent.click(screen.getByRole('button', { name: /Criar a conta/ }));
    await screen.findByRole('heading', { name: /segunda chave de acesso/ });
    expect(api.sent('POST accounts/registration-options')[0]?.body).toEqual({
      displayName: 'Rádio Livre',
      role: 'distributor',
      platform: { name: 'Rádio Livre Play', fee: 75 },
    });
  });

  it('shows each refusal of the server beside its field, in words, keeps what was typed and moves the focus to the first', async () => {
    fakeApi({
      'GET session': signedOut,
      'POST accounts/registration-options': () =>
        problem('invalid-request', 400, [
          { pointer: '/displayName', code: 'pattern' },
          { pointer: '/platform/name', code: 'maxLength', limit: 60 },
        ]),
    });
    await renderStudioPage(AccountPage, 'account');
    const name = await screen.findByLabelText('Your name');
    await userEvent.type(name, 'Tab\there');
    await userEvent.click(screen.getByLabelText(/^A distributor/));
    await userEvent.type(screen.getByLabelText('Your platform’s name'), 'x'.repeat(70));
    await userEvent.type(screen.getByLabelText('Your distribution fee per licence'), '2.50');
    await userEvent.click(
      screen.getByRole('button', { name: 'Create the account with a passkey' }),
    );
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(name)).toContain(
      'Write it on one line, without tabs or other control characters.',
    );
    const platform = screen.getByLabelText('Your platform’s name');
    expect(accessibleDescription(platform)).toContain('Too long: at most 60 characters.');
    expect((platform as HTMLInputElement).value).toBe('x'.repeat(70));
    expect(webauthn.startRegistration).not.toHaveBeenCalled();
  });

  it('says beside the field that a platform name is taken', async () => {
    fakeApi({
      'GET session': signedOut,
      'POST accounts/registration-options': () => problem('platform-taken', 409),
    });
    await renderStudioPage(AccountPage, 'account');
    await userEvent.type(await screen.findByLabelText('Your name'), 'Copy');
    await userEvent.click(screen.getByLabelText(/^A distributor/));
    await userEvent.type(screen.getByLabelText('Your platform’s name'), 'Rádio Livre Play');
    await userEvent.type(screen.getByLabelText('Your distribution fee per licence'), '1');
    await userEvent.click(
      screen.getByRole('button', { name: 'Create the account with a passkey' }),
    );
    const platform = screen.getByLabelText('Your platform’s name');
    await waitFor(() => expect(document.activeElement).toBe(platform));
    expect(accessibleDescription(platform)).toContain('Another platform already has this name.');
  });

  it('reads an amount the language does not write as one as unreadable, beside the field, and sends nothing', async () => {
    const api = fakeApi({ 'GET session': signedOut });
    await renderStudioPage(AccountPage, 'account', 'fi');
    await userEvent.type(await screen.findByLabelText(/nimesi/i), 'Jakelu Oy');
    await userEvent.click(screen.getByLabelText(/^Jakelija/));
    await userEvent.type(screen.getByLabelText(/alustasi nimi/i), 'Jakelu Play');
    const fee = screen.getByLabelText(/jakelumaksusi/i);
    await userEvent.type(fee, '2.50');
    await userEvent.click(screen.getByRole('button', { name: 'Luo tili pääsyavaimella' }));
    await waitFor(() => expect(document.activeElement).toBe(fee));
    expect(accessibleDescription(fee)).toMatch(/12,50/);
    expect(api.sent('POST accounts/registration-options')).toEqual([]);
  });
});

describe('signed in', () => {
  const first = {
    id: 'first',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: '2026-11-20T10:00:00.000Z',
    deviceType: 'multiDevice',
    backedUp: true,
  };
  const second = {
    id: 'second',
    createdAt: '2026-11-02T10:00:00.000Z',
    lastUsedAt: null,
    deviceType: 'singleDevice',
    backedUp: false,
  };
  const passkeys = [first, second];

  const REMOVAL = 'DELETE account/passkeys/second';
  const secondAdded = `Remove the passkey added on ${formatDate(second.createdAt, 'en')}`;

  /** The server removes the second passkey: 204, and the list read after it has only the first. */
  const removes = (api: ReturnType<typeof fakeApi>) => () => {
    api.answer('GET account/passkeys', () => ok({ passkeys: [first] }));
    return { status: 204 };
  };

  function signedIn() {
    return fakeApi({
      'GET session': () => ok({ account: AUTHOR }),
      'GET account/passkeys': () => ok({ passkeys }),
    });
  }

  it('lists the passkeys and removes one after asking: the dialog closes once the server agreed, and the focus goes to the list', async () => {
    const api = signedIn();
    api.answer(REMOVAL, removes(api));
    const view = await renderStudioPage(AccountPage, 'account');
    expect(await screen.findByText('2 passkeys.')).toBeTruthy();
    expect(screen.getByText(/Synced between your devices · last used on/)).toBeTruthy();
    expect(screen.getByText(/Kept on one device · not used to sign in yet/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: secondAdded }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the passkey' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('1 passkey.')).toBeTruthy();
    expect(screen.queryByText(/Kept on one device/)).toBeNull();
    expect(view.notifications).toContainEqual([
      { kind: 'success', message: 'The passkey is removed.' },
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your passkeys' })),
    );
    // The one left cannot be removed, and the page says what that means.
    expect(await screen.findByText(/This is your only passkey/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove the passkey added on/ })).toBeNull();
    expect(api.sent(REMOVAL)).toHaveLength(1);
  });

  it('says in words, in the dialog, why the last passkey stays when the server refuses to remove it', async () => {
    const api = signedIn();
    api.answer('DELETE account/passkeys/first', () => problem('last-passkey', 409));
    await renderStudioPage(AccountPage, 'account', 'fi');
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Poista ${formatDate(first.createdAt, 'fi')} lisätty pääsyavain`,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Poistetaanko tämä pääsyavain?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Poista pääsyavain' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Tämä on viimeinen pääsyavaimesi: lisää uusi ennen kuin poistat sen, muuten menettäisit tilisi.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByText('2 pääsyavainta.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent('DELETE account/passkeys/first')).toHaveLength(1);
  });

  it('keeps the dialog open when the marketplace cannot be reached and says so there; a second try that succeeds closes it', async () => {
    const api = signedIn();
    api.answer(REMOVAL, unreachable);
    await renderStudioPage(AccountPage, 'account');
    await userEvent.click(await screen.findByRole('button', { name: secondAdded }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove the passkey' });
    await userEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The marketplace could not be reached. Check your connection and try again: nothing was saved.',
    );
    expect(screen.getByRole('dialog')).toBe(dialog);

    api.answer(REMOVAL, removes(api));
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('1 passkey.')).toBeTruthy();
    expect(api.sent(REMOVAL)).toHaveLength(2);
  });

  it('sends one removal for two quick taps, and says what it is doing meanwhile', async () => {
    const api = signedIn();
    const held = heldAnswer({ status: 204 });
    api.answer(REMOVAL, held.handler);
    await renderStudioPage(AccountPage, 'account', 'pt-PT');
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Remover a chave de acesso adicionada a ${formatDate(second.createdAt, 'pt-PT')}`,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remover esta chave de acesso?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remover a chave de acesso' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await within(dialog).findByRole('button', { name: 'A remover…' })).toBe(confirm);
    await userEvent.click(confirm);
    held.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(REMOVAL)).toHaveLength(1);
  });

  it('signs out here, or of every device', async () => {
    const api = fakeApi({
      'GET session': () => ok({ account: AUTHOR }),
      'GET account/passkeys': () => ok({ passkeys }),
      'DELETE sessions': () => ({ status: 204 }),
    });
    const view = await renderStudioPage(AccountPage, 'account');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out of every device' }));
    expect(await screen.findByText('You are not signed in.')).toBeTruthy();
    expect(api.sent('DELETE sessions')).toHaveLength(1);
    expect(view.notifications).toContainEqual([
      { kind: 'info', message: 'You are signed out of every device.' },
    ]);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
  });

  it('says when the marketplace cannot be reached, and asks again with Retry', async () => {
    const api = fakeApi({ 'GET session': () => problem('unavailable', 503) });
    await renderStudioPage(AccountPage, 'account');
    expect(await screen.findByText(/cannot be reached right now/)).toBeTruthy();
    api.answer('GET session', () => ok({ account: DISTRIBUTOR }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Signed in as Rádio Livre (distributor).')).toBeTruthy();
    expect(screen.getByText('Your platform: Rádio Livre Play')).toBeTruthy();
  });
});

/** What a screen reader reads after a control's name: its hint and its error. */
function accessibleDescription(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
