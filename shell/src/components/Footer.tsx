import { FIXED_ROUTES, inFooter, pagePath, type Language } from '@fair/shared/site';
import { useTranslation } from 'react-i18next';
import { ShellLink } from '../navigation/ShellLink';

/** The pages a visitor looks for at the bottom of a page (the app table marks them). */
const FOOTER_PAGES = FIXED_ROUTES.filter(inFooter);

export function Footer({ language }: { language: Language }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <footer className="site-footer">
      <p className="site-footer__name">{t('common:site.name')}</p>
      <p>{t('common:site.tagline')}</p>
      <nav className="site-footer__nav" aria-label={t('shell:footer.navLabel')}>
        <ul>
          {FOOTER_PAGES.map((page) => (
            <li key={page.id}>
              <ShellLink to={pagePath(page, language)}>{t(`common:nav.${page.id}`)}</ShellLink>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('shell:footer.about')}</p>
      <p>{t('shell:footer.noPayment')}</p>
      <p>{t('shell:footer.license')}</p>
    </footer>
  );
}
