import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n, initI18n, loadNamespaces } from '../i18n/instance';
import { LANGUAGES, LANGUAGE_ENDONYMS, toLanguage, type Language } from '../languages';
import type { RemoteProps, Toast } from '../remote-contract';
import type { PageLifecycles } from './createPageLifecycles';

export type PageModules = Record<string, () => Promise<PageLifecycles>>;

const LANGUAGE_KEY = 'fair-licensing.language';

function readLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/**
 * A small stand-in for the shell so a remote's team can run its pages alone: a language switch,
 * links to the remote's pages, and toasts, wired to the same lifecycles the shell uses.
 */
function Harness({ pages, initialLanguage }: { pages: PageModules; initialLanguage: Language }) {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useState(initialLanguage);
  const [location, setLocation] = useState(readLocation);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const outlet = useRef<HTMLDivElement>(null);
  const mounted = useRef<{ path: string; page: PageLifecycles; element: HTMLElement } | null>(null);
  const paths = Object.keys(pages);
  const path = pages[location.pathname] ? location.pathname : (paths[0] ?? '/');

  const props: RemoteProps = {
    language,
    ...location,
    navigate: (to, options) => {
      window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
      setLocation(readLocation());
    },
    notify: (toast) => setToasts((current) => [...current, toast]),
  };
  const propsRef = useRef(props);
  useEffect(() => {
    propsRef.current = props;
  });

  useEffect(() => {
    const onPop = () => setLocation(readLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
    window.localStorage.setItem(LANGUAGE_KEY, language);
  }, [language]);

  useEffect(() => {
    let cancelled = false;
    const element = document.createElement('div');
    outlet.current?.appendChild(element);
    const load = pages[path];
    void load?.().then(async (page) => {
      if (cancelled) return;
      await page.mount({ ...propsRef.current, domElement: element });
      mounted.current = { path, page, element };
    });
    return () => {
      cancelled = true;
      const current = mounted.current;
      mounted.current = null;
      void current?.page.unmount({ ...propsRef.current, domElement: current.element });
      element.remove();
    };
  }, [path, pages]);

  useEffect(() => {
    const current = mounted.current;
    if (current) void current.page.update({ ...props, domElement: current.element });
  });

  const changeLanguage = async (next: Language) => {
    await i18n.changeLanguage(next);
    setLanguage(next);
  };

  return (
    <div className="standalone-harness">
      <header className="standalone-harness__bar">
        <label>
          {t('language.label')}{' '}
          <select
            value={language}
            onChange={(event) => void changeLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_ENDONYMS[code]}
              </option>
            ))}
          </select>
        </label>
        <nav aria-label={t('nav.label')}>
          {paths.map((p) => (
            <a
              key={p}
              href={p}
              aria-current={p === path ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                props.navigate(p);
              }}
            >
              {p}
            </a>
          ))}
        </nav>
      </header>
      <main ref={outlet} />
      <ul aria-live="polite" className="standalone-harness__toasts">
        {toasts.map((toast, index) => (
          <li key={index}>
            {toast.message}{' '}
            {toast.link && (
              <a
                href={toast.link.to}
                onClick={(event) => {
                  event.preventDefault();
                  props.navigate(toast.link?.to ?? '/');
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

export async function startStandalone(pages: PageModules): Promise<void> {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    stored = null;
  }
  const language = toLanguage(stored);
  await initI18n(language);
  await loadNamespaces(['common']);
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page needs a #root element');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Harness pages={pages} initialLanguage={language} />
      </I18nextProvider>
    </StrictMode>,
  );
}
