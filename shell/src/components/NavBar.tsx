import { LANGUAGES, LANGUAGE_ENDONYMS, type Language } from '@fair/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { ROUTES } from '../routes';

interface Props {
  language: Language;
  onLanguageChange: (language: Language) => void;
}

export function NavBar({ language, onLanguageChange }: Props) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const languageId = useId();

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <NavLink to="/" className="site-header__brand">
          {t('site.name')}
        </NavLink>
        <div className="site-header__language">
          <label htmlFor={languageId}>{t('language.label')}</label>
          <select
            id={languageId}
            value={language}
            onChange={(event) => onLanguageChange(event.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_ENDONYMS[code]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="site-header__menu-icon" />
          {menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        </button>
      </div>
      <nav id={menuId} className="site-nav" data-open={menuOpen} aria-label={t('nav.label')}>
        <ul>
          {ROUTES.map((route) => (
            <li key={route.path}>
              {/* Following a link closes the mobile menu. */}
              <NavLink to={route.path} end onClick={() => setMenuOpen(false)}>
                {t(route.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
