// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/preact';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { englishShellI18n } from '../test/shellI18n';
import { NewVersionNotice } from './NewVersionNotice';

let i18n: i18n;
beforeAll(async () => {
  i18n = await englishShellI18n();
});
afterEach(cleanup);

it('says nothing until a file the page asks for is gone, then offers Reload in whole sentences', () => {
  render(
    <I18nextProvider i18n={i18n}>
      <NewVersionNotice />
    </I18nextProvider>,
  );
  expect(screen.queryByRole('alert')).toBeNull();

  const preloadError = new Event('vite:preloadError', { cancelable: true });
  act(() => {
    window.dispatchEvent(preloadError);
  });

  expect(screen.getByRole('alert').textContent).toContain(
    'A new version of the site is available. Reload the page to continue.',
  );
  expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  // Handled here: Vite would otherwise rethrow it.
  expect(preloadError.defaultPrevented).toBe(true);
});
