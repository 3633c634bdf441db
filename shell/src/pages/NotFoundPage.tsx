import type { Language } from '@fair/shared';
import { pagePath, ROUTES, type Route } from '@fair/shared/site';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellLink } from '../navigation/ShellLink';
import { useShellLocation } from '../navigation/ShellLocation';

const HOME = ROUTES.find((route) => route.slug === '') as Route;

/** The 404 page (its HTML is composed per language; the server answers it with status 404). */
export function NotFoundPage({ language }: { language: Language }) {
  const { t } = useTranslation('shell');
  const { pathname } = useShellLocation();

  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <div className="not-found">
      <p className="not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <ShellLink to={pagePath(HOME, language)} className="button">
        {t('notFound.home')}
      </ShellLink>
    </div>
  );
}
