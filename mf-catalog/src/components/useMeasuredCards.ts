import { useEffect, type RefObject } from 'react';

/** Set on a card for the one frame that renders it although it is off screen (catalog.css). */
export const MEASURING_ATTRIBUTE = 'data-measuring';
/** What a card showed (its work) when it was last rendered: its height is known for that. */
export const MEASURED_ATTRIBUTE = 'data-measured';
/**
 * How long the cards stay unchanged before those not rendered since they changed are: a visitor
 * typing changes them at every key, and is not kept waiting for cards off screen.
 */
export const MEASURE_AFTER_MS = 500;
/**
 * Cards rendered in one frame: a row of the grid at its widest, and a frame short enough not to
 * hold up a tap on a mid-range phone.
 */
export const CARDS_PER_FRAME = 3;

/** Runs `callback` once the page is idle; returns what cancels it. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  // (Safari has no requestIdleCallback.)
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
}

/**
 * A card off screen is not rendered (`content-visibility: auto`): until it nears the screen it
 * stands at the height it had when last rendered, or an estimate. A card that changed since
 * would change height as it comes in, and move what is below it (the cards after it, "Show more")
 * under a finger when the visitor jumps there: Back, End, a fling, a focus moved. So once the
 * cards have stayed unchanged for `MEASURE_AFTER_MS` and the page is idle, those not rendered
 * since they changed are rendered for a frame, off screen, a few at a time (`CARDS_PER_FRAME`):
 * the browser keeps their heights (`contain-intrinsic-block-size: auto`) and nothing moves.
 * `works` names what each card of the list shows, in order.
 */
export function useMeasuredCards(
  list: RefObject<HTMLOListElement | null>,
  works: readonly string[],
): void {
  const shown = works.join('\n');
  useEffect(() => {
    const element = list.current;
    if (!element || shown === '') return;
    const ids = shown.split('\n');
    let cancelIdle = () => {};
    let frame = 0;
    let measuring: Element[] = [];
    const release = () => {
      for (const card of measuring) card.removeAttribute(MEASURING_ATTRIBUTE);
      measuring = [];
    };
    const measure = () => {
      const cards = [...element.children];
      measuring = cards
        .filter((card, place) => card.getAttribute(MEASURED_ATTRIBUTE) !== ids[place])
        .slice(0, CARDS_PER_FRAME);
      if (measuring.length === 0) return;
      for (const card of measuring) card.setAttribute(MEASURING_ATTRIBUTE, '');
      // Rendered in the next frame, which records their heights; let go in the one after, and
      // the next few once the page is idle again.
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          for (const card of measuring)
            card.setAttribute(MEASURED_ATTRIBUTE, ids[cards.indexOf(card)] ?? '');
          release();
          cancelIdle = whenIdle(measure);
        });
      });
    };
    const quiet = setTimeout(() => (cancelIdle = whenIdle(measure)), MEASURE_AFTER_MS);
    return () => {
      clearTimeout(quiet);
      cancelIdle();
      cancelAnimationFrame(frame);
      release();
    };
  }, [list, shown]);
}
