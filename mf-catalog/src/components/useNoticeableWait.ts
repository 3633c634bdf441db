import { useEffect, useState } from 'react';

/**
 * How long an answer may take before the list shown says it is waiting (fades): a shorter wait
 * goes unnoticed, and most answers come sooner.
 */
export const NOTICEABLE_WAIT_MS = 300;

/**
 * Whether a wait that is on (`waiting`) has lasted `NOTICEABLE_WAIT_MS`. A timer, not a CSS
 * animation with a delay: such an animation started at every key typed gave the list a layer of
 * its own, which each answer then painted anew (about 10 ms a key on a mid-range phone).
 */
export function useNoticeableWait(waiting: boolean): boolean {
  const [noticeable, setNoticeable] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setNoticeable(true), NOTICEABLE_WAIT_MS);
    return () => {
      clearTimeout(timer);
      setNoticeable(false);
    };
  }, [waiting]);
  // (Once the wait ends it is over at once, in the same render as the answer.)
  return waiting && noticeable;
}
