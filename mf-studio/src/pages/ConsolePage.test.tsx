// @vitest-environment jsdom
import { formatMoney } from '@fair/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiKey, CoveredLicence } from '../api/types';
import { AUTHOR, DISTRIBUTOR, OWN_PLATFORM } from '../test/accounts';
import { fakeApi, heldAnswer, ok, problem } from '../test/fakeApi';
import { renderStudioPage } from '../test/harness';
import { ConsolePage } from './ConsolePage';

const LICENCE: CoveredLicence = {
  code: 'K7QM-2RTA-9XWB',
  work: { id: 'ondas-curtas-a1b2c3', title: 'Ondas curtas' },
  platform: OWN_PLATFORM.id,
  fee: 75,
  paidAt: '2026-11-20T09:30:00.000Z',
  duration: '30-days',
  expiresAt: '2026-12-20T09:30:00.000Z',
};

/** A text as Testing Library reads the page's (its no-break spaces as plain ones). */
const seen = (text: string) => text.replace(/\s+/g, ' ');

const KEY: ApiKey = {
  id: '0c5f7a1e-0000-4000-8000-000000000001',
  name: 'Catalogue sync',
  prefix: 'fair_AbC123',
  createdAt: '2026-11-10T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

function distributor(keys: ApiKey[] = [KEY]) {
  return fakeApi({
    'GET session': () => ok({ account: DISTRIBUTOR }),
    'GET console/platforms': () => ok({ platforms: [OWN_PLATFORM] }),
    'GET console/licences': () =>
      ok({
        licences: [LICENCE],
        totals: [{ platform: OWN_PLATFORM.id, licences: 1, fees: 75 }],
      }),
    'GET console/api-keys': () => ok({ apiKeys: keys }),
  });
}

describe('the distributor console', () => {
  it('shows the platform and its fee, and changes the fee (typed as the language writes it, sent as cents)', async () => {
    const api = distributor();
    api.answer(`PUT console/platforms/${OWN_PLATFORM.id}/fee`, (body) =>
      ok({ ...OWN_PLATFORM, ...(body as object) }),
    );
    const view = await renderStudioPage(ConsolePage, 'console', 'nl');
    const platform = await screen.findByRole('region', { name: 'Rádio Livre Play' });
    expect(
      within(platform).getByText(
        seen(`Distributievergoeding per licentie: ${formatMoney(75, 'nl')}`),
      ),
    ).toBeTruthy();
    const fee = within(platform).getByLabelText('Nieuwe distributievergoeding');
    expect((fee as HTMLInputElement).value).toBe('0,75');
    await userEvent.clear(fee);
    await userEvent.type(fee, '1,25');
    await userEvent.click(within(platform).getByRole('button', { name: 'Vergoeding wijzigen' }));
    await waitFor(() =>
      expect(api.sent(`PUT console/platforms/${OWN_PLATFORM.id}/fee`)).toHaveLength(1),
    );
    expect(api.sent(`PUT console/platforms/${OWN_PLATFORM.id}/fee`)[0]?.body).toEqual({ fee: 125 });
    expect(
      await within(platform).findByText(
        seen(`Distributievergoeding per licentie: ${formatMoney(125, 'nl')}`),
      ),
    ).toBeTruthy();
    expect(view.notifications.at(-1)?.[0].kind).toBe('success');
  });

  it('says beside the fee what the server refused', async () => {
    const api = distributor();
    api.answer(`PUT console/platforms/${OWN_PLATFORM.id}/fee`, () =>
      problem('invalid-request', 400, [{ pointer: '/fee', code: 'maximum', limit: 100_000 }]),
    );
    await renderStudioPage(ConsolePage, 'console');
    const fee = await screen.findByLabelText('New distribution fee');
    await userEvent.clear(fee);
    await userEvent.type(fee, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Change the fee' }));
    await waitFor(() => expect(document.activeElement).toBe(fee));
    expect(fee.closest('.field')?.textContent).toContain(`At most ${formatMoney(100_000, 'en')}.`);
    expect((fee as HTMLInputElement).value).toBe('5000');
  });

  it('lists the licences that cover the platform, with the fee each paid and no buyer', async () => {
    distributor();
    await renderStudioPage(ConsolePage, 'console');
    const table = await screen.findByRole('region', { name: 'Licences and the fees they paid' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('K7QM-2RTA-9XWB')).toBeTruthy();
    expect(within(row).getByText(formatMoney(75, 'en'))).toBeTruthy();
    expect(within(row).getByText('30 days')).toBeTruthy();
    expect(
      screen.getByText(`1 licence, ${formatMoney(75, 'en')} in distribution fees`),
    ).toBeTruthy();
  });

  it('creates a named key, shows it once with Copy, and lists it with its last use', async () => {
    const api = distributor([]);
    const created: ApiKey = { ...KEY, id: '0c5f7a1e-0000-4000-8000-000000000002', name: 'Shop' };
    api.answer('POST console/api-keys', () => {
      api.answer('GET console/api-keys', () => ok({ apiKeys: [created] }));
      return ok({ key: 'fair_secret-shown-once', apiKey: created }, 201);
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderStudioPage(ConsolePage, 'console');
    await userEvent.type(await screen.findByLabelText('Name of the new key'), 'Shop');
    await userEvent.click(screen.getByRole('button', { name: 'Create a key' }));
    const shown = await screen.findByRole('heading', { name: 'Your new key “Shop”' });
    await waitFor(() => expect(document.activeElement).toBe(shown));
    expect((screen.getByLabelText('The new key') as HTMLInputElement).value).toBe(
      'fair_secret-shown-once',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('fair_secret-shown-once');
    expect(await screen.findByText('Copied.')).toBeTruthy();
    expect(
      await screen.findByText(/Starts with fair_AbC123 · created on .* · never used/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByLabelText('The new key')).toBeNull();
    expect(api.sent('POST console/api-keys')[0]?.body).toEqual({ name: 'Shop' });
  });

  it('refuses a key without a name, beside the field', async () => {
    const api = distributor([]);
    api.answer('POST console/api-keys', () =>
      problem('invalid-request', 400, [{ pointer: '/name', code: 'required' }]),
    );
    await renderStudioPage(ConsolePage, 'console');
    const name = await screen.findByLabelText('Name of the new key');
    await userEvent.click(screen.getByRole('button', { name: 'Create a key' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  const REVOCATION = `DELETE console/api-keys/${KEY.id}`;

  /** The server revokes the key: 204, and the list read after it says so. */
  const revokes = (api: ReturnType<typeof distributor>) => () => {
    api.answer('GET console/api-keys', () =>
      ok({ apiKeys: [{ ...KEY, revokedAt: '2026-11-22T10:00:00.000Z' }] }),
    );
    return { status: 204 };
  };

  /** Opens the revocation's dialog of the one key, as a distributor does. */
  async function askToRevoke() {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the key “Catalogue sync”' }),
    );
    return screen.getByRole('dialog', { name: 'Revoke “Catalogue sync”?' });
  }

  it('revokes a key after asking: the dialog closes once the server agreed, and the focus waits on the key', async () => {
    const api = distributor();
    api.answer(REVOCATION, revokes(api));
    const view = await renderStudioPage(ConsolePage, 'console');
    const dialog = await askToRevoke();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke the key' }));
    expect(await screen.findByText(/^Revoked on .*: it no longer works\.$/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke the key “Catalogue sync”' })).toBeNull();
    expect(view.notifications).toContainEqual([
      { kind: 'success', message: 'The key “Catalogue sync” is revoked.' },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Catalogue sync')));
    expect(api.sent(REVOCATION)).toHaveLength(1);
  });

  it('keeps the dialog open on a refusal and says it there, in words; a second try that succeeds closes it', async () => {
    const api = distributor();
    api.answer(REVOCATION, () => problem('unavailable', 503));
    await renderStudioPage(ConsolePage, 'console');
    const dialog = await askToRevoke();
    const confirm = within(dialog).getByRole('button', { name: 'Revoke the key' });
    await userEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The marketplace cannot be reached right now. Nothing was saved: try again in a moment.',
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    api.answer(REVOCATION, revokes(api));
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/^Revoked on .*: it no longer works\.$/)).toBeTruthy();
    expect(api.sent(REVOCATION)).toHaveLength(2);
  });

  it('sends one revocation for two quick taps, and says what it is doing meanwhile', async () => {
    const api = distributor();
    const held = heldAnswer({ status: 204 });
    api.answer(REVOCATION, held.handler);
    await renderStudioPage(ConsolePage, 'console', 'sv');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Återkalla nyckeln ”Catalogue sync”' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Återkalla ”Catalogue sync”?' });
    const confirm = within(dialog).getByRole('button', { name: 'Återkalla nyckeln' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await within(dialog).findByRole('button', { name: 'Återkallar…' })).toBe(confirm);
    await userEvent.click(confirm);
    held.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(REVOCATION)).toHaveLength(1);
  });

  it('sends an author to the author studio', async () => {
    fakeApi({ 'GET session': () => ok({ account: AUTHOR }) });
    await renderStudioPage(ConsolePage, 'console');
    expect(
      (await screen.findByRole('link', { name: 'Go to the author studio' })).getAttribute('href'),
    ).toBe('/en/estudio');
  });
});
