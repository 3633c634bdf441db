import { LANGUAGE_KEY } from '../language/languageKey';
import { loadRemotesDocument } from '../remotes/remotesDocument';
import { findRoute } from '../routes';

/**
 * The part of a remote's mf-manifest.json this needs: the files of each exposed module, and the
 * data files it fetches as soon as it loads (`data`, added by shared/build/pageData.ts).
 */
interface RemoteManifest {
  exposes?: {
    path: string;
    assets: { js: { sync: string[]; async: string[] }; css: { sync: string[] } };
    data?: string[];
  }[];
}

type Hint = 'modulepreload' | 'stylesheet' | 'fetch';

function link(href: string, hint: Hint): HTMLLinkElement {
  const element = document.createElement('link');
  element.href = href;
  if (hint === 'fetch') {
    element.rel = 'preload';
    element.setAttribute('as', 'fetch');
  } else {
    element.rel = hint;
  }
  // Scripts and fetches from a remote go in CORS mode; the hint must match for the browser to
  // reuse what it fetched.
  if (hint !== 'stylesheet') element.crossOrigin = 'anonymous';
  return element;
}

function storedLanguage(): string {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY) ?? 'pt-BR';
  } catch {
    return 'pt-BR';
  }
}

/**
 * Starts downloading the current page's remote while the shell's own code is still arriving.
 * Without it the remote waits for the whole shell to load and run: page → shell → remotes
 * document → remote entry → page module → its texts, one after the other. From the remote's
 * manifest (next to its entry) it hints the entry, the exposed page's files, its texts in the
 * visitor's language and the data it fetches first, and links its styles. The page's other lazy
 * files (a certificate generator, other languages) are left for when they are needed. The app
 * still loads the page and reports any problem as usual: this only makes the files arrive earlier.
 */
export async function preloadCurrentPage(): Promise<void> {
  const route = findRoute(window.location.pathname);
  if (!route) return;
  const entry = (await loadRemotesDocument())[route.remote];
  document.head.append(link(entry, 'modulepreload'));
  const manifestUrl = new URL('mf-manifest.json', entry);
  const response = await fetch(manifestUrl, { mode: 'cors', credentials: 'same-origin' });
  if (!response.ok) return;
  const manifest = (await response.json()) as RemoteManifest;
  const page = manifest.exposes?.find(
    (expose) => `./${expose.path.replace(/^\.\//, '')}` === route.module,
  );
  if (!page) return;
  const texts = `/locale-${storedLanguage()}-`;
  const wanted = page.assets.js.async.filter((file) => file.includes(texts));
  const links = [...page.assets.js.sync, ...wanted].map((file) =>
    link(new URL(file, manifestUrl).href, 'modulepreload'),
  );
  // The page's styles themselves (the remote entry adds the same link unless it is there already).
  for (const file of page.assets.css.sync) {
    links.push(link(new URL(file, manifestUrl).href, 'stylesheet'));
  }
  // The data the page fetches first (a plain fetch() with no custom headers reuses it).
  for (const file of page.data ?? []) {
    links.push(link(new URL(file, manifestUrl).href, 'fetch'));
  }
  document.head.append(...links); // one change to the document, not one per file
}
