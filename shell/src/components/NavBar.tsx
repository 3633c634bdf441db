import {
  FIXED_ROUTES,
  inMainNavigation,
  LANGUAGES,
  LANGUAGE_ENDONYMS,
  pagePath,
  type Language,
  type Route,
} from '@fair/shared/site';
import { useHydrated } from '@fair/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberLanguage } from '../language/rememberLanguage';
import { ShellLink } from '../navigation/ShellLink';
import { useShellLocation } from '../navigation/ShellLocation';

interface Props {
  language: Language;
  /** The page shown, or null on the 404 page. */
  route: Route | null;
  /** Its parameter's value, for a page that has one (a work's id). */
  param?: string | undefined;
}

/**
 * Escape closes an open menu of the header and gives the focus back to its toggle; a tap or click
 * outside it closes it where the visitor is.
 */
function useMenusClose() {
  useEffect(() => {
    const openMenu = () => document.querySelector<HTMLDetailsElement>('.site-header details[open]');
    const onKey = (event: KeyboardEvent) => {
      const open = openMenu();
      if (event.key !== 'Escape' || !open) return;
      open.open = false;
      open.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const open = openMenu();
      if (open && !open.contains(event.target as Node)) open.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);
}

const HOME = FIXED_ROUTES.find((route) => route.slug === '') as Route;
/** The main navigation: every page but those the footer links to (the app table says which). */
const MAIN_PAGES = FIXED_ROUTES.filter(inMainNavigation);

/**
 * The site's header: the name, the language links and the navigation. Both menus are native
 * disclosures (`<details>`), so they open without JavaScript; on wide screens the navigation is
 * always shown. The language links go to the same page in each language, keeping the query and
 * the fragment once the page runs (the server's HTML cannot know them).
 */
export function NavBar({ language, route, param }: Props) {
  const { t } = useTranslation('common');
  const { search, hash } = useShellLocation();
  const hydrated = useHydrated();
  const menu = useRef<HTMLDetailsElement>(null);
  useMenusClose();
  const keep = hydrated ? `${search}${hash}` : '';

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <ShellLink to={pagePath(HOME, language)} className="site-header__brand">
          {t('site.name')}
        </ShellLink>
        <details name="site-header" className="site-header__languages">
          <summary>
            <span className="visually-hidden">{t('language.label')}: </span>
            <span lang={language}>{LANGUAGE_ENDONYMS[language]}</span>
          </summary>
          <ul>
            {LANGUAGES.map((code) => (
              <li key={code}>
                <a
                  href={`${route ? pagePath(route, code, param) : pagePath(HOME, code)}${route ? keep : ''}`}
                  hrefLang={code}
                  lang={code}
                  aria-current={code === language ? 'true' : undefined}
                  onClick={() => rememberLanguage(code)}
                >
                  {LANGUAGE_ENDONYMS[code]}
                </a>
              </li>
            ))}
          </ul>
        </details>
        <details ref={menu} name="site-header" className="site-header__menu">
          <summary>
            <span aria-hidden="true" className="site-header__menu-icon" />
            {t('nav.menu')}
          </summary>
          <nav className="site-nav" aria-label={t('nav.label')}>
            <ul>
              {MAIN_PAGES.map((page) => (
                <li key={page.id}>
                  {/* Following a link closes the phone menu. */}
                  <ShellLink
                    to={pagePath(page, language)}
                    aria-current={page.id === route?.id ? 'page' : undefined}
                    onClick={() => menu.current?.removeAttribute('open')}
                  >
                    {t(`nav.${page.id}`)}
                  </ShellLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
