// @vitest-environment jsdom
import { formatMoney, PAYOUT_DELAY_HOURS } from '@fair/shared';
import { renderPageFragment } from '@fair/shared/server-render';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Sale, StudioWork } from '../api/types';
import { page } from '../lifecycles/StudioPage';
import { AUTHOR, DISTRIBUTOR, PLATFORMS } from '../test/accounts';
import { fakeApi, heldAnswer, ok, problem, unreachable } from '../test/fakeApi';
import { renderStudioPage } from '../test/harness';
import { formatDateTime } from '../lib/dates';
import { StudioPage } from './StudioPage';

const WORK: StudioWork = {
  id: 'ondas-curtas-a1b2c3',
  title: 'Ondas curtas',
  author: 'Ana Autora',
  type: 'music',
  language: 'pt-BR',
  description: 'Um disco.',
  contentFee: 1200,
  platforms: ['music-streaming', 'radio-livre-play'],
  addedOn: '2026-11-01T10:00:00.000Z',
  withdrawnAt: null,
};

const SOLD_AT = '2026-11-20T09:30:00.000Z';
const SALE: Sale = {
  kind: 'purchase',
  soldAt: SOLD_AT,
  work: { id: WORK.id, title: WORK.title },
  duration: 'lifetime',
  platforms: ['radio-livre-play'],
  contentFee: 1200,
  payoutDate: new Date(Date.parse(SOLD_AT) + PAYOUT_DELAY_HOURS * 3_600_000).toISOString(),
};

function author(works: StudioWork[] = [WORK], sales: Sale[] = [SALE]) {
  return fakeApi({
    'GET session': () => ok({ account: AUTHOR }),
    'GET platforms': () => ok({ platforms: PLATFORMS }),
    'GET studio/works': () => ok({ works }),
    'GET studio/sales': () =>
      ok({
        sales,
        months: sales.length ? [{ month: '2026-11', sales: sales.length, contentFees: 1200 }] : [],
      }),
  });
}

describe('the author studio, as the server renders it', () => {
  it('says what it is for and that it needs JavaScript, with no control that would do nothing', async () => {
    const { html } = await renderPageFragment(page, {
      language: 'sv',
      pathname: '/estudio',
      baseUrl: 'http://remote.test/',
      fetch,
    });
    expect(html).toContain('<h1>Studio för upphovspersoner</h1>');
    expect(html).toMatch(/<p role="status">Studion för upphovspersoner kräver JavaScript/);
    expect(html).not.toMatch(/<button|<input|<form|<a /);
  });
});

