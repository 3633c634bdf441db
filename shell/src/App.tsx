import type { Language, RemoteProps } from '@fair/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Footer } from './components/Footer';
import { NavBar } from './components/NavBar';
import { RemoteOutlet } from './components/RemoteOutlet';
import { ToastLayer } from './components/ToastLayer';
import { useToasts } from './components/useToasts';
import { useLanguage } from './language/useLanguage';
import { NotFoundPage } from './pages/NotFoundPage';
import { findRoute } from './routes';

export function App({ initialLanguage }: { initialLanguage: Language }) {
  const { t } = useTranslation(['common', 'shell']);
  const { language, changeLanguage } = useLanguage(initialLanguage);
  const { toasts, notify, dismiss } = useToasts();
  const location = useLocation();
  const navigate = useNavigate();
  const route = findRoute(location.pathname);

  // Focus moves to the new page's heading after a navigation, but not on the first load (the
  // first history entry is the only one whose key is 'default').
  const focusHeading = location.key !== 'default';

  useEffect(() => {
    const page = route ? t(route.labelKey) : t('shell:titles.notFound');
    document.title = `${page} · ${t('common:site.name')}`;
  }, [route, t, language]);

  const remoteProps = useMemo<RemoteProps>(
    () => ({
      language,
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      navigate: (to, options) => navigate(to, { replace: options?.replace ?? false }),
      notify,
    }),
    [language, location.pathname, location.search, location.hash, navigate, notify],
  );

  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell:skipToContent')}
      </a>
      <NavBar language={language} onLanguageChange={(next) => void changeLanguage(next)} />
      <main id="main" className="site-main">
        {route ? (
          <RemoteOutlet
            key={route.path}
            route={route}
            remoteProps={remoteProps}
            focusHeading={focusHeading}
          />
        ) : (
          <NotFoundPage />
        )}
      </main>
      <Footer />
      <ToastLayer toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
