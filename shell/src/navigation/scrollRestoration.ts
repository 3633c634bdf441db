import { entryOf, keepRecent } from './historyEntries';
import type { ShellHistory } from './shellHistory';

/** How long after Back or Forward the window keeps trying to reach where the visitor was. */
export const SCROLL_RESTORE_PATIENCE_MS = 2000;

/** What the visitor does that takes the scroll over: the window stops restoring it. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Back and Forward return where the visitor was. The browser restores an entry's scroll itself,
 * but at once, on the page being left, which the shell replaces a moment later: a place further
 * down than the page left reached was cut short (back from a work's page to the card far down the
 * catalogue that led there). So each entry's last scroll is kept here, and after Back or Forward
 * the window goes there, frame after frame as the page is drawn, until it is reached, the visitor
 * scrolls, taps or presses a key, or `patienceMs` pass. Returns what removes it.
 */
export function restoreScrollOnTraversal(
  window: Window,
  history: ShellHistory,
  { patienceMs = SCROLL_RESTORE_PATIENCE_MS }: { patienceMs?: number } = {},
): () => void {
  const places = new Map<string, number>();
  let restoring: (() => void) | null = null;

  const onScroll = () => {
    if (restoring) return;
    keepRecent(places, entryOf(history.location()), window.scrollY);
  };

  const restore = (target: number) => {
    const deadline = window.performance.now() + patienceMs;
    let frame = 0;
    // Ended by the visitor or once there, the place is this entry's; by the next traversal, the
    // window is already on another entry, whose place is not this one.
    const end = (keep: boolean) => {
      window.cancelAnimationFrame(frame);
      for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, stop, true);
      restoring = null;
      if (keep) onScroll();
    };
    const stop = () => end(true);
    const step = () => {
      const { documentElement } = window.document;
      const reachable = documentElement.scrollHeight - documentElement.clientHeight;
      if (Math.abs(window.scrollY - target) >= 1) window.scrollTo(0, Math.min(target, reachable));
      if (reachable >= target || window.performance.now() >= deadline) stop();
      else frame = window.requestAnimationFrame(step);
    };
    for (const type of TAKEOVER_EVENTS)
      window.addEventListener(type, stop, { capture: true, passive: true });
    restoring = () => end(false);
    // After this traversal's render: the shell draws the page it returns to in this task.
    frame = window.requestAnimationFrame(step);
  };

  const onPopState = () => {
    restoring?.();
    const target = places.get(entryOf(history.location()));
    if (target !== undefined) restore(target);
  };

  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('popstate', onPopState);
  return () => {
    restoring?.();
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('popstate', onPopState);
  };
}
