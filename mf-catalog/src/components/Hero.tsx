import { pageAddress } from '@fair/shared';
import { InternalLink } from '@fair/shared/runtime';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';

const AUDIENCES = [
  { key: 'authors', to: pageAddress('authors') },
  { key: 'distributors', to: pageAddress('distributors') },
  { key: 'users', to: pageAddress('users') },
] as const;

/** The page's heading and the three audience cards (authors, distributors, users). */
export const Hero = memo(function Hero() {
  const { t } = useTranslation(['catalog', 'common']);
  const audiencesHeading = useId();
  return (
    <div className="mf-catalog__hero">
      <h1 className="mf-catalog__title">{t('hero.title')}</h1>
      <p className="mf-catalog__lead">{t('hero.lead')}</p>
      <section aria-labelledby={audiencesHeading}>
        <h2 id={audiencesHeading} className="visually-hidden">
          {t('hero.audiencesHeading')}
        </h2>
        <ul className="mf-catalog__audiences">
          {AUDIENCES.map(({ key, to }) => (
            <li key={key} className="mf-catalog__audience">
              <h3 className="mf-catalog__audience-title">
                <InternalLink to={to} className="mf-catalog__audience-link">
                  {t(`common:nav.${key}`)}
                </InternalLink>
              </h3>
              <p>{t(`hero.audiences.${key}`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
});
