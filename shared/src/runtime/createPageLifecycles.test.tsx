// @vitest-environment jsdom
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LifecycleProps } from '../remote-contract';
import { renderPageFragment } from '../server/renderPageFragment';
import { createPageLifecycles } from './createPageLifecycles';
import { definePage } from '../react/definePage';
import { useHydrated } from '../react/useHydrated';
import { useRemoteProps } from './RemotePropsContext';

// Mounting resolves once React has committed the page; act() would hold back its first render
// (a transition) until the very mount that waits for it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const texts = {
  './locales/en/probe-page.json': () =>
    Promise.resolve({ default: { title: 'Hello', meta: { description: 'A probe page.' } } }),
  './locales/fi/probe-page.json': () => Promise.resolve({ default: { title: 'Hei' } }),
};

function ProbePage() {
  const { t } = useTranslation('probe-page');
  const { search } = useRemoteProps();
  const hydrated = useHydrated();
  return (
    <section>
      <h1>{t('title')}</h1>
      <p>{hydrated ? `query ${search}` : 'query (server)'}</p>
    </section>
  );
}

let mounts = 0;
function props(domElement: HTMLElement, overrides: Partial<LifecycleProps> = {}): LifecycleProps {
  return {
    domElement,
    name: `probe#${++mounts}`,
    serverRendered: false,
    language: 'en',
    pathname: '/probe',
    search: '',
    hash: '',
    baseUrl: 'http://remote.test/',
    navigate: vi.fn(),
    notify: vi.fn(),
    ...overrides,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('createPageLifecycles', () => {
  it('renders the page anew, translated, once mount resolves; update and unmount follow', async () => {
    const page = createPageLifecycles(definePage({ Component: ProbePage, texts }));
    const element = document.createElement('div');
    const mounted = props(element, { search: '?a' });
    await page.bootstrap(mounted);
    await page.mount(mounted);
    expect(element.querySelector('h1')?.textContent).toBe('Hello');
    expect(element.querySelector('p')?.textContent).toBe('query ?a');

    await page.update({ ...mounted, search: '?b' });
    expect(element.querySelector('p')?.textContent).toBe('query ?b');

    await page.unmount(mounted);
    expect(element.innerHTML).toBe('');
  });

  it("hydrates the server's HTML of the page: the nodes on screen stay, and the page runs", async () => {
    const definition = definePage({ Component: ProbePage, texts });
    const page = createPageLifecycles(definition);
    const server = await renderPageFragment(definition, {
      language: 'en',
      pathname: '/probe',
      baseUrl: 'http://remote.test/',
      fetch,
    });
    const element = document.createElement('div');
    element.innerHTML = server.html;
    document.body.append(element);
    const heading = element.querySelector('h1');
    const errors = vi.spyOn(console, 'error');

    const mounted = props(element, { serverRendered: true, search: '?q=x' });
    await page.mount(mounted);
    await vi.waitFor(() => expect(element.querySelector('p')?.textContent).toBe('query ?q=x'));
    expect(element.querySelector('h1')).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
    await page.unmount(mounted);
    element.remove();
  });

  it("gives the page's description (meta.description) with its server HTML, if it has one", async () => {
    const definition = definePage({ Component: ProbePage, texts });
    const request = { pathname: '/probe', baseUrl: 'http://remote.test/', fetch };
    const english = await renderPageFragment(definition, { ...request, language: 'en' });
    expect(english.description).toBe('A probe page.');
    const finnish = await renderPageFragment(definition, { ...request, language: 'fi' });
    expect(finnish).not.toHaveProperty('description');
  });

  it('renders anew when the data the page prepares cannot be had (its HTML would differ)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const prepare = vi.fn(() => Promise.reject(new Error('offline')));
    const page = createPageLifecycles(definePage({ Component: ProbePage, texts, prepare }));
    const element = document.createElement('div');
    element.innerHTML = '<section><h1>stale</h1></section>';
    const mounted = props(element, { serverRendered: true });
    await page.mount(mounted);
    expect(prepare).toHaveBeenCalledWith(
      expect.objectContaining({ language: 'en', baseUrl: 'http://remote.test/' }),
    );
    expect(element.querySelector('h1')?.textContent).toBe('Hello');
    await page.unmount(mounted);
  });

  it('mounts the same page twice, in two elements, under two names', async () => {
    const page = createPageLifecycles(definePage({ Component: ProbePage, texts }));
    const first = props(document.createElement('div'));
    const second = props(document.createElement('div'));
    await page.mount(first);
    await page.mount(second);
    await page.unmount(first);
    expect(first.domElement.innerHTML).toBe('');
    expect(second.domElement.querySelector('h1')).not.toBeNull();
    await page.unmount(second);
  });

  it('a page that throws while rendering shows a message with Retry in its own area', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Broken() {
      if (broken) throw new Error('boom');
      return <h1>Fine</h1>;
    }
    const page = createPageLifecycles(definePage({ Component: Broken, texts }));
    const element = document.createElement('div');
    document.body.append(element);
    const mounted = props(element);
    await page.mount(mounted);
    const alert = element.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).not.toBe('');
    broken = false;
    alert?.querySelector('button')?.click();
    await vi.waitFor(() => expect(element.querySelector('h1')?.textContent).toBe('Fine'));
    await page.unmount(mounted);
    element.remove();
  });
});
