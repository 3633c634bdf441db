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
   *
   * With an `id` (what the request asks, e.g. its address), the same request sent again while it
   * is waiting or on its way is not sent twice: the one there goes on, and its outcome is this
   * one's. Says whether it was sent (false: the same request was there already).
   */
  send<T>(request: Request<T>, delayMs: number, outcome: Outcome<T>, id?: string): boolean;
  /**
   * Forgets the waiting or running request (the page left, or nothing needs asking); with an `id`,
   * only when that is the request's.
   */
  cancel(id?: string): void;
}

/** The request waiting or on its way: what it asks, and whom its outcome goes to. */
interface Pending {
  id: string | undefined;
  /** (Any request's: its answer's type is known where it settles.) */
  outcome: Outcome<never>;
}

/**
 * One request at a time, the latest: typing debounces (a keystroke waits `delayMs` for the next),
 * and a new query aborts the answer to the previous one, which can therefore never arrive late
 * and show results for a text no longer in the box. A request is aborted after `timeoutMs`: a
 * slow answer counts as none.
 */
export function createLatestRequest({ timeoutMs }: { timeoutMs: number }): LatestRequest {
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;
  let pending: Pending | undefined;

  function cancel(id?: string) {
    if (pending === undefined || (id !== undefined && pending.id !== id)) return;
    clearTimeout(waiting);
    waiting = undefined;
    running?.abort();
    running = undefined;
    const report = pending.outcome.dropped;
    pending = undefined;
    report?.();
  }

  function send<T>(request: Request<T>, delayMs: number, outcome: Outcome<T>, id?: string) {
    if (id !== undefined && pending?.id === id) {
      // Asked again: the request there answers this outcome (the one it replaces is not told).
      pending.outcome = outcome;
      return false;
    }
    cancel();
    const mine: Pending = { id, outcome };
    pending = mine;
    const start = () => {
      waiting = undefined;
      const controller = new AbortController();
      running = controller;
      const deadline = setTimeout(
        () => controller.abort(new SearchTimeout(`no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const settle = (report: (to: Outcome<T>) => void) => {
        clearTimeout(deadline);
        if (pending !== mine) return;
        running = undefined;
        pending = undefined;
        report(mine.outcome as Outcome<T>);
      };
      let answer: Promise<T>;
      try {
        answer = request(controller.signal);
      } catch (error) {
        answer = Promise.reject(error);
      }
      answer.then(
        (value) => settle((to) => to.done(value)),
        (error: unknown) =>
          settle((to) => to.failed(controller.signal.aborted ? controller.signal.reason : error)),
      );
    };
    if (delayMs > 0) waiting = setTimeout(start, delayMs);
    else start();
    return true;
  }

  return { send, cancel };
}
