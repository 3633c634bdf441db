import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLatestRequest } from './latestRequest';
import { SearchTimeout } from './worksApi';

/** A request that answers when the test says, and records whether it was aborted. */
function controllable<T>() {
  const calls: { signal: AbortSignal; answer: (value: T) => void; fail: (e: unknown) => void }[] =
    [];
  const request = (signal: AbortSignal) =>
    new Promise<T>((answer, fail) => {
      calls.push({ signal, answer, fail });
      signal.addEventListener('abort', () => fail(signal.reason));
    });
  return { request, calls };
}

const outcome = () => ({ done: vi.fn(), failed: vi.fn(), dropped: vi.fn() });
const settled = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the latest request', () => {
  it('sends at once without a delay, and reports the answer', async () => {
    const latest = createLatestRequest({ timeoutMs: 1000 });
    const { request, calls } = controllable<string>();
    const first = outcome();
    latest.send(request, 0, first);
    expect(calls).toHaveLength(1);
    calls[0]?.answer('works');
    await settled();
    expect(first.done).toHaveBeenCalledWith('works');
    expect(first.failed).not.toHaveBeenCalled();
  });

  it('debounces: only the last of quick keystrokes is sent, after the delay', async () => {
    const latest = createLatestRequest({ timeoutMs: 1000 });
    const { request, calls } = controllable<string>();
    const outcomes = ['j', 'jo', 'joa'].map(() => outcome());
    for (const each of outcomes) {
      latest.send(request, 40, each);
      await vi.advanceTimersByTimeAsync(30);
    }
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toHaveLength(1);
    // The ones that never started are dropped, never reported.
    expect(outcomes[0]?.dropped).toHaveBeenCalled();
    expect(outcomes[1]?.dropped).toHaveBeenCalled();
    calls[0]?.answer('joa');
    await settled();
    expect(outcomes[2]?.done).toHaveBeenCalledWith('joa');
    expect(outcomes[0]?.done).not.toHaveBeenCalled();
  });

  it('aborts the request on its way when a newer one is sent: a late answer never shows', async () => {
    const latest = createLatestRequest({ timeoutMs: 1000 });
    const { request, calls } = controllable<string>();
    const older = outcome();
    const newer = outcome();
    latest.send(request, 0, older);
    latest.send(request, 0, newer);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    calls[0]?.answer('stale');
    calls[1]?.answer('fresh');
    await settled();
    expect(older.done).not.toHaveBeenCalled();
    expect(older.failed).not.toHaveBeenCalled();
    expect(older.dropped).toHaveBeenCalledTimes(1);
    expect(newer.done).toHaveBeenCalledWith('fresh');
  });

  it('reports a failure, and a slow answer as a timeout', async () => {
    const latest = createLatestRequest({ timeoutMs: 1000 });
    const { request, calls } = controllable<string>();
    const failing = outcome();
    latest.send(request, 0, failing);
    calls[0]?.fail(new TypeError('Failed to fetch'));
    await settled();
    expect(failing.failed).toHaveBeenCalledWith(new TypeError('Failed to fetch'));

    const slow = outcome();
    latest.send(request, 0, slow);
    await vi.advanceTimersByTimeAsync(999);
    expect(slow.failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(slow.failed).toHaveBeenCalledWith(expect.any(SearchTimeout));
    expect(slow.dropped).not.toHaveBeenCalled();
  });

  it('forgets everything on cancel, and a request that throws at once is a failure', async () => {
    const latest = createLatestRequest({ timeoutMs: 1000 });
    const { request, calls } = controllable<string>();
    const waiting = outcome();
    latest.send(request, 40, waiting);
    latest.cancel();
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(0);
    expect(waiting.dropped).toHaveBeenCalledTimes(1);

    const throwing = outcome();
    latest.send(
      () => {
        throw new Error('bad address');
      },
      0,
      throwing,
    );
    await settled();
    expect(throwing.failed).toHaveBeenCalledWith(new Error('bad address'));
  });

  it('keeps the same request sent again (by its id): not sent twice, its outcome the newer one', async () => {
    const latest = createLatestRequest({ timeoutMs: 1000 });
    const { request, calls } = controllable<string>();
    const early = outcome();
    const later = outcome();
    expect(latest.send(request, 0, early, '/api/works?q=k')).toBe(true);
    expect(latest.send(request, 0, later, '/api/works?q=k')).toBe(false);
    expect(calls).toHaveLength(1);
    // Another request's cancel leaves it; its own cancel does not.
    latest.cancel('/api/works?q=j');
    expect(calls[0]?.signal.aborted).toBe(false);
    calls[0]?.answer('k');
    await settled();
    expect(later.done).toHaveBeenCalledWith('k');
    expect(early.done).not.toHaveBeenCalled();
    expect(early.dropped).not.toHaveBeenCalled();

    // Waiting for its delay, too; and another id is a new request that replaces it.
    const waiting = outcome();
    latest.send(request, 40, waiting, '/api/works?q=ka');
    expect(latest.send(request, 0, outcome(), '/api/works?q=ka')).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    expect(calls).toHaveLength(2);
    const other = outcome();
    expect(latest.send(request, 0, other, '/api/works?q=kan')).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(true);
    latest.cancel('/api/works?q=kan');
    expect(calls[2]?.signal.aborted).toBe(true);
    expect(other.dropped).toHaveBeenCalledTimes(1);
  });
});
