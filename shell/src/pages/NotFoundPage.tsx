import type { Language } from '@fair/shared';
import { pagePath, ROUTES, type Route } from '@fair/shared/site';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

const HOME = ROUTES.find((route) => route.slug === '') as Route;

/** The 404 page (its HTML is composed per language; the server answers it with status 404). */
export function NotFoundPage({ language }: { language: Language }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();

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
      <Link to={pagePath(HOME, language)} className="button">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
