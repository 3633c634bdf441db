// First: the federation host, so its runtime and shared libraries exist before any remote loads.
import './federation/federationRuntime';
import { i18n, initI18n, loadNamespaces } from '@fair/shared/runtime';
import { addressLanguage, isLanguage, parseSitePath } from '@fair/shared/site';
import '@fair/shared/styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { addErrorHandler } from 'single-spa';
import { App } from './App';
import { FrameRenderContext } from './FrameRenderContext';
import './i18n';
import { moveLegacyLanguageChoice } from './language/rememberLanguage';
import { BrowserLocation } from './navigation/ShellLocation';
import { ConfigErrorPage } from './pages/ConfigErrorPage';
import { loadPageLifecycles, registerPageRemotes } from './remotes/remoteLoader';
import { pageRemotes, RemotesDocumentProblem } from './remotes/remotesDocument';
import './shell.css';

import interactiveStyles from './interactive.css?url';

/**
 * The styles of what appears only once the page runs (dialogs, notifications) are not in the
 * page's HTML: a composed page's boot script adds them with the scripts. A page without that link
 * (the dev server's, or one composed before there was such a stylesheet) gets it here.
 */
function addInteractiveStyles() {
  const href = new URL(interactiveStyles, import.meta.url).href;
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
  if ([...links].some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}
addInteractiveStyles();

// A broken remote is reported by its outlet; this keeps single-spa from rethrowing globally.
addErrorHandler((error) => console.error('[shell] remote error:', error));

async function start() {
  const site = parseSitePath(window.location.pathname);
  // The address decides the language; at an unprefixed address that is no page, the server
  // answered the 404 page in the visitor's remembered language, which the page says.
  const { language: addressed, prefixed } = addressLanguage(window.location.pathname);
  const composedIn = document.documentElement.lang;
  const pageLanguage =
    site.kind === 'not-found' && !prefixed && isLanguage(composedIn) ? composedIn : addressed;
  const elsewhere = moveLegacyLanguageChoice(pageLanguage, !prefixed);
  if (elsewhere) {
    window.location.replace(elsewhere);
    return;
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('The page lacks the #root element');
  // The remotes document and the texts are read in parallel: both come before the first render.
  const [remotes] = await Promise.all([
    pageRemotes().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    initI18n(pageLanguage).then(() => loadNamespaces(['common', 'shell'])),
  ]);

  if (!remotes.ok) {
    if (!(remotes.error instanceof RemotesDocumentProblem)) throw remotes.error;
    console.error('[shell] remotes document:', remotes.error.message);
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <ConfigErrorPage problem={remotes.error.problem} />
      </I18nextProvider>,
    );
    return;
  }

  registerPageRemotes(remotes.value);
  // The page's remote starts loading now, while the frame hydrates.
  if (site.kind === 'page')
    loadPageLifecycles(site.route.remote, site.route.module).catch(() => undefined);

  const app = (
    <I18nextProvider i18n={i18n}>
      <BrowserLocation>
        <FrameRenderContext.Provider value={false}>
          <App language={pageLanguage} />
        </FrameRenderContext.Provider>
      </BrowserLocation>
    </I18nextProvider>
  );
  // The composed page holds the frame's HTML: hydrate it. The dev server's page is empty: render it.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
