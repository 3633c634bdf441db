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
 * Starts a composed page's scripts. Their files download at once, beside the page's first paint
 * (the page's HTML and styles are already here, so they take nothing from it): module preloads
 * for the code and texts, preloads for the data the page reads first. The scripts run only once
 * the page is on screen, so running them never delays what the visitor sees; by then their files
 * are here or on their way, and the page listens soon after it is painted. `onFailure` is told
 * when a script cannot be had.
 */
export function startScripts(window: Window, data: BootData, onFailure?: () => void) {
  const { document } = window;
  for (const href of data.preload) addLink(document, 'modulepreload', href);
  for (const href of data.fetch) addLink(document, 'preload', href, 'fetch');
  afterFirstPaint(window, () => {
    for (const src of data.modules) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      if (onFailure) script.addEventListener('error', onFailure);
      document.head.append(script);
    }
  });
}
