// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLICE_MS, startScripts } from './startScripts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

const data = {
  modules: ['/v/1/assets/main.js'],
  preload: ['/v/1/assets/react.js', 'http://remote.test/v2/remoteEntry.js'],
  fetch: ['http://remote.test/v2/catalogue.json'],
  styles: ['/v/1/assets/interactive.css', 'http://remote.test/v2/assets/purchase.css'],
};

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

describe("a composed page's scripts", () => {
  it('are asked for, the whole graph at once, only once the page has been painted', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    startScripts(window, data);
    expect(links('modulepreload')).toEqual([]);
    expect(links('preload')).toEqual([]);
    expect(links('stylesheet')).toEqual([]);
    expect(document.head.querySelector('script')).toBeNull();

    // Three frames on (no largest-paint report here), then everything is asked for.
    for (let frame = 0; frame < 3; frame++) frames.shift()?.(0);
    expect(document.head.querySelector('script')).toBeNull();
    vi.runAllTimers();
    expect(links('modulepreload')).toEqual([
      { href: 'http://localhost:3000/v/1/assets/react.js', as: null, crossOrigin: null },
      { href: 'http://remote.test/v2/remoteEntry.js', as: null, crossOrigin: 'anonymous' },
    ]);
    expect(links('preload')).toEqual([
      { href: 'http://remote.test/v2/catalogue.json', as: 'fetch', crossOrigin: 'anonymous' },
    ]);
    // The styles of what appears only once the page runs come with the scripts, not before.
    expect(links('stylesheet')).toEqual([
      { href: 'http://localhost:3000/v/1/assets/interactive.css', as: null, crossOrigin: null },
      {
        href: 'http://remote.test/v2/assets/purchase.css',
        as: null,
        crossOrigin: 'anonymous',
      },
    ]);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => [script.type, script.getAttribute('src')])).toEqual([
      ['module', '/v/1/assets/main.js'],
    ]);
  });

  it('are asked for in tasks short enough not to keep a tap waiting, the entry first', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callback(0));
    // Each link or script costs 1.5 ms here (a phone's main thread: 2–2.5 ms).
    let clock = 0;
    vi.spyOn(window.performance, 'now').mockImplementation(() => (clock += 1.5));
    const preload = Array.from({ length: 16 }, (_, n) => `/v/1/assets/chunk-${n}.js`);
    startScripts(window, { ...data, preload });
    vi.advanceTimersToNextTimer();
    // The first task: the styles and the entry, then preloads until its time is up.
    const first = links('modulepreload').length;
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(links('stylesheet')).toHaveLength(2);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(preload.length);
    expect(1.5 * (2 + 1 + 1 + first)).toBeLessThanOrEqual(SLICE_MS + 1.5);
    vi.runAllTimers();
    expect(links('modulepreload').map((link) => link.href)).toEqual(
      preload.map((path) => `http://localhost:3000${path}`),
    );
    expect(links('preload')).toHaveLength(1);
  });

  it('start from the data of a page composed before there were stylesheets to add', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callback(0));
    const { styles: _none, ...older } = data;
    startScripts(window, older);
    vi.runAllTimers();
    expect(links('stylesheet')).toEqual([]);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('say when a script cannot be had', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callback(0));
    const failed = vi.fn();
    startScripts(window, data, failed);
    vi.runAllTimers();
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('run at once in a tab that is not shown (it is not painted until it is)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startScripts(window, data);
    vi.runAllTimers();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('run when the browser reports the largest paint, once', () => {
    const observers: { callback: PerformanceObserverCallback; self: PerformanceObserver }[] = [];
    class FakeObserver {
      constructor(callback: PerformanceObserverCallback) {
        observers.push({ callback, self: this as unknown as PerformanceObserver });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    startScripts(window, data);
    expect(document.head.querySelector('script')).toBeNull();
    const [observer] = observers;
    observer?.callback({} as PerformanceObserverEntryList, observer.self);
    observer?.callback({} as PerformanceObserverEntryList, observer.self);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
