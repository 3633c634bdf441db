// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createShellHistory, FIRST_ENTRY, type ShellHistory } from './shellHistory';
import { ShellLink } from './ShellLink';
import {
  BrowserLocation,
  StaticLocation,
  useShellLocation,
  useShellNavigate,
} from './ShellLocation';

// jsdom does not scroll (it says so on the console): where the history asks the window to scroll
// is recorded instead.
let scrollTo: MockInstance;
beforeEach(() => {
  window.history.replaceState(null, '', '/en/faq?open=1#price');
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  scrollTo.mockRestore();
});

/** Waits for the browser's history to settle after `back()` (jsdom traverses asynchronously). */
const popped = () =>
  new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('the shell history', () => {
  it('reads the entry the page was loaded at as the first one, the same object until it changes', () => {
    const history = createShellHistory(window);
    const first = history.location();
    expect(first).toEqual({
      pathname: '/en/faq',
      search: '?open=1',
      hash: '#price',
      key: FIRST_ENTRY,
    });
    expect(history.location()).toBe(first);
  });

  it('adds an entry per navigation, each with its own key, and tells its listeners', () => {
    const history = createShellHistory(window);
    const listener = vi.fn();
    history.listen(listener);
    const length = window.history.length;
    history.navigate('/en/articles?page=2');
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname).toBe('/en/articles');
    const second = history.location();
    expect(second).toMatchObject({ pathname: '/en/articles', search: '?page=2', hash: '' });
    expect(second.key).not.toBe(FIRST_ENTRY);
    expect(listener).toHaveBeenLastCalledWith(second);
    history.navigate('/en/authors');
    expect(history.location().key).not.toBe(second.key);
  });

  it('replaces the entry when asked, and when going to the address already shown', () => {
    const history = createShellHistory(window);
    const length = window.history.length;
    history.navigate('/en/faq?open=1#price');
    history.navigate('/en/articles', { replace: true });
    expect(window.history.length).toBe(length);
    expect(history.location().pathname).toBe('/en/articles');
  });

  it("follows the browser's Back, and stops telling a listener that left", async () => {
    const history = createShellHistory(window);
    const listener = vi.fn();
    const unlisten = history.listen(listener);
    history.navigate('/en/articles');
    const back = popped();
    window.history.back();
    await back;
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ pathname: '/en/faq', key: FIRST_ENTRY }),
    );
    unlisten();
    listener.mockClear();
    const forward = popped();
    window.history.forward();
    await forward;
    expect(listener).not.toHaveBeenCalled();
  });

  it('opens another page at its top; the same page with a new query or fragment keeps its place', () => {
    const history = createShellHistory(window);
    history.navigate('/en/faq?open=2#other');
    history.navigate('/en/faq#price', { replace: true });
    expect(scrollTo).not.toHaveBeenCalled();
    history.navigate('/en/articles#copyleft');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    // A replaced address (a query written as the visitor types) is the same visit.
    history.navigate('/en/obras/x', { replace: true });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('never leaves the site', () => {
    const history = createShellHistory(window);
    expect(() => history.navigate('https://elsewhere.example/en/faq')).toThrow(/within its site/);
    expect(window.location.pathname).toBe('/en/faq');
  });
});

function Where() {
  const { pathname, search, key } = useShellLocation();
  return (
    <p data-testid="where">{`${pathname}${search} ${key === FIRST_ENTRY ? 'first' : 'later'}`}</p>
  );
}

describe('links and locations', () => {
  let history: ShellHistory;
  beforeEach(() => {
    history = createShellHistory(window);
  });

  it('goes to a link without loading a document and renders the new location', async () => {
    render(
      <BrowserLocation history={history}>
        <Where />
        <ShellLink to="/en/articles">Articles</ShellLink>
      </BrowserLocation>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/en/faq?open=1 first');
    const link = screen.getByRole('link', { name: 'Articles' });
    expect(link.getAttribute('href')).toBe('/en/articles');
    let kept = true;
    // Read after React's handler (on the root), where the browser decides.
    document.addEventListener('click', (event) => (kept = !event.defaultPrevented), { once: true });
    await act(async () => {
      fireEvent.click(link);
    });
    expect(kept).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/en/articles later');
  });

  it('leaves a modified click, another button and another target to the browser', () => {
    render(
      <BrowserLocation history={history}>
        <ShellLink to="/en/articles">Articles</ShellLink>
        <ShellLink to="/en/authors" target="_blank">
          Authors
        </ShellLink>
      </BrowserLocation>,
    );
    const prevented: boolean[] = [];
    document.addEventListener('click', (event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault(); // jsdom does not load documents; the browser would
    });
    const articles = screen.getByRole('link', { name: 'Articles' });
    fireEvent.click(articles, { ctrlKey: true });
    fireEvent.click(articles, { metaKey: true });
    fireEvent.click(articles, { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Authors' }));
    expect(prevented).toEqual([false, false, false, false]);
    expect(window.location.pathname).toBe('/en/faq');
  });

  it('renders a fixed location to HTML, which cannot navigate', () => {
    const html = renderToString(
      <StaticLocation path="/fi/ukk?x=1">
        <Where />
        <ShellLink to="/fi/">Etusivu</ShellLink>
      </StaticLocation>,
    );
    expect(html).toContain('/fi/ukk?x=1 first');
    expect(html).toContain('href="/fi/"');
    function Navigating() {
      const navigate = useShellNavigate();
      navigate('/fi/');
      return null;
    }
    expect(() =>
      renderToString(
        <StaticLocation path="/fi/ukk">
          <Navigating />
        </StaticLocation>,
      ),
    ).toThrow(/cannot go to \/fi\//);
  });
});
