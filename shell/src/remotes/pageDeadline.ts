/**
 * Past this, a page that has not finished loading and mounting counts as down and its area
 * offers Retry: loading the remote and mounting the page share the one limit, so no page hangs.
 */
export const PAGE_DEADLINE_MS = 8000;

/**
 * single-spa times every lifecycle itself and, by default, logs a warning once a mount has taken
 * a second and an error at three: on a busy phone a page's mount (texts, data, hydration) takes
 * that long and is still fine. The page's deadline is the one that decides; single-spa's timers
 * are set to it, so it never reports a page slow before the shell does.
 */
const PARCEL_TIMEOUT = {
  millis: PAGE_DEADLINE_MS,
  dieOnTimeout: false,
  warningMillis: PAGE_DEADLINE_MS,
};
export const PARCEL_TIMEOUTS = {
  bootstrap: PARCEL_TIMEOUT,
  mount: PARCEL_TIMEOUT,
  unmount: PARCEL_TIMEOUT,
  unload: PARCEL_TIMEOUT,
};

/** Whether an error is a deadline passing (`AbortSignal.timeout`'s reason). */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/** `promise`, or the signal's reason once it is aborted (its deadline passed, or it was cancelled). */
export function until<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
