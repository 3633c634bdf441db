import type { EarlyInput } from './earlyInput';

/**
 * Where the boot script leaves what it captured for the shell's code to replay: a property of
 * the page's window, the one thing the two scripts (inlined, and loaded later) share.
 */
export const EARLY_INPUT = '__fairEarlyInput';

declare global {
  interface Window {
    [EARLY_INPUT]?: EarlyInput;
  }
}

/** What the visitor did before the page listened, when the page started from the boot script. */
export function earlyInput(): EarlyInput | undefined {
  return window[EARLY_INPUT];
}
