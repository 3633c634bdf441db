// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/preact';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CARDS_PER_FRAME,
  MEASURE_AFTER_MS,
  MEASURED_ATTRIBUTE,
  MEASURING_ATTRIBUTE,
  useMeasuredCards,
} from './useMeasuredCards';

/** Animation frames come when a test says so: the callbacks asked for the next one, by id. */
let frames = new Map<number, FrameRequestCallback>();
let lastFrame = 0;
const nextFrame = () => {
  const due = [...frames.values()];
  frames = new Map();
  for (const callback of due) callback(performance.now());
};
beforeEach(() => {
  frames = new Map();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(++lastFrame, callback);
    return lastFrame;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A list of cards, one per work, as the results draw them: kept in their places. */
function List({ works }: { works: string[] }) {
  const list = useRef<HTMLOListElement>(null);
  useMeasuredCards(list, works);
  return (
    <ol ref={list}>
      {works.map((work, place) => (
        <li key={place}>{work}</li>
      ))}
    </ol>
  );
}

const cards = (container: Element) => [...container.querySelectorAll('li')];
const measuring = (container: Element) =>
  cards(container).map((card) => card.hasAttribute(MEASURING_ATTRIBUTE));
const measured = (container: Element) =>
  cards(container).map((card) => card.getAttribute(MEASURED_ATTRIBUTE));
/** Until the cards have stayed unchanged, the page is idle and the hook has asked for a frame. */
const asked = () => waitFor(() => expect(frames.size).toBeGreaterThan(0));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useMeasuredCards', () => {
  it('renders each card once, for one frame, once the cards stay unchanged and the page is idle', async () => {
    const { container } = render(<List works={['a', 'b', 'c']} />);
    await wait(MEASURE_AFTER_MS / 2);
    expect(frames.size).toBe(0);
    expect(measuring(container)).toEqual([false, false, false]);
    // Rendered although off screen, in the next frame…
    await asked();
    expect(measuring(container)).toEqual([true, true, true]);
    nextFrame();
    expect(measuring(container)).toEqual([true, true, true]);
    expect(measured(container)).toEqual([null, null, null]);
    // …and let go in the one after, its height kept for what it shows.
    nextFrame();
    expect(measuring(container)).toEqual([false, false, false]);
    expect(measured(container)).toEqual(['a', 'b', 'c']);
  });

  it(`renders ${CARDS_PER_FRAME} at a time, the next once the page is idle again`, async () => {
    const works = ['a', 'b', 'c', 'd', 'e'];
    const { container } = render(<List works={works} />);
    await asked();
    const first = works.map((_, place) => place < CARDS_PER_FRAME);
    expect(measuring(container)).toEqual(first);
    nextFrame();
    nextFrame();
    expect(measuring(container)).toEqual(works.map(() => false));
    await asked();
    expect(measuring(container)).toEqual(first.map((done) => !done));
    nextFrame();
    nextFrame();
    expect(measured(container)).toEqual(works);
  });

  it('renders again only the cards that show another work, or were added ("Show more")', async () => {
    const { container, rerender } = render(<List works={['a', 'b']} />);
    await asked();
    nextFrame();
    nextFrame();
    rerender(<List works={['a', 'x', 'y']} />);
    await asked();
    expect(measuring(container)).toEqual([false, true, true]);
    nextFrame();
    nextFrame();
    expect(measured(container)).toEqual(['a', 'x', 'y']);
  });

  it('waits while the cards keep changing (a visitor typing)', async () => {
    const { container, rerender } = render(<List works={['a', 'b']} />);
    for (const works of [
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]) {
      await wait(MEASURE_AFTER_MS / 2);
      rerender(<List works={works} />);
    }
    expect(frames.size).toBe(0);
    await asked();
    nextFrame();
    nextFrame();
    expect(measured(container)).toEqual(['g', 'h']);
  });

  it('leaves nothing rendered off screen when the cards change before its frame', async () => {
    const { container, rerender } = render(<List works={['a', 'b']} />);
    await asked();
    const [first, second] = cards(container);
    expect(first?.hasAttribute(MEASURING_ATTRIBUTE)).toBe(true);
    rerender(<List works={['a']} />);
    expect(first?.hasAttribute(MEASURING_ATTRIBUTE)).toBe(false);
    expect(second?.hasAttribute(MEASURING_ATTRIBUTE)).toBe(false);
    nextFrame();
    nextFrame();
    // Not said to be known: it is rendered again next time.
    expect(first?.hasAttribute(MEASURED_ATTRIBUTE)).toBe(false);
  });
});
