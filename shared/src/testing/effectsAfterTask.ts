import { options } from 'preact';

/** The timer as the test file found it, before a test fakes timers. */
const setTimer = globalThis.setTimeout;

/**
 * Component tests run a render's effects one task after it (Preact's own
 * `options.requestAnimationFrame`) instead of after the next animation frame. Preact waits for
 * that frame with a 35 ms timer beside it, and on a busy machine the timer can fire after the test
 * file's jsdom is gone, calling the `cancelAnimationFrame` that jsdom took away with it: an
 * uncaught error that fails the run. A test that fakes timers still has its effects run.
 */
export function runEffectsAfterTask(): void {
  options.requestAnimationFrame = (callback) => {
    setTimer(callback);
  };
}