describe('the author studio', () => {
  it('lists the works with their listed fee and platforms, named as seeded or as written', async () => {
    author();
    await renderStudioPage(StudioPage, 'studio');
    const works = await screen.findByRole('region', { name: 'Your works' });
    expect(within(works).getByText('1 work.')).toBeTruthy();
    expect(within(works).getByRole('heading', { name: 'Ondas curtas' })).toBeTruthy();
    expect(
      within(works).getByText(
        `Listed at ${formatMoney(1200, 'en')} (the content fee of a lifetime licence)`,
      ),
    ).toBeTruthy();
    expect(within(works).getByText('Platforms: Music streaming, Rádio Livre Play')).toBeTruthy();
  });

  it('registers a work: the fee typed in the language’s way is sent as cents, and the form is ready for the next', async () => {
    const api = author([]);
    api.answer('POST studio/works', (body) =>
      ok({ ...WORK, ...(body as object), id: 'novo-a1', withdrawnAt: null }, 201),
    );
    const view = await renderStudioPage(StudioPage, 'studio', 'pt-BR');
    const form = await screen.findByRole('region', { name: 'Cadastrar uma obra' });
    await userEvent.type(within(form).getByLabelText('Título'), 'Novo <b>disco</b>');
    expect((within(form).getByLabelText('Nome do autor') as HTMLInputElement).value).toBe(
      'Ana Autora',
    );
    await userEvent.click(within(form).getByLabelText('Música'));
    await userEvent.type(within(form).getByLabelText('Descrição'), 'Primeira linha\nSegunda linha');
    await userEvent.type(within(form).getByLabelText('Taxa de conteúdo de tabela'), '1.234,5');
    await userEvent.click(within(form).getByLabelText(/^Rádio Livre Play/));
    await userEvent.click(within(form).getByRole('button', { name: 'Cadastrar a obra' }));
    await waitFor(() => expect(api.sent('POST studio/works')).toHaveLength(1));
    expect(api.sent('POST studio/works')[0]?.body).toEqual({
      title: 'Novo <b>disco</b>',
      author: 'Ana Autora',
      type: 'music',
      language: 'pt-BR',
      description: 'Primeira linha\nSegunda linha',
      contentFee: 123_450,
      platforms: ['radio-livre-play'],
    });
    // Shown as text, never as markup.
    const works = screen.getByRole('region', { name: 'Suas obras' });
    expect(await within(works).findByRole('heading', { name: 'Novo <b>disco</b>' })).toBeTruthy();
    expect(works.querySelector('b')).toBeNull();
    expect((within(form).getByLabelText('Título') as HTMLInputElement).value).toBe('');
    expect(view.notifications.at(-1)?.[0]).toMatchObject({
      kind: 'success',
      link: { to: `/?q=${encodeURIComponent('Novo <b>disco</b>')}` },
    });
  });

  it('puts each refusal beside its field, keeps what was typed, and focuses the first field in error', async () => {
    const api = author([]);
    api.answer('POST studio/works', () =>
      problem('invalid-request', 400, [
        { pointer: '/title', code: 'maxLength', limit: 200 },
        { pointer: '/type', code: 'required' },
        { pointer: '/description', code: 'pattern' },
        { pointer: '/contentFee', code: 'maximum', limit: 10_000_000 },
        { pointer: '/platforms', code: 'minItems', limit: 1 },
      ]),
    );
    await renderStudioPage(StudioPage, 'studio');
    const form = await screen.findByRole('region', { name: 'Register a work' });
    const title = within(form).getByLabelText('Title');
    await userEvent.click(title);
    await userEvent.paste('T'.repeat(250));
    await userEvent.type(within(form).getByLabelText('Listed content fee'), '999999999');
    await userEvent.click(within(form).getByRole('button', { name: 'Register the work' }));
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect((title as HTMLInputElement).value).toBe('T'.repeat(250));
    expect(form.textContent).toContain('Too long: at most 200 characters.');
    expect(form.textContent).toContain('Choose one.');
    expect(form.textContent).toContain('Remove the tabs and other control characters');
    expect(form.textContent).toContain(`At most ${formatMoney(10_000_000, 'en')}.`);
    expect(
      within(form).getByRole('group', { name: 'Platforms that may distribute it' }).textContent,
    ).toContain('Choose one.');
  });

  it('when the session has ended, offers to sign in again beside the form and keeps what was typed', async () => {
    const api = author([]);
    api.answer('POST studio/works', () => problem('unauthenticated', 401));
    await renderStudioPage(StudioPage, 'studio');
    const form = await screen.findByRole('region', { name: 'Register a work' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Kept');
    await userEvent.click(within(form).getByRole('button', { name: 'Register the work' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Your session has ended');
    expect(within(alert).getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Kept');
  });

  it('edits a work in place, with its fee in the field as the language writes it', async () => {
    const api = author();
    api.answer('PUT studio/works/ondas-curtas-a1b2c3', (body) =>
      ok({ ...WORK, ...(body as object) }),
    );
    await renderStudioPage(StudioPage, 'studio', 'fi');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Muokkaa teosta ”Ondas curtas”' }),
    );
    const form = screen.getByRole('form', { name: 'Muokkaa teosta ”Ondas curtas”' });
    const fee = within(form).getByLabelText('Sisältömaksu');
    expect((fee as HTMLInputElement).value).toBe('12,00');
    await userEvent.clear(fee);
    await userEvent.type(fee, '15');
    await userEvent.click(within(form).getByRole('button', { name: 'Tallenna muutokset' }));
    await waitFor(() => expect(api.sent('PUT studio/works/ondas-curtas-a1b2c3')).toHaveLength(1));
    expect(api.sent('PUT studio/works/ondas-curtas-a1b2c3')[0]?.body).toMatchObject({
      contentFee: 1500,
      platforms: ['music-streaming', 'radio-livre-play'],
    });
    // Back to the list, focus on the button that opened the form.
    const edit = await screen.findByRole('button', { name: 'Muokkaa teosta ”Ondas curtas”' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  const WITHDRAWAL = 'POST studio/works/ondas-curtas-a1b2c3/withdrawal';
  const withdrawn = () => ok({ ...WORK, withdrawnAt: '2026-11-22T10:00:00.000Z' });

  /** Opens the withdrawal's dialog of the one work, as an author does. */
  async function askToWithdraw() {
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw “Ondas curtas”' }));
    return screen.getByRole('dialog', { name: 'Withdraw “Ondas curtas”?' });
  }

  it('withdraws a work after asking: new sales stop, licences stay valid; the dialog closes once the server agreed, and the focus goes to the work', async () => {
    const api = author();
    api.answer(WITHDRAWAL, withdrawn);
    const view = await renderStudioPage(StudioPage, 'studio');
    const dialog = await askToWithdraw();
    expect(dialog.textContent).toContain(
      'Every licence already sold, rentals included, stays valid.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the work' }));
    expect(await screen.findByText(/^Withdrawn on .*: no new sales/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw “Ondas curtas”' })).toBeNull();
    expect(view.notifications).toContainEqual([
      { kind: 'success', message: '“Ondas curtas” is withdrawn.' },
    ]);
    const works = screen.getByRole('region', { name: 'Your works' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(works).getByRole('heading', { name: 'Ondas curtas' }),
      ),
    );
    expect(api.sent(WITHDRAWAL)).toHaveLength(1);
  });

  it('keeps the dialog open on a refusal and says it there, in words; a second try that succeeds closes it', async () => {
    const api = author();
    api.answer(WITHDRAWAL, () => problem('work-not-found', 404));
    await renderStudioPage(StudioPage, 'studio', 'pt-BR');
    await userEvent.click(await screen.findByRole('button', { name: 'Retirar “Ondas curtas”' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirar “Ondas curtas”?' });
    const confirm = within(dialog).getByRole('button', { name: 'Retirar a obra' });
    await userEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Esta obra não está no catálogo.',
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    // Said nowhere else on the page.
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    api.answer(WITHDRAWAL, withdrawn);
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/^Retirada em .*/)).toBeTruthy();
    expect(api.sent(WITHDRAWAL)).toHaveLength(2);
  });

  it('says in the dialog that the marketplace could not be reached', async () => {
    const api = author();
    api.answer(WITHDRAWAL, unreachable);
    await renderStudioPage(StudioPage, 'studio');
    const dialog = await askToWithdraw();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the work' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The marketplace could not be reached. Check your connection and try again: nothing was saved.',
    );
  });

  it('when the session has ended, says so in the dialog and offers to sign in there; confirming again then withdraws', async () => {
    const api = author();
    api.answer(WITHDRAWAL, () => problem('unauthenticated', 401));
    api.answer('POST sessions/options', () => ok({ options: { challenge: 'aW4' } }));
    api.answer('POST sessions', () => ok(AUTHOR));
    await renderStudioPage(StudioPage, 'studio');
    const dialog = await askToWithdraw();
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw the work' });
    await userEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your session has ended, so nothing was changed. Sign in again, then try once more.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(api.sent('POST sessions')).toHaveLength(1));

    api.answer(WITHDRAWAL, withdrawn);
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/^Withdrawn on .*: no new sales/)).toBeTruthy();
  });

  it('sends one withdrawal for two quick taps, and says what it is doing meanwhile', async () => {
    const api = author();
    const held = heldAnswer({
      status: 200,
      body: { ...WORK, withdrawnAt: '2026-11-22T10:00:00.000Z' },
    });
    api.answer(WITHDRAWAL, held.handler);
    await renderStudioPage(StudioPage, 'studio');
    const dialog = await askToWithdraw();
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw the work' });
    // Two taps before the page has drawn the first one's answer.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await within(dialog).findByRole('button', { name: 'Withdrawing…' })).toBe(confirm);
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(confirm);
    held.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(WITHDRAWAL)).toHaveLength(1);
  });

  it('shows each sale with its content fee and its payout date, and the month’s total', async () => {
    author();
    await renderStudioPage(StudioPage, 'studio');
    const sales = await screen.findByRole('region', { name: 'Every sale' });
    const row = within(sales).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText(formatDateTime(SALE.soldAt, 'en'))).toBeTruthy();
    expect(within(row).getByText(formatDateTime(SALE.payoutDate, 'en'))).toBeTruthy();
    expect(within(row).getByText('Rádio Livre Play')).toBeTruthy();
    expect(within(row).getByText('Lifetime')).toBeTruthy();
    const months = screen.getByRole('region', { name: 'Sales by month' });
    expect(within(months).getByText('November 2026')).toBeTruthy();
    expect(screen.getByText(/paid 48 hours after the sale/)).toBeTruthy();
  });

  it('signed out: sign in here, or go and sign up; a distributor is sent to its console', async () => {
    const api = fakeApi({ 'GET session': () => ok({ account: null }) });
    await renderStudioPage(StudioPage, 'studio');
    expect(await screen.findByText('Sign in as an author to use the studio.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'No account yet? Sign up' }).getAttribute('href')).toBe(
      '/en/conta',
    );
    api.answer('GET session', () => ok({ account: DISTRIBUTOR }));
    await renderStudioPage(StudioPage, 'studio');
    expect(
      (await screen.findByRole('link', { name: 'Go to the distributor console' })).getAttribute(
        'href',
      ),
    ).toBe('/en/painel-do-distribuidor');
  });
});
