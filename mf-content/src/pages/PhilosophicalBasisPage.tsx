import { Paragraphs } from '../components/Paragraphs';
import { PointList } from '../components/PointList';
import { useTexts } from '../components/useTexts';
import type { Point, Story } from '../content/philosophy';
import '../styles/content.css';

/** /fundamentacao-filosofica: the five sections and their counted lists. */
export function PhilosophicalBasisPage() {
  const { text, list } = useTexts('philosophy');
  const stories = list<Story>('copyleft.stories').map(({ name, text }) => ({ title: name, text }));

  return (
    <div className="mf-content">
      <header className="mf-content__header">
        <h1>{text('title')}</h1>
        <p className="mf-content__standfirst">{text('standfirst')}</p>
      </header>

      <section className="mf-content__section">
        <h2>{text('derivative.heading')}</h2>
        <Paragraphs items={list<string>('derivative.paragraphs')} />
      </section>

      <section className="mf-content__section">
        <h2>{text('extendedCopyright.heading')}</h2>
        <Paragraphs items={list<string>('extendedCopyright.paragraphs')} />
        <h3>{text('extendedCopyright.impactsHeading')}</h3>
        <PointList items={list<Point>('extendedCopyright.impacts')} />
      </section>

      <section className="mf-content__section">
        <h2>{text('copyleft.heading')}</h2>
        <Paragraphs items={list<string>('copyleft.paragraphs')} />
        <h3>{text('copyleft.freedomsHeading')}</h3>
        <p>{text('copyleft.freedomsIntro')}</p>
        <PointList items={list<Point>('copyleft.freedoms')} ordered />
        <h3>{text('copyleft.storiesHeading')}</h3>
        <PointList items={stories} />
        <h3>{text('copyleft.benefitsHeading')}</h3>
        <PointList items={list<Point>('copyleft.benefits')} />
      </section>

      <section className="mf-content__section">
        <h2>{text('separation.heading')}</h2>
        <Paragraphs items={list<string>('separation.paragraphs')} />
        <h3>{text('separation.pillarHeading')}</h3>
        <PointList items={list<Point>('separation.pillar')} />
      </section>

      <section className="mf-content__section">
        <h2>{text('returning.heading')}</h2>
        <Paragraphs items={list<string>('returning.paragraphs')} />
        <h3>{text('returning.goalsHeading')}</h3>
        <PointList items={list<Point>('returning.goals')} />
        <p>{text('returning.closing')}</p>
      </section>
    </div>
  );
}
