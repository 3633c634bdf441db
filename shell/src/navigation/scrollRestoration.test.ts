import { describe, expect, it } from 'vitest';
import { KEPT_PLACES } from './historyEntries';
import { restoreScrollOnTraversal } from './scrollRestoration';
import type { ShellHistory, ShellLocation } from './shellHistory';

/**
 * A window reduced to what the restoration reads: its scroll (kept within the page's height, as a
 * browser does), the page's height, frames the test runs, a clock and events. `go` moves to
 * another entry as Back does: the address changes, then `popstate`.
 */
function fakeWindow() {
  const target = new EventTarget();
  const frames = new Map<number, () => void>();
  let frameId = 0;
  const state = { now: 0, scrollY: 0, height: 4000, location: entry('first', '/') };
  const viewport = 800;
  // (A getter defined, not assigned: `Object.assign` would copy its value once.)
  Object.defineProperty(target, 'scrollY', { get: () => state.scrollY });
  const win = Object.assign(target, {
    scrollTo(_x: number, y: number) {
      state.scrollY = Math.max(0, Math.min(y, state.height - viewport));
    },
    document: {
      documentElement: {
        get scrollHeight() {
          return state.height;
        },
        clientHeight: viewport,
      },
    },
    performance: { now: () => state.now },
    requestAnimationFrame(callback: () => void) {
      frames.set(++frameId, callback);
      return frameId;
    },
    cancelAnimationFrame(id: number) {
      frames.delete(id);
    },
  });
  const history: ShellHistory = {
    location: () => state.location,
    navigate: () => undefined,
    listen: () => () => undefined,
  };
  return {
    window: win as unknown as Window,
    history,
    state,
    /** The visitor scrolls to `y`. */
    scroll(y: number) {
      win.scrollTo(0, y);
      target.dispatchEvent(new Event('scroll'));
    },
    /** Back or Forward to `location`; the browser's own restoration happened on the old page. */
    go(location: ShellLocation, clampedTo: number) {
      state.location = location;
      state.scrollY = clampedTo;
      target.dispatchEvent(new Event('popstate'));
      target.dispatchEvent(new Event('scroll'));
    },
    /** The next frame, `ms` later. */
    frame(ms = 16) {
      state.now += ms;
      const due = [...frames.values()];
      frames.clear();
      for (const callback of due) callback();
    },
    pendingFrames: () => frames.size,
  };
}

function entry(key: string, pathname: string): ShellLocation {
  return { key, pathname, search: '', hash: '' };
}

describe('the scroll after Back and Forward', () => {
  it('goes where the visitor was once the page returned to is tall enough, frame by frame', () => {
    const fake = fakeWindow();
    restoreScrollOnTraversal(fake.window, fake.history);
    fake.scroll(2500);
    // A shorter page (a work's): the browser cut the place short as the catalogue returned.
    fake.state.location = entry('work', '/obras/x');
    fake.state.height = 1200;
    fake.scroll(0);
    fake.go(entry('first', '/'), 400);
    fake.frame();
    expect(fake.state.scrollY).toBe(400);
    fake.state.height = 2000;
    fake.frame();
    expect(fake.state.scrollY).toBe(1200);
    fake.state.height = 4000;
    fake.frame();
    expect(fake.state.scrollY).toBe(2500);
    expect(fake.pendingFrames()).toBe(0);
    // Forward again: the work's page, at its top.
    fake.go(entry('work', '/obras/x'), 2500);
    fake.frame();
    expect(fake.state.scrollY).toBe(0);
  });

  it('leaves the scroll to the visitor who takes it over, or after its patience', () => {
    const fake = fakeWindow();
    restoreScrollOnTraversal(fake.window, fake.history, { patienceMs: 100 });
    fake.scroll(2500);
    fake.state.location = entry('work', '/obras/x');
    fake.state.height = 1000;
    fake.scroll(100);
    fake.go(entry('first', '/'), 200);
    fake.frame();
    fake.window.dispatchEvent(new Event('wheel'));
    fake.state.height = 4000;
    fake.frame();
    expect(fake.state.scrollY).toBe(200);
    // The place kept for the page is where the visitor took over.
    fake.go(entry('work', '/obras/x'), 100);
    fake.frame();
    fake.go(entry('first', '/'), 100);
    fake.frame();
    expect(fake.state.scrollY).toBe(200);

    fake.scroll(3000);
    fake.state.location = entry('work', '/obras/x');
    fake.state.height = 1000;
    fake.go(entry('work', '/obras/x'), 0);
    fake.go(entry('first', '/'), 200);
    for (let frame = 0; frame < 10; frame++) fake.frame(20);
    expect(fake.pendingFrames()).toBe(0);
    fake.state.height = 4000;
    fake.frame();
    expect(fake.state.scrollY).toBe(200);
  });

  it('keeps entries with one key apart by their address (the browser makes those of fragments)', () => {
    const fake = fakeWindow();
    fake.state.location = entry('first', '/artigos');
    restoreScrollOnTraversal(fake.window, fake.history);
    fake.scroll(0);
    fake.state.location = { ...entry('first', '/artigos'), hash: '#copyleft' };
    fake.scroll(1800);
    fake.go(entry('first', '/artigos'), 1800);
    fake.frame();
    expect(fake.state.scrollY).toBe(0);
  });

  it('keeps the places of the entries scrolled last, no more', () => {
    const fake = fakeWindow();
    restoreScrollOnTraversal(fake.window, fake.history);
    fake.scroll(1500);
    for (let query = 0; query < KEPT_PLACES; query++) {
      fake.state.location = { ...entry('first', '/'), search: `?q=${query}` };
      fake.scroll(query);
    }
    fake.go(entry('first', '/'), 0);
    fake.frame();
    expect(fake.state.scrollY).toBe(0);
    fake.go({ ...entry('first', '/'), search: `?q=${KEPT_PLACES - 1}` }, 0);
    fake.frame();
    expect(fake.state.scrollY).toBe(KEPT_PLACES - 1);
  });

  it('stops listening once removed', () => {
    const fake = fakeWindow();
    const remove = restoreScrollOnTraversal(fake.window, fake.history);
    fake.scroll(2500);
    remove();
    fake.state.location = entry('work', '/obras/x');
    fake.go(entry('first', '/'), 300);
    fake.frame();
    expect(fake.state.scrollY).toBe(300);
  });
});
