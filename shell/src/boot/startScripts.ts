import type { BootData } from '@fair/shared/site';

function addLink(document: Document, rel: string, href: string, as?: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.setAttribute('as', as);
  if (new URL(href, document.baseURI).origin !== new URL(document.baseURI).origin)
    link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * Calls `start` once the page is on screen: when the browser reports the paint of its largest
 * content, or three frames on where it reports none (the largest content was painted already, or
 * the browser has no such report); at once in a tab that is not shown. A frame is drawn some time before it reaches the screen, so
 * a timeout queued from one animation frame may still come before the page is seen.
 */
export function afterFirstPaint(window: Window, start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // A page opened in a background tab is not painted until it is shown: nothing to wait for, and
  // it is ready when the visitor comes to it.
  if (window.document.visibilityState === 'hidden') {
    window.setTimeout(once, 0);
    return;
  }
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      once();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No largest-contentful-paint report here: the frames below start it.
  }
  window.requestAnimationFrame(() =>
    window.requestAnimationFrame(() =>
      window.requestAnimationFrame(() => window.setTimeout(once, 0)),
    ),
  );
}

/**
 * Starts a composed page's scripts once the page is on screen, every file asked for at once
 * though in tasks of about `SLICE_MS`: the stylesheets of what appears only once the page runs,
 * the entry, preloads for the data the page reads first, then module preloads for the whole graph
 * of code and texts (no waterfall of imports). Nothing is requested before the first paint: the
 * page's HTML and the styles it is painted with are all here already, and a request started
 * earlier is counted against the paint by a slow network's model (Lighthouse's), though it takes
 * nothing from it here. `onFailure` is told when a script cannot be had.
 */
export function startScripts(window: Window, data: BootData, onFailure?: () => void) {
  const { document } = window;
  // The entry first: the preloads that follow in later tasks are fetched beside its imports
  // (one fetch each), and the files that come meanwhile are compiled between those tasks.
  const steps = [
    ...(data.styles ?? []).map((href) => () => addLink(document, 'stylesheet', href)),
    ...data.modules.map((src) => () => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      if (onFailure) script.addEventListener('error', onFailure);
      document.head.append(script);
    }),
    ...data.fetch.map((href) => () => addLink(document, 'preload', href, 'fetch')),
    ...data.preload.map((href) => () => addLink(document, 'modulepreload', href)),
  ];
  afterFirstPaint(window, () => inSlices(window, steps));
}

/** How long one task of `inSlices` may run before it lets the browser handle a tap or a key. */
export const SLICE_MS = 8;

/**
 * Runs the steps in order, in tasks of at most about `SLICE_MS` each: each link asks the browser
 * for a file, which costs a phone (4× slower than this machine) 2–2.5 ms, and a page's sixteen
 * would otherwise block its main thread for 40 ms and more in one task.
 */
function inSlices(window: Window, steps: readonly (() => void)[], from = 0) {
  const started = window.performance.now();
  let next = from;
  while (next < steps.length) {
    steps[next]?.();
    next += 1;
    if (next < steps.length && window.performance.now() - started >= SLICE_MS) {
      window.setTimeout(() => inSlices(window, steps, next), 0);
      return;
    }
  }
}
