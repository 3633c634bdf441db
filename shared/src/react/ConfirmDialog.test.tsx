// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installJsdomStandIns } from '../testing/jsdom';
import { loadTestTexts } from '../testing/texts';
import { ConfirmDialog } from './ConfirmDialog';

let i18n: Awaited<ReturnType<typeof loadTestTexts>>;
beforeAll(async () => {
  installJsdomStandIns();
  i18n = await loadTestTexts('en');
});
afterEach(cleanup);

const inPage = (dialog: ReactNode) =>
  render(<I18nextProvider i18n={i18n}>{dialog}</I18nextProvider>);

/** A dialog whose confirming asks a server: the answer is a string, a failure says its reason. */
const askingDialog = (
  onConfirm: () => Promise<string>,
  onConfirmed: (answer: string) => void,
  onClose: () => void,
) =>
  inPage(
    <ConfirmDialog
      title="Erase?"
      confirmLabel="Erase"
      busyLabel="Erasing…"
      describeFailure={(failure) => `Not erased: ${String(failure)}.`}
      onConfirm={onConfirm}
      onConfirmed={onConfirmed}
      onClose={onClose}
    >
      <p>The name goes.</p>
    </ConfirmDialog>,
  );

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('asks with Cancel focused; Cancel closes without confirming', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    inPage(
      <ConfirmDialog
        title="Forget it?"
        confirmLabel="Forget"
        danger
        onConfirm={onConfirm}
        onClose={onClose}
      >
        <p>It cannot be undone.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Forget it?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Forget' }).className).toContain('button--danger');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('does what it asked at once, then closes', () => {
    const order: string[] = [];
    inPage(
      <ConfirmDialog
        title="Reset?"
        confirmLabel="Reset"
        onConfirm={() => order.push('confirmed')}
        onClose={() => order.push('closed')}
      >
        <p>Back to the start.</p>
      </ConfirmDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(order).toEqual(['confirmed', 'closed']);
  });

  it('waits for the server: says so, ignores taps, then closes and hands over the answer', async () => {
    const asked = deferred<string>();
    const onConfirm = vi.fn(() => asked.promise);
    const order: string[] = [];
    askingDialog(
      onConfirm,
      (answer) => order.push(`kept ${answer}`),
      () => order.push('closed'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    const busy = screen.getByRole('button', { name: 'Erasing…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(order).toEqual([]);
    await act(async () => asked.resolve('the licence'));
    expect(order).toEqual(['closed', 'kept the licence']);
  });

  it('stays open on a failure, says it, and tries again', async () => {
    const first = deferred<string>();
    const onConfirm = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce('the licence');
    const onConfirmed = vi.fn();
    const onClose = vi.fn();
    askingDialog(onConfirm, onConfirmed, onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    await act(async () => first.reject('offline'));
    expect(screen.getByRole('alert').textContent).toBe('Not erased: offline.');
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirmed).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('the licence'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks once for two taps in one moment, before the page has drawn the first', async () => {
    const asked = deferred<string>();
    const onConfirm = vi.fn(() => asked.promise);
    askingDialog(onConfirm, vi.fn(), vi.fn());
    const erase = screen.getByRole('button', { name: 'Erase' });
    act(() => {
      erase.click();
      erase.click();
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => asked.resolve('the licence'));
  });

  it('does not call a fault of the page in keeping the answer a failure of the server', async () => {
    const onClose = vi.fn();
    const fault = new Error('the page broke');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      askingDialog(
        () => Promise.resolve('the licence'),
        () => {
          throw fault;
        },
        onClose,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('alert')).toBeNull();
      await waitFor(() => expect(unhandled).toHaveBeenCalledWith(fault, expect.anything()));
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
