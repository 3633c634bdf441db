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
 * Starts a composed page's scripts once the page is on screen, all at once: the stylesheets of
 * what appears only once the page runs, module preloads for the whole graph of code and texts (no
 * waterfall of imports), preloads for the data the page reads first, then the entry. Nothing is
 * requested before the first paint: the page's HTML and the styles it is painted with are all
 * here already, and a request started earlier is counted against the paint by a slow network's
 * model (Lighthouse's), though it takes nothing from it here. `onFailure` is told
 * when a script cannot be had.
 */
export function startScripts(window: Window, data: BootData, onFailure?: () => void) {
  const { document } = window;
  afterFirstPaint(window, () => {
    for (const href of data.styles ?? []) addLink(document, 'stylesheet', href);
    for (const href of data.preload) addLink(document, 'modulepreload', href);
    for (const href of data.fetch) addLink(document, 'preload', href, 'fetch');
    for (const src of data.modules) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      if (onFailure) script.addEventListener('error', onFailure);
      document.head.append(script);
    }
  });
}
