import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
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
      <p>{t('notFound.message', { path: pathname })}</p>
      <Link to="/" className="button">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
