// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusArrivedPage, rememberFocusedLinks } from './focusReturn';
import type { ShellHistory, ShellLocation } from './shellHistory';

const entry = (key: string, pathname: string): ShellLocation => ({
  key,
  pathname,
  search: '',
  hash: '',
});

/** A history that is wherever the test puts it. */
function testHistory(location: ShellLocation) {
  const where = { location };
  const history: ShellHistory = {
    location: () => where.location,
    navigate: () => undefined,
    listen: () => () => undefined,
  };
  return { history, where };
}

/** The page's element with the given HTML, as the outlet holds it. */
function showPage(html: string): HTMLElement {
  document.body.innerHTML = `<nav><a href="/en/faq">FAQ</a></nav><main><div id="page">${html}</div></main>`;
  return document.getElementById('page') as HTMLElement;
}

const CATALOGUE = `<h1>Catalogue</h1>
  <a href="/en/works/a">A</a> <a href="/en/works/b">B</a> <a href="/en/works/b">B again</a>`;

let stop: (() => void) | undefined;
let stopFocusing: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  stopFocusing?.();
  stop?.();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the focus after Back and Forward', () => {
  it('returns to the link the visitor left the page by, the right one of several to one work', () => {
    const { history, where } = testHistory(entry('first', '/en/'));
    stop = rememberFocusedLinks(window, history);
    showPage(CATALOGUE);
    document.querySelectorAll<HTMLElement>('a[href="/en/works/b"]')[1]?.focus();
    // The work's page, then Back: the catalogue is drawn again, its links with it.
    where.location = entry('work', '/en/works/b');
    stopFocusing = focusArrivedPage(window, showPage('<h1>B</h1>'));
    expect(document.activeElement?.textContent).toBe('B');
    where.location = entry('first', '/en/');
    stopFocusing = focusArrivedPage(window, showPage(CATALOGUE));
    expect(document.activeElement?.textContent).toBe('B again');
  });

  /**
   * The visitor leaves the catalogue by its link "A", then comes Back to it: the page is shown
   * without its works, which come from the API a moment after it is mounted. Returns the page.
   */
  function backBeforeTheWorksAreDrawn() {
    const { history, where } = testHistory(entry('first', '/en/'));
    stop = rememberFocusedLinks(window, history);
    showPage(CATALOGUE);
    document.querySelector<HTMLElement>('a[href="/en/works/a"]')?.focus();
    where.location = entry('work', '/en/works/a');
    where.location = entry('first', '/en/');
    const page = showPage('<h1>Catalogue</h1>');
    stopFocusing = focusArrivedPage(window, page);
    return page;
  }

  it('holds the focus on the heading until the page draws the link, then moves it there', () => {
    const page = backBeforeTheWorksAreDrawn();
    expect(document.activeElement?.textContent).toBe('Catalogue');
    vi.advanceTimersByTime(100);
    page.insertAdjacentHTML('beforeend', '<a href="/en/works/a">A</a>');
    vi.advanceTimersByTime(50);
    expect(document.activeElement?.textContent).toBe('A');
  });

  /**
   * Back to the catalogue, whose link "A" the visitor left by is drawn a moment after the page,
   * with the box given (jsdom lays nothing out); returns the link and its `scrollIntoView`.
   */
  function linkDrawnLate(box: { top: number; bottom: number }) {
    const page = backBeforeTheWorksAreDrawn();
    page.insertAdjacentHTML('beforeend', '<a href="/en/works/a">A</a>');
    const link = page.querySelector('a') as HTMLAnchorElement;
    const scrollIntoView = vi.fn();
    link.scrollIntoView = scrollIntoView;
    link.getBoundingClientRect = () => ({ ...new DOMRect(), ...box });
    vi.advanceTimersByTime(50);
    return { link, scrollIntoView };
  }

  it('brings the link into view when it is drawn off the screen (after the place was restored)', () => {
    // Drawn late, far below the window's place.
    const { link, scrollIntoView } = linkDrawnLate({
      top: window.innerHeight + 400,
      bottom: window.innerHeight + 420,
    });
    expect(document.activeElement).toBe(link);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('leaves a link drawn on the screen where it is', () => {
    const { link, scrollIntoView } = linkDrawnLate({ top: 200, bottom: 220 });
    expect(document.activeElement).toBe(link);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('leaves the focus where it is once the visitor presses a key, or after its patience', () => {
    const { history, where } = testHistory(entry('first', '/en/'));
    stop = rememberFocusedLinks(window, history);
    showPage(CATALOGUE);
    document.querySelector<HTMLElement>('a[href="/en/works/a"]')?.focus();
    where.location = entry('first', '/en/');
    let page = showPage('<h1>Catalogue</h1>');
    stopFocusing = focusArrivedPage(window, page);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    page.insertAdjacentHTML('beforeend', '<a href="/en/works/a">A</a>');
    vi.advanceTimersByTime(100);
    expect(document.activeElement?.textContent).toBe('Catalogue');

    document.querySelector<HTMLElement>('a[href="/en/works/a"]')?.focus();
    page = showPage('<h1>Catalogue</h1>');
    stopFocusing = focusArrivedPage(window, page, { patienceMs: 200 });
    vi.advanceTimersByTime(300);
    page.insertAdjacentHTML('beforeend', '<a href="/en/works/a">A</a>');
    vi.advanceTimersByTime(100);
    expect(document.activeElement?.textContent).toBe('Catalogue');
  });

  it("focuses a page's heading once it is drawn (a work's page asks the API first)", () => {
    const { history } = testHistory(entry('work', '/en/works/a'));
    stop = rememberFocusedLinks(window, history);
    const page = showPage('<p role="status">Loading…</p>');
    stopFocusing = focusArrivedPage(window, page);
    vi.advanceTimersByTime(100);
    page.innerHTML = '<h1>A</h1>';
    vi.advanceTimersByTime(50);
    expect(document.activeElement?.textContent).toBe('A');
  });

  it('focuses the heading of a page left by anything but a link, and of a new entry', () => {
    const { history, where } = testHistory(entry('first', '/en/'));
    stop = rememberFocusedLinks(window, history);
    showPage(`${CATALOGUE}<input aria-label="Search">`);
    document.querySelector<HTMLElement>('a[href="/en/works/a"]')?.focus();
    document.querySelector<HTMLElement>('input')?.focus();
    stopFocusing = focusArrivedPage(window, showPage(CATALOGUE));
    expect(document.activeElement?.textContent).toBe('Catalogue');
    where.location = entry('new', '/en/');
    stopFocusing = focusArrivedPage(window, showPage(CATALOGUE));
    expect(document.activeElement?.textContent).toBe('Catalogue');
    expect(document.querySelector('h1')?.tabIndex).toBe(-1);
  });

  it('returns the focus to a link of the frame too (the footer stays)', () => {
    const { history, where } = testHistory(entry('first', '/en/'));
    stop = rememberFocusedLinks(window, history);
    showPage(CATALOGUE);
    document.querySelector<HTMLElement>('nav a')?.focus();
    where.location = entry('faq', '/en/faq');
    stopFocusing = focusArrivedPage(window, showPage('<h1>FAQ</h1>'));
    where.location = entry('first', '/en/');
    stopFocusing = focusArrivedPage(window, showPage(CATALOGUE));
    expect(document.activeElement?.textContent).toBe('FAQ');
  });

  it('remembers nothing once stopped', () => {
    const { history } = testHistory(entry('first', '/en/'));
    rememberFocusedLinks(window, history)();
    showPage(CATALOGUE);
    document.querySelector<HTMLElement>('a[href="/en/works/a"]')?.focus();
    stopFocusing = focusArrivedPage(window, showPage(CATALOGUE));
    expect(document.activeElement?.textContent).toBe('Catalogue');
  });
});
