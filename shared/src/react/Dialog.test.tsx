// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installJsdomStandIns } from '../testing/jsdom';
import { loadTestTexts } from '../testing/texts';
import { Dialog } from './Dialog';

let i18n: Awaited<ReturnType<typeof loadTestTexts>>;
beforeAll(async () => {
  installJsdomStandIns();
  i18n = await loadTestTexts('fi');
});
afterEach(cleanup);

const opened = (content: ReactNode, onClose = vi.fn()) => {
  render(
    <I18nextProvider i18n={i18n}>
      <h1>Page</h1>
      <Dialog labelledBy="title" onClose={onClose}>
        <h2 id="title">Buy</h2>
        {content}
      </Dialog>
    </I18nextProvider>,
  );
  return onClose;
};

describe('Dialog', () => {
  it('has a Close button, named in the page’s language, that closes it', () => {
    const onClose = opened(<button type="button">Confirm</button>);
    const dialog = screen.getByRole('dialog', { name: 'Buy' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sulje' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts with the focus on its own first control, not on Close', () => {
    opened(
      <form>
        <input type="checkbox" aria-label="E-book" />
        <button type="button">Confirm</button>
      </form>,
    );
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'E-book' }));
  });

  it('starts with the focus on the control it marks, when it marks one', () => {
    opened(
      <>
        <button type="button">Erase</button>
        <button type="button" data-autofocus>
          Keep
        </button>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
  });
});
