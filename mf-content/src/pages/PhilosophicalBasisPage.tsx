import { useTranslation } from 'react-i18next';
import { Paragraphs } from '../components/Paragraphs';
import { PointList } from '../components/PointList';
import { list } from '../components/texts';
import '../styles/content.css';

/** /fundamentacao-filosofica: the five sections and their counted lists. */
export function PhilosophicalBasisPage() {
  const { t } = useTranslation('philosophy');
  const stories = list(t('copyleft.stories', { returnObjects: true })).map(({ name, text }) => ({
    title: name,
    text,
  }));

  return (
    <div className="mf-content">
      <header className="mf-content__header">
        <h1>{t('title')}</h1>
        <p className="mf-content__standfirst">{t('standfirst')}</p>
      </header>

      <section className="mf-content__section">
        <h2>{t('derivative.heading')}</h2>
        <Paragraphs items={list(t('derivative.paragraphs', { returnObjects: true }))} />
      </section>

      <section className="mf-content__section">
        <h2>{t('extendedCopyright.heading')}</h2>
        <Paragraphs items={list(t('extendedCopyright.paragraphs', { returnObjects: true }))} />
        <h3>{t('extendedCopyright.impactsHeading')}</h3>
        <PointList items={list(t('extendedCopyright.impacts', { returnObjects: true }))} />
      </section>

      <section className="mf-content__section">
        <h2>{t('copyleft.heading')}</h2>
        <Paragraphs items={list(t('copyleft.paragraphs', { returnObjects: true }))} />
        <h3>{t('copyleft.freedomsHeading')}</h3>
        <p>{t('copyleft.freedomsIntro')}</p>
        <PointList items={list(t('copyleft.freedoms', { returnObjects: true }))} ordered />
        <h3>{t('copyleft.storiesHeading')}</h3>
        <PointList items={stories} />
        <h3>{t('copyleft.benefitsHeading')}</h3>
        <PointList items={list(t('copyleft.benefits', { returnObjects: true }))} />
      </section>

      <section className="mf-content__section">
        <h2>{t('separation.heading')}</h2>
        <Paragraphs items={list(t('separation.paragraphs', { returnObjects: true }))} />
        <h3>{t('separation.pillarHeading')}</h3>
        <PointList items={list(t('separation.pillar', { returnObjects: true }))} />
      </section>

      <section className="mf-content__section">
        <h2>{t('returning.heading')}</h2>
        <Paragraphs items={list(t('returning.paragraphs', { returnObjects: true }))} />
        <h3>{t('returning.goalsHeading')}</h3>
        <PointList items={list(t('returning.goals', { returnObjects: true }))} />
        <p>{t('returning.closing')}</p>
      </section>
    </div>
  );
}
