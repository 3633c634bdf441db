import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  hasParameter,
  parseSitePath,
  ROUTES,
  type RemoteAppName,
  type Route,
} from '../../site/routes.mjs';
import { i18n, initI18n, loadNamespaces, type PageLifecycles } from '@fair/shared/runtime';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_ENDONYMS, type Language } from '../languages';
import type { LifecycleProps, Toast } from '../remote-contract';
import '../styles/index.css';
import '../styles/interactive.css';
import './standalone.css';

/** The remote's lifecycle modules, as `import.meta.glob('/src/lifecycles/*.ts')` gives them. */
export type LifecycleModules = Record<string, () => Promise<unknown>>;

function moduleLoader(modules: LifecycleModules, route: Route) {
  const file = `/lifecycles/${route.module.replace(/^\.\//, '')}.ts`;
  const load = Object.entries(modules).find(([path]) => path.endsWith(file))?.[1];
  if (!load) throw new Error(`${route.app} has no src${file} for its page "${route.id}"`);
  return load as () => Promise<PageLifecycles>;
}

function readLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

let mounts = 0;

/**
 * A small stand-in for the shell so a remote's team can run its pages alone: links to the
 * remote's pages (from the app table), a language switch and toasts, wired to the same lifecycles
 * the shell uses. Pages are always rendered anew here (there is no server HTML).
 */
function Harness({ routes, modules }: { routes: Route[]; modules: LifecycleModules }) {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const [location, setLocation] = useState(readLocation);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const outlet = useRef<HTMLDivElement>(null);
  const current = useRef<{ page: PageLifecycles; props: LifecycleProps } | null>(null);
  // Addresses as in pt-BR (the harness switches language without a prefix); a page with a
  // parameter (a work's) is reached by following the remote's own links.
  const site = parseSitePath(location.pathname);
  const shown = site.kind === 'page' && routes.includes(site.route) ? site : undefined;
  const route = shown?.route ?? routes.find((candidate) => !hasParameter(candidate));
  const listed = routes.filter((candidate) => !hasParameter(candidate));

  const navigate = (to: string, options?: { replace?: boolean }) => {
    window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
    setLocation(readLocation());
  };
  const notify = (toast: Toast) => setToasts((shown) => [...shown, toast]);
  const latest = useRef({ navigate, notify });
  useEffect(() => {
    latest.current = { navigate, notify };
  });

  useEffect(() => {
    const onPop = () => setLocation(readLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // A new page or language: the page is mounted anew (a language is fixed for a page's life).
  const path = shown ? location.pathname : route ? `/${route.slug}` : '/';
  useEffect(() => {
    const host = outlet.current;
    if (!route || !host) return;
    let cancelled = false;
    const domElement = document.createElement('div');
    host.appendChild(domElement);
    const props: LifecycleProps = {
      ...readLocation(),
      pathname: path,
      language,
      domElement,
      name: `${route.remote}/${route.id}#${++mounts}`,
      serverRendered: false,
      baseUrl: `${window.location.origin}/`,
      navigate: (to, options) => latest.current.navigate(to, options),
      notify: (toast) => latest.current.notify(toast),
    };
    void (async () => {
      await i18n.changeLanguage(language);
      const page = await moduleLoader(modules, route)();
      if (cancelled) return;
      await page.bootstrap(props);
      await page.mount(props);
      current.current = { page, props };
    })();
    return () => {
      cancelled = true;
      const mounted = current.current;
      current.current = null;
      // After this render: React does not unmount one root while it is rendering another.
      void Promise.resolve()
        .then(() => mounted?.page.unmount(mounted.props))
        .finally(() => domElement.remove());
    };
  }, [route, path, language, modules]);

  // The query and fragment change while the page stays: the page is updated.
  useEffect(() => {
    const mounted = current.current;
    if (!mounted) return;
    mounted.props = { ...mounted.props, search: location.search, hash: location.hash };
    void mounted.page.update(mounted.props);
  }, [location.search, location.hash]);

  return (
    <div className="standalone-harness">
      <header className="standalone-harness__bar">
        <nav aria-label={t('nav.label')}>
          <ul>
            {listed.map((candidate) => (
              <li key={candidate.id}>
                <a
                  href={`/${candidate.slug}`}
                  aria-current={candidate === route ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(`/${candidate.slug}`);
                  }}
                >
                  {t(`nav.${candidate.id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <label>
          {t('language.label')}{' '}
          <select
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_ENDONYMS[code]}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main ref={outlet} className="standalone-harness__page" />
      <ul aria-live="polite" className="standalone-harness__toasts">
        {toasts.map((toast, index) => (
          <li key={index}>
            {toast.message}{' '}
            {toast.link && (
              <a
                href={toast.link.to}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(toast.link?.to ?? '/');
                }}
              >
                {toast.link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Runs a remote's pages without the shell (its dev server's page): `startStandalone('mf-faq',
 * import.meta.glob('./lifecycles/*.ts'))`. Not part of what visitors download: the shell provides
 * `@fair/shared`, and this entry is imported only by the remotes' standalone pages.
 */
export async function startStandalone(
  app: RemoteAppName,
  modules: LifecycleModules,
): Promise<void> {
  const routes = ROUTES.filter((route) => route.app === app);
  for (const route of routes) moduleLoader(modules, route); // a missing module fails at once
  await initI18n(DEFAULT_LANGUAGE);
  await loadNamespaces(['common']);
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page needs a #root element');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Harness routes={routes} modules={modules} />
      </I18nextProvider>
    </StrictMode>,
  );
}
