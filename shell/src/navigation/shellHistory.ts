/** Where the visitor is: the parts of the address the frame and the pages read. */
export interface ShellLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /**
   * The history entry's own id: `FIRST_ENTRY` for the entry the page was loaded at (the browser
   * made it), a fresh one for every entry the shell adds.
   */
  readonly key: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

/** The key of a history entry the shell did not make (the one the page was loaded at). */
export const FIRST_ENTRY = 'default';

interface EntryState {
  key: string;
}

function keyOf(state: unknown): string {
  const key = (state as Partial<EntryState> | null)?.key;
  return typeof key === 'string' ? key : FIRST_ENTRY;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export interface ShellHistory {
  /** The current location; the same object as long as the address and the entry are the same. */
  location(): ShellLocation;
  /** Goes to a same-origin address (a path with its query and fragment) without loading a page. */
  navigate: Navigate;
  /** Calls `listener` after every change of location: the shell's own and the browser's (back, forward). */
  listen(listener: (location: ShellLocation) => void): () => void;
}

/**
 * The browser's history as the shell uses it: one location object per entry, a key per entry the
 * shell adds, and a listener told of every change. A navigation to the address already shown
 * replaces its entry, so a second tap on a link does not make Back stay on the same page; one to
 * another page starts at its top.
 */
export function createShellHistory(window: Window): ShellHistory {
  const listeners = new Set<(location: ShellLocation) => void>();
  let current: ShellLocation | undefined;

  const read = (): ShellLocation => {
    const { pathname, search, hash } = window.location;
    const key = keyOf(window.history.state);
    if (
      current?.pathname !== pathname ||
      current.search !== search ||
      current.hash !== hash ||
      current.key !== key
    )
      current = { pathname, search, hash, key };
    return current;
  };
  const changed = () => {
    const location = read();
    for (const listener of [...listeners]) listener(location);
  };
  const href = (location: ShellLocation) =>
    `${location.pathname}${location.search}${location.hash}`;

  return {
    location: read,
    navigate(to, options) {
      const target = new URL(to, window.location.href);
      if (target.origin !== window.location.origin)
        throw new Error(`The shell navigates only within its site, not to ${target.href}`);
      const path = `${target.pathname}${target.search}${target.hash}`;
      const replace = options?.replace === true || path === href(read());
      const anotherPage = target.pathname !== window.location.pathname;
      const state: EntryState = { key: newKey() };
      if (replace) window.history.replaceState(state, '', path);
      else window.history.pushState(state, '', path);
      // Another page opens at its top, as a loaded one would: the document stays, and so would
      // the scroll of the page left (a card's link tapped far down the catalogue opened the work
      // at its footer). A page shown with a fragment scrolls to it itself once drawn; Back and
      // Forward return where the visitor was (`restoreScrollOnTraversal`); the same page with a
      // new query or fragment keeps its place.
      if (anotherPage && !replace) window.scrollTo(0, 0);
      changed();
    },
    listen(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', changed);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', changed);
      };
    },
  };
}
