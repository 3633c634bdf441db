import { entryOf, keepRecent } from './historyEntries';
import { SCROLL_RESTORE_PATIENCE_MS } from './scrollRestoration';
import type { ShellHistory } from './shellHistory';

/** A link as the page draws it again: its `href`, and which of the links to it it is. */
interface FocusedLink {
  href: string;
  nth: number;
}

/** The link each entry was last focused on, while `rememberFocusedLinks` runs (one window). */
let remembered: { links: Map<string, FocusedLink>; history: ShellHistory } | null = null;

const linksTo = (document: Document, href: string) =>
  Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).filter(
    (link) => link.getAttribute('href') === href,
  );

/**
 * Remembers, for each history entry, the link the focus was last on there: the one the visitor
 * left by (a click or a tap focuses a link, as Enter needs it focused). Anything else focused
 * after it forgets it. Returns what stops it.
 */
export function rememberFocusedLinks(window: Window, history: ShellHistory): () => void {
  const links = new Map<string, FocusedLink>();
  const onFocusIn = (event: FocusEvent) => {
    const entry = entryOf(history.location());
    const target = event.target;
    const href = target instanceof HTMLAnchorElement ? target.getAttribute('href') : null;
    if (href === null) links.delete(entry);
    else
      keepRecent(links, entry, {
        href,
        nth: linksTo(window.document, href).indexOf(target as HTMLAnchorElement),
      });
  };
  window.addEventListener('focusin', onFocusIn, true);
  const mine = { links, history };
  remembered = mine;
  return () => {
    window.removeEventListener('focusin', onFocusIn, true);
    if (remembered === mine) remembered = null;
  };
}

/** What the visitor does that moves on from the page just shown: the focus stays where it is. */
const MOVING_ON = ['pointerdown', 'keydown'] as const;

/**
 * Moves the focus into a page just shown by a navigation: to its heading, which a screen reader
 * reads as the page's arrival, or after Back and Forward to the link the visitor left that entry
 * by, as a browser returning to a page it kept does (a keyboard visitor goes on from the card they
 * opened, not from the top). A page draws them when its data comes (a work's page, the
 * catalogue's works from the API): the focus moves as they appear, until the link has it, the
 * visitor presses a key or taps, or `patienceMs` pass. Returns what ends it.
 */
export function focusArrivedPage(
  window: Window,
  page: HTMLElement,
  { patienceMs = SCROLL_RESTORE_PATIENCE_MS }: { patienceMs?: number } = {},
): () => void {
  const wanted = remembered?.links.get(entryOf(remembered.history.location()));
  const focus = (element: HTMLElement) => element.focus({ preventScroll: true });
  /**
   * The window's place is restored apart (`restoreScrollOnTraversal`), within its patience: on a
   * slow phone the link may be drawn after that, and is then brought into view, as focusing it
   * without `preventScroll` would (a focused link off the screen is a lost place).
   */
  const reveal = (link: HTMLElement) => {
    const { top, bottom } = link.getBoundingClientRect();
    if (bottom < 0 || top > window.innerHeight) link.scrollIntoView({ block: 'center' });
  };
  let heading: HTMLElement | null = null;
  // Whether the focus is where it ends: on the link, or on the heading when there is no link.
  const settle = () => {
    const link = wanted && linksTo(window.document, wanted.href)[wanted.nth];
    if (link) {
      focus(link);
      reveal(link);
      return true;
    }
    if (!heading) {
      heading = page.querySelector<HTMLElement>('h1');
      if (heading) {
        heading.tabIndex = -1;
        focus(heading);
      }
    }
    return heading !== null && !wanted;
  };
  if (settle()) return () => undefined;

  const deadline = window.performance.now() + patienceMs;
  let frame = 0;
  const end = () => {
    window.cancelAnimationFrame(frame);
    for (const type of MOVING_ON) window.removeEventListener(type, end, true);
  };
  const step = () => {
    if (settle() || window.performance.now() >= deadline) end();
    else frame = window.requestAnimationFrame(step);
  };
  for (const type of MOVING_ON)
    window.addEventListener(type, end, { capture: true, passive: true });
  frame = window.requestAnimationFrame(step);
  return end;
}
