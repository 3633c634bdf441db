import { SearchTimeout } from './worksApi';

/** A request that stops when its signal is aborted. */
export type Request<T> = (signal: AbortSignal) => Promise<T>;

export interface Outcome<T> {
  done: (value: T) => void;
  /** A failure, or `SearchTimeout` when the request took longer than the page waits. */
  failed: (error: unknown) => void;
  /** Called instead when a newer request (or `cancel`) made this one moot. */
  dropped?: () => void;
}

export interface LatestRequest {
  /**
   * Sends `request` after `delayMs` (at once for 0), forgetting whatever was sent or waiting
   * before: a request still waiting never starts, one on its way is aborted, and neither is ever
   * reported. Only the latest request's outcome reaches `outcome`.
   */
  send<T>(request: Request<T>, delayMs: number, outcome: Outcome<T>): void;
  /** Forgets the waiting or running request (the page left, or nothing needs asking). */
  cancel(): void;
}

/**
 * One request at a time, the latest: typing debounces (a keystroke waits `delayMs` for the next),
 * and a new query aborts the answer to the previous one, which can therefore never arrive late
 * and show results for a text no longer in the box. A request is aborted after `timeoutMs`: a
 * slow answer counts as none.
 */
export function createLatestRequest({ timeoutMs }: { timeoutMs: number }): LatestRequest {
  let generation = 0;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;
  let dropped: (() => void) | undefined;

  function cancel() {
    generation += 1;
    clearTimeout(waiting);
    waiting = undefined;
    running?.abort();
    running = undefined;
    const report = dropped;
    dropped = undefined;
    report?.();
  }

  function send<T>(request: Request<T>, delayMs: number, outcome: Outcome<T>) {
    cancel();
    const mine = generation;
    dropped = outcome.dropped;
    const start = () => {
      waiting = undefined;
      const controller = new AbortController();
      running = controller;
      const deadline = setTimeout(
        () => controller.abort(new SearchTimeout(`no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const settle = (report: () => void) => {
        clearTimeout(deadline);
        if (mine !== generation) return;
        running = undefined;
        dropped = undefined;
        report();
      };
      let pending: Promise<T>;
      try {
        pending = request(controller.signal);
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.then(
        (value) => settle(() => outcome.done(value)),
        (error: unknown) =>
          settle(() =>
            outcome.failed(controller.signal.aborted ? controller.signal.reason : error),
          ),
      );
    };
    if (delayMs > 0) waiting = setTimeout(start, delayMs);
    else start();
  }

  return { send, cancel };
}
