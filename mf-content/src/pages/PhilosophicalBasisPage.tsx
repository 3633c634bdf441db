import { useTranslation } from 'react-i18next';
import { PointList } from '../components/PointList';
import { TextSection } from '../components/TextSection';
import { textList } from '@fair/shared';
import '../styles/content.css';

/** /fundamentacao-filosofica: the five sections and their counted lists. */
export function PhilosophicalBasisPage() {
  const { t } = useTranslation('philosophy');
  const stories = textList(t('copyleft.stories', { returnObjects: true })).map(
    ({ name, text }) => ({
      title: name,
      text,
    }),
  );

  return (
    <div className="mf-content">
      <header className="mf-content__header">
        <h1>{t('title')}</h1>
        <p className="mf-content__standfirst">{t('standfirst')}</p>
      </header>

      <TextSection
        heading={t('derivative.heading')}
        paragraphs={textList(t('derivative.paragraphs', { returnObjects: true }))}
      />

      <TextSection
        heading={t('extendedCopyright.heading')}
        paragraphs={textList(t('extendedCopyright.paragraphs', { returnObjects: true }))}
      >
        <h3>{t('extendedCopyright.impactsHeading')}</h3>
        <PointList items={textList(t('extendedCopyright.impacts', { returnObjects: true }))} />
      </TextSection>

      <TextSection
        heading={t('copyleft.heading')}
        paragraphs={textList(t('copyleft.paragraphs', { returnObjects: true }))}
      >
        <h3>{t('copyleft.freedomsHeading')}</h3>
        <p>{t('copyleft.freedomsIntro')}</p>
        <PointList items={textList(t('copyleft.freedoms', { returnObjects: true }))} ordered />
        <h3>{t('copyleft.storiesHeading')}</h3>
        <PointList items={stories} />
        <h3>{t('copyleft.benefitsHeading')}</h3>
        <PointList items={textList(t('copyleft.benefits', { returnObjects: true }))} />
      </TextSection>

      <TextSection
        heading={t('separation.heading')}
        paragraphs={textList(t('separation.paragraphs', { returnObjects: true }))}
      >
        <h3>{t('separation.pillarHeading')}</h3>
        <PointList items={textList(t('separation.pillar', { returnObjects: true }))} />
      </TextSection>

      <TextSection
        heading={t('returning.heading')}
        paragraphs={textList(t('returning.paragraphs', { returnObjects: true }))}
      >
        <h3>{t('returning.goalsHeading')}</h3>
        <PointList items={textList(t('returning.goals', { returnObjects: true }))} />
        <p>{t('returning.closing')}</p>
      </TextSection>
    </div>
  );
}
