import { useRemoteProps } from '@fair/shared/runtime';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Paragraphs } from '../components/Paragraphs';
import { TableOfContents } from '../components/TableOfContents';
import { hasField, textList } from '@fair/shared';
import {
  ARTICLE_LICENSE_URL,
  ARTICLE_SECTION_IDS,
  type ArticleSectionId,
} from '../content/article';
import '../styles/content.css';

function isSectionId(value: string): value is ArticleSectionId {
  return (ARTICLE_SECTION_IDS as readonly string[]).includes(value);
}

/** /artigos: one long article in nine numbered sections, with a table of contents. */
export function ArticlesPage() {
  const { t } = useTranslation('articles');
  const { hash } = useRemoteProps();
  const arrived = useRef(false);

  // Arriving with a section in the address (a shared link): the page is rendered after the
  // browser's own attempt to scroll, so scroll to the section once it exists.
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (isSectionId(id)) document.getElementById(id)?.scrollIntoView();
  }, [hash]);

  const sections = ARTICLE_SECTION_IDS.map((id) => {
    const section = t(`sections.${id}`, { returnObjects: true });
    return {
      id,
      heading: t(`sections.${id}.heading`),
      paragraphs: textList(t(`sections.${id}.paragraphs`, { returnObjects: true })),
      subsections: hasField(section, 'subsections') ? textList(section.subsections) : [],
    };
  });

  return (
    <div className="mf-content mf-content--article">
      <article className="mf-content__article">
        <header className="mf-content__header">
          <p className="mf-content__eyebrow">{t('eyebrow')}</p>
          <h1>{t('title')}</h1>
          <p className="mf-content__standfirst">{t('standfirst')}</p>
        </header>

        <TableOfContents
          heading={t('toc.heading')}
          items={sections.map(({ id, heading }) => ({ id, label: heading }))}
        />

        {sections.map((section, index) => (
          <section key={section.id} className="mf-content__section">
            <h2 id={section.id}>
              {/* One string: Preact's hydration keeps a number's text node whose merged HTML text
                  ("1.") equals it loosely, and would add the "." again. */}
              <span className="mf-content__section-number">{`${index + 1}.`}</span>{' '}
              {section.heading}
            </h2>
            <Paragraphs items={section.paragraphs} />
            {section.subsections.map((subsection, subIndex) => (
              <section key={subIndex} className="mf-content__subsection">
                <h3>{subsection.heading}</h3>
                <Paragraphs items={subsection.paragraphs} />
              </section>
            ))}
          </section>
        ))}

        <footer className="mf-content__license">
          <p>
            {t('license.text')}{' '}
            <a href={ARTICLE_LICENSE_URL} rel="license">
              {t('license.linkLabel')}
            </a>
          </p>
        </footer>
      </article>
    </div>
  );
}
