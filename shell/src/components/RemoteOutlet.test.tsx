// @vitest-environment jsdom
import type { LifecycleProps, RemoteProps } from '@fair/shared';
import { FRAGMENT_ATTRIBUTES, FRAGMENT_CLASS, PAGE_MARK, ROUTES } from '@fair/shared/site';
import { cleanup, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FrameRenderContext } from '../FrameRenderContext';
import { englishShellI18n } from '../test/shellI18n';
import { RemoteOutlet } from './RemoteOutlet';

const ENTRY = 'http://audiences.test/v2/remoteEntry.js';
const loader = vi.hoisted(() => ({ loadPageLifecycles: vi.fn(), entryOf: vi.fn() }));
vi.mock('../remotes/remoteLoader', () => loader);
const documents = vi.hoisted(() => ({ fetchRemotesDocument: vi.fn() }));
vi.mock('../remotes/remotesDocument', () => documents);

let i18n: i18n;
beforeAll(async () => {
  i18n = await englishShellI18n();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const faq = ROUTES.find((candidate) => candidate.id === 'faq');
if (!faq) throw new Error('the app table has no FAQ page');
const route = faq;

function props(search = ''): RemoteProps {
  return {
    language: 'en',
    pathname: '/faq',
    search,
    hash: '',
    navigate: vi.fn(),
    notify: vi.fn(),
    baseUrl: 'http://audiences.test/v2/',
  };
}

/** A remote page that renders into the element the shell gives it (or keeps what is there). */
function fakeLifecycles() {
  const calls: LifecycleProps[] = [];
  const lifecycles = {
    bootstrap: vi.fn(async () => undefined),
    mount: vi.fn(async (p: LifecycleProps) => {
      calls.push(p);
      if (!p.serverRendered) p.domElement.innerHTML = `<h1>FAQ ${p.search}</h1>`;
    }),
    update: vi.fn(async (p: LifecycleProps) => {
      p.domElement.innerHTML = `<h1>FAQ ${p.search}</h1>`;
    }),
    unmount: vi.fn(async (p: LifecycleProps) => {
      p.domElement.innerHTML = '';
    }),
  };
  return { calls, lifecycles };
}

const outlet = (remoteProps: RemoteProps) => (
  <I18nextProvider i18n={i18n}>
    <RemoteOutlet route={route} remoteProps={remoteProps} focusHeading={false} />
  </I18nextProvider>
);

/** The outlet as the composed page holds it: the frame's HTML with the page's fragment in it. */
function serverPage(fragmentEntry: string) {
  const frame = renderToString(
    <I18nextProvider i18n={i18n}>
      <FrameRenderContext.Provider value={true}>
        <RemoteOutlet route={route} remoteProps={props()} focusHeading={false} />
      </FrameRenderContext.Provider>
    </I18nextProvider>,
  );
  const wrapper = `<div class="${FRAGMENT_CLASS}" ${FRAGMENT_ATTRIBUTES.entry}="${fragmentEntry}" ${FRAGMENT_ATTRIBUTES.page}="faq" ${FRAGMENT_ATTRIBUTES.language}="en"><h1>FAQ from the server</h1></div>`;
  const container = document.createElement('div');
  container.innerHTML = frame.replace(PAGE_MARK, wrapper);
  document.body.append(container);
  return container;
}

/**
 * The outlet hydrated over the page's HTML. Preact's Testing Library does it with `hydrate`; its
 * types leave that option out.
 */
function hydrateOver(container: HTMLElement) {
  const options = { container, hydrate: true };
  return render(outlet(props()), options as Parameters<typeof render>[1]);
}

/** The page's remote cannot load: a newer version of the site moved it (`…/v3/`). */
function newerVersionMovedTheRemote() {
  loader.entryOf.mockReturnValue(ENTRY);
  loader.loadPageLifecycles.mockRejectedValue(new Error('RUNTIME-008'));
  documents.fetchRemotesDocument.mockResolvedValue({
    entries: { mf_audiences: 'http://audiences.test/v3/remoteEntry.js' },
    unusable: {},
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('RemoteOutlet', () => {
  it('renders the page anew after a navigation: mounted with the props, updated, unmounted', async () => {
    const { calls, lifecycles } = fakeLifecycles();
    loader.entryOf.mockReturnValue(ENTRY);
    loader.loadPageLifecycles.mockResolvedValue(lifecycles);
    const view = render(outlet(props('?a')));
    expect(await screen.findByRole('heading', { name: 'FAQ ?a' })).toBeTruthy();
    expect(loader.loadPageLifecycles).toHaveBeenCalledWith('mf_audiences', './FaqPage');
    expect(calls[0]).toMatchObject({ serverRendered: false, language: 'en', search: '?a' });
    expect(calls[0]?.name).toMatch(/^mf_audiences\/faq#\d+$/);

    view.rerender(outlet(props('?b')));
    expect(await screen.findByRole('heading', { name: 'FAQ ?b' })).toBeTruthy();

    view.unmount();
    await vi.waitFor(() => expect(lifecycles.unmount).toHaveBeenCalledTimes(1));
  });

  it("hydrates the server's HTML when it comes from the entry the page loads: nothing on screen is replaced", async () => {
    const { calls, lifecycles } = fakeLifecycles();
    loader.entryOf.mockReturnValue(ENTRY);
    loader.loadPageLifecycles.mockResolvedValue(lifecycles);
    const container = serverPage(ENTRY);
    const heading = container.querySelector('h1');
    hydrateOver(container);
    await vi.waitFor(() =>
      expect(container.querySelector('[data-state="mounted"]')).not.toBeNull(),
    );
    expect(calls[0]?.serverRendered).toBe(true);
    expect(calls[0]?.domElement.classList.contains(FRAGMENT_CLASS)).toBe(true);
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('renders anew over HTML from another version of the remote (the one it loads is newer)', async () => {
    const { calls, lifecycles } = fakeLifecycles();
    loader.entryOf.mockReturnValue(ENTRY);
    loader.loadPageLifecycles.mockResolvedValue(lifecycles);
    const container = serverPage('http://audiences.test/v1/remoteEntry.js');
    hydrateOver(container);
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeTruthy();
    expect(calls[0]?.serverRendered).toBe(false);
    expect(calls[0]?.domElement.hasAttribute(FRAGMENT_ATTRIBUTES.entry)).toBe(false);
  });

  it('shows a translated fallback with Retry when the remote fails, and Retry loads it again', async () => {
    const { lifecycles } = fakeLifecycles();
    loader.entryOf.mockReturnValue(ENTRY);
    loader.loadPageLifecycles.mockRejectedValueOnce(new Error('RUNTIME-008'));
    loader.loadPageLifecycles.mockResolvedValueOnce(lifecycles);
    documents.fetchRemotesDocument.mockResolvedValue({
      entries: { mf_audiences: ENTRY },
      unusable: {},
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(outlet(props()));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the site could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('over the server’s HTML, a failure is a notice and the page stays readable', async () => {
    loader.entryOf.mockReturnValue(ENTRY);
    loader.loadPageLifecycles.mockRejectedValue(new Error('RUNTIME-008'));
    documents.fetchRemotesDocument.mockResolvedValue({
      entries: { mf_audiences: ENTRY },
      unusable: {},
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = serverPage(ENTRY);
    hydrateOver(container);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The interactive part of this page could not be loaded');
    expect(screen.getByRole('heading', { name: 'FAQ from the server' })).toBeTruthy();
  });

  it('over the server’s HTML, a newer version is told in whole sentences, with Reload', async () => {
    newerVersionMovedTheRemote();
    hydrateOver(serverPage(ENTRY));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'A new version of the site is available. Reload the page to continue.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'FAQ from the server' })).toBeTruthy();
  });

  it('offers Reload when a newer version of the site moved the remote the page asked for', async () => {
    newerVersionMovedTheRemote();
    render(outlet(props()));
    const alert = await screen.findByRole('alert');
    expect(
      screen.getByRole('heading', { name: 'A new version of the site is available' }),
    ).toBeTruthy();
    expect(alert.textContent).toContain('Reload the page to continue.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('a mount that takes seconds (a busy phone) is not reported before the page deadline', async () => {
    const { lifecycles } = fakeLifecycles();
    const mount = lifecycles.mount.getMockImplementation();
    lifecycles.mount.mockImplementationOnce(async (p: LifecycleProps) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await mount?.(p);
    });
    loader.entryOf.mockReturnValue(ENTRY);
    loader.loadPageLifecycles.mockResolvedValue(lifecycles);
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    render(outlet(props()));
    expect(await screen.findByRole('heading', { name: 'FAQ' }, { timeout: 3000 })).toBeTruthy();
    // single-spa's own default warns after one second of mounting.
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('shows the fallback when the page itself fails while mounting', async () => {
    const { lifecycles } = fakeLifecycles();
    lifecycles.mount.mockRejectedValueOnce(new Error('broken page'));
    loader.entryOf.mockReturnValue(ENTRY);
    loader.loadPageLifecycles.mockResolvedValue(lifecycles);
    documents.fetchRemotesDocument.mockResolvedValue({
      entries: { mf_audiences: ENTRY },
      unusable: {},
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(outlet(props()));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
