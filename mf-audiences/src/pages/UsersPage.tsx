import { DURATION_RULES, PriceSplit, pageAddress } from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { useTranslation } from 'react-i18next';
import { AudiencePage, ListSection, Section } from '../components/Layout';
import { distributionTotal } from '../examples/example';
import {
  albumTwoPlatformsExample,
  calculusBookExample,
  CALCULUS_BOOK,
  filmAddPlatformExample,
  LONG_DURATION,
  SHORT_DURATION,
} from '../examples/users';
import { useFigures } from '../lib/useFigures';
import '../styles/audiences.css';

/** The pages this one leads to, by their label in `related`. */
const RELATED = {
  catalogue: pageAddress('home'),
  myLicenses: pageAddress('myLicenses'),
  howItWorks: pageAddress('howItWorks'),
  faq: pageAddress('faq'),
};

export function UsersPage() {
  const { t } = useTranslation(['users', 'common']);
  const { language } = useRemoteProps();
  const figures = useFigures();
  const listTexts = { ...figures.common, returnObjects: true } as const;

  const book = calculusBookExample();
  const bookValues = {
    ...figures.common,
    listedFee: figures.money(CALCULUS_BOOK.listedContentFee),
    distributionFee: figures.money(distributionTotal(book.long)),
    shortShare: figures.percent(DURATION_RULES[SHORT_DURATION].contentPercent),
    shortTotal: figures.money(book.short.total),
    longTotal: figures.money(book.long.total),
    difference: figures.money(book.upgrade.contentFee),
    upgradeCommission: figures.money(book.upgrade.commission),
    upgradeTotal: figures.money(book.upgrade.total),
    combinedTotal: figures.money(book.shortThenUpgrade),
  };

  const album = albumTwoPlatformsExample();
  const albumValues = {
    ...figures.common,
    ...figures.quoteValues(album.together),
    separateTotal: figures.money(album.separateTotal),
  };

  const film = filmAddPlatformExample();
  const filmValues = {
    ...figures.common,
    listedFee: figures.money(film.original.contentFee),
    originalTotal: figures.money(film.original.total),
    platform: t(`common:platforms.${film.platform}`),
    addedFee: figures.money(distributionTotal(film.added)),
    addedCommission: figures.money(film.added.commission),
    addedTotal: figures.money(film.added.total),
  };

  return (
    <AudiencePage
      title={t('title')}
      lead={t('lead')}
      note={t('prototypeNote')}
      related={t('related', { returnObjects: true })}
      relatedPaths={RELATED}
    >
      <ListSection id="users-benefits" texts={t('benefits', listTexts)} />

      <ListSection id="users-use-cases" texts={t('useCases', listTexts)} />

      <ListSection id="users-steps" steps texts={t('steps', listTexts)} />

      <Section
        id="users-examples"
        heading={t('examples.heading')}
        intro={t('examples.intro', figures.common)}
      >
        <article className="audiences-example" aria-labelledby="users-example-book">
          <h3 id="users-example-book">{t('examples.calculusBook.title')}</h3>
          <p>{t('examples.calculusBook.text', bookValues)}</p>
          <div className="audiences-example__compare">
            <PriceSplit
              split={book.short}
              language={language}
              showSubtotal
              caption={t(`common:durations.${SHORT_DURATION}`)}
            />
            <PriceSplit
              split={book.long}
              language={language}
              showSubtotal
              caption={t(`common:durations.${LONG_DURATION}`)}
            />
          </div>
          <p>{t('examples.calculusBook.upgrade', bookValues)}</p>
        </article>

        <article className="audiences-example" aria-labelledby="users-example-album">
          <h3 id="users-example-album">{t('examples.albumTwoPlatforms.title')}</h3>
          <p>{t('examples.albumTwoPlatforms.text', albumValues)}</p>
          <PriceSplit
            split={album.together}
            language={language}
            showSubtotal
            caption={t('examples.albumTwoPlatforms.caption')}
          />
          <p>{t('examples.albumTwoPlatforms.comparison', albumValues)}</p>
        </article>

        <article className="audiences-example" aria-labelledby="users-example-film">
          <h3 id="users-example-film">{t('examples.filmAddPlatform.title')}</h3>
          <p>{t('examples.filmAddPlatform.text', filmValues)}</p>
          <PriceSplit
            split={film.added}
            language={language}
            showSubtotal
            caption={t('examples.filmAddPlatform.caption', filmValues)}
            omitZero
          />
          <p>{t('examples.filmAddPlatform.result', filmValues)}</p>
        </article>
      </Section>
    </AudiencePage>
  );
}
