// @vitest-environment jsdom
import type { RemoteProps } from '@fair/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import shellTexts from '../locales/en/shell.json';
import type { RemoteRoute } from '../routes';
import { RemoteOutlet } from './RemoteOutlet';

const loader = vi.hoisted(() => ({
  loadPageLifecycles: vi.fn(),
  forgetFailedRemote: vi.fn(),
}));
vi.mock('../remotes/remoteLoader', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...loader,
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { shell: shellTexts } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const route: RemoteRoute = {
  path: '/faq',
  remote: 'mf_audiences',
  module: './FaqPage',
  labelKey: 'nav.faq',
};

function props(language: RemoteProps['language']): RemoteProps {
  return { language, pathname: '/faq', search: '', hash: '', navigate: vi.fn(), notify: vi.fn() };
}

/** A remote page that renders its language into the element the shell gives it. */
function fakeLifecycles() {
  const calls: string[] = [];
  return {
    calls,
    lifecycles: {
      bootstrap: vi.fn(async () => void calls.push('bootstrap')),
      mount: vi.fn(async (p: RemoteProps & { domElement: HTMLElement }) => {
        calls.push(`mount:${p.language}`);
        p.domElement.innerHTML = `<h1>FAQ in ${p.language}</h1>`;
      }),
      update: vi.fn(async (p: RemoteProps & { domElement: HTMLElement }) => {
        calls.push(`update:${p.language}`);
        p.domElement.innerHTML = `<h1>FAQ in ${p.language}</h1>`;
      }),
      unmount: vi.fn(async (p: RemoteProps & { domElement: HTMLElement }) => {
        calls.push('unmount');
        p.domElement.innerHTML = '';
      }),
    },
  };
}

function renderOutlet(remoteProps: RemoteProps) {
  return render(
    <I18nextProvider i18n={i18n}>
      <RemoteOutlet route={route} remoteProps={remoteProps} focusHeading={false} />
    </I18nextProvider>,
  );
}

describe('RemoteOutlet', () => {
  it('mounts the page with the shell props, updates it on change and unmounts on leaving', async () => {
    const { calls, lifecycles } = fakeLifecycles();
    loader.loadPageLifecycles.mockResolvedValue(lifecycles);
    const view = renderOutlet(props('pt-BR'));
    expect(await screen.findByRole('heading', { name: 'FAQ in pt-BR' })).toBeTruthy();
    expect(loader.loadPageLifecycles).toHaveBeenCalledWith('mf_audiences', './FaqPage');

    view.rerender(
      <I18nextProvider i18n={i18n}>
        <RemoteOutlet route={route} remoteProps={props('fi')} focusHeading={false} />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'FAQ in fi' })).toBeTruthy();

    view.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calls).toEqual(['bootstrap', 'mount:pt-BR', 'update:fi', 'unmount']);
  });

  it('shows a translated fallback with Retry when the remote fails, and Retry loads it again', async () => {
    const { lifecycles } = fakeLifecycles();
    loader.loadPageLifecycles.mockRejectedValueOnce(new Error('RUNTIME-008'));
    loader.loadPageLifecycles.mockResolvedValueOnce(lifecycles);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOutlet(props('en'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the site could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(loader.forgetFailedRemote).toHaveBeenCalledWith('mf_audiences');
    expect(await screen.findByRole('heading', { name: 'FAQ in en' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the fallback when the page itself throws while mounting', async () => {
    const { lifecycles } = fakeLifecycles();
    lifecycles.mount.mockRejectedValueOnce(new Error('broken page'));
    loader.loadPageLifecycles.mockResolvedValue(lifecycles);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOutlet(props('en'));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
