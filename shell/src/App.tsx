import type { Language, RemoteProps } from '@fair/shared';
import {
  addressLanguage,
  DEFAULT_LANGUAGE,
  hasParameter,
  localizePath,
  pagePath,
  parseSitePath,
} from '@fair/shared/site';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer as FooterNow } from './components/Footer';
import { hydrateLater } from './components/hydrateLater';
import { NavBar as NavBarNow } from './components/NavBar';
import { NewVersionNotice } from './components/NewVersionNotice';
import { RemoteOutlet } from './components/RemoteOutlet';
import { ToastLayer } from './components/ToastLayer';
import { useToasts } from './components/useToasts';
import { pageTitle } from './pageTitle';
import { useShellLocation, useShellNavigate } from './navigation/ShellLocation';
import { NotFoundPage } from './pages/NotFoundPage';
import { entryOf } from './remotes/remoteLoader';

// Each in a task of its own when the page hydrates (see hydrateLater).
const NavBar = hydrateLater(NavBarNow);
const Footer = hydrateLater(FooterNow);

interface Props {
  /** The page's language, from its address; fixed while the page lives. */
  language: Language;
}

/**
 * The frame of every page: header, the page's area (the remote that owns the page), footer and
 * toasts. The same component renders the frame to HTML at build time and hydrates it in the
 * browser; the page's own HTML is never the shell's to render.
 */
export function App({ language }: Props) {
  const { t } = useTranslation(['common', 'shell']);
  const { toasts, notify, dismiss } = useToasts();
  const location = useShellLocation();
  const navigateInShell = useShellNavigate();
  const site = parseSitePath(location.pathname);
  const route = site.kind === 'page' ? site.route : null;
  const param = site.kind === 'page' ? site.param : undefined;
  // An unprefixed address that is no page is shown in the page's language (the remembered one).
  const named =
    site.kind === 'page' ||
    (site.kind === 'not-found' && addressLanguage(location.pathname).prefixed);
  const otherLanguage = named && site.language !== language;

  useEffect(() => {
    // Another language's address is another page: it is loaded, not rendered here.
    if (otherLanguage)
      window.location.assign(`${location.pathname}${location.search}${location.hash}`);
    else if (site.kind === 'redirect') navigateInShell(site.location, { replace: true });
  }, [otherLanguage, site, location, navigateInShell]);

  // Focus moves into the new page after a navigation, not on the first load. Back to the page
  // the visit began at is a navigation too: the location is then another object, whatever its
  // key (the shell's history makes one per change).
  const [firstLocation] = useState(location);
  const focusHeading = location !== firstLocation;

  useEffect(() => {
    // A page with a parameter (a work's) is titled by what it shows: the page sets it.
    if (route && hasParameter(route)) return;
    const title = pageTitle(t, route);
    if (document.title !== title) document.title = title;
  }, [route, t]);

  const navigate = useCallback<RemoteProps['navigate']>(
    (to, options) =>
      navigateInShell(localizePath(to, language), { replace: options?.replace ?? false }),
    [navigateInShell, language],
  );
  const entry = route ? entryOf(route.remote) : undefined;
  const remoteProps = useMemo<RemoteProps | null>(
    () =>
      route
        ? {
            language,
            pathname: pagePath(route, DEFAULT_LANGUAGE, param),
            search: location.search,
            hash: location.hash,
            navigate,
            notify,
            baseUrl: entry ? new URL('./', entry).href : '',
          }
        : null,
    [route, param, language, location.search, location.hash, navigate, notify, entry],
  );

  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell:skipToContent')}
      </a>
      <NavBar language={language} route={route} param={param} />
      <main id="main" className="site-main">
        <NewVersionNotice />
        {route && remoteProps ? (
          <RemoteOutlet
            key={param === undefined ? route.id : `${route.id}/${param}`}
            route={route}
            remoteProps={remoteProps}
            focusHeading={focusHeading}
          />
        ) : (
          <NotFoundPage language={language} />
        )}
      </main>
      <Footer language={language} />
      <ToastLayer toasts={toasts} onDismiss={dismiss} language={language} />
    </>
  );
}
