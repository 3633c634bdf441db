// First: the federation host, so its runtime and shared libraries exist before any remote loads.
import './federation/federationRuntime';
import { i18n, initI18n, loadNamespaces } from '@fair/shared';
import '@fair/shared/tokens.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { addErrorHandler } from 'single-spa';
import { App } from './App';
import './i18n';
import { readLanguagePreference } from './language/languagePreference';
import { ConfigErrorPage } from './pages/ConfigErrorPage';
import { loadPageLifecycles, registerRemoteEntries } from './remotes/remoteLoader';
import { findRoute } from './routes';
import { loadRemotesDocument, RemotesDocumentProblem } from './remotes/remotesDocument';
import './shell.css';

// A broken remote is reported by its outlet; this keeps single-spa from rethrowing globally.
addErrorHandler((error) => console.error('[shell] remote error:', error));

async function start() {
  const language = readLanguagePreference();
  document.documentElement.lang = language;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks the #root element');
  const root = createRoot(container);
  // The texts and the remotes document are fetched in parallel: both gate the first paint.
  const [documentResult] = await Promise.all([
    loadRemotesDocument().then(
      (entries) => ({ ok: true as const, entries }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    initI18n(language).then(() => loadNamespaces(['common', 'shell'])),
  ]);

  if (!documentResult.ok) {
    if (!(documentResult.error instanceof RemotesDocumentProblem)) throw documentResult.error;
    console.error('[shell] remotes document:', documentResult.error.message);
    root.render(
      <I18nextProvider i18n={i18n}>
        <ConfigErrorPage problem={documentResult.error.problem} />
      </I18nextProvider>,
    );
    return;
  }

  registerRemoteEntries(documentResult.entries);
  // Start fetching the current page's remote now, in parallel with the shell's first render.
  const route = findRoute(window.location.pathname);
  if (route) loadPageLifecycles(route.remote, route.module).catch(() => undefined);
  // A transition: React renders the frame in slices instead of one long task, so the page's
  // remote, arriving meanwhile, is not kept waiting behind it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <App initialLanguage={language} />
          </BrowserRouter>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}

void start();
