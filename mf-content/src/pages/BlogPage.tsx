import { useTranslation } from 'react-i18next';
import { Paragraphs } from '../components/Paragraphs';
import { PointList } from '../components/PointList';
import { textList } from '@fair/shared';
import { readBlogUrl } from '../content/blogUrl';
import '../styles/content.css';

/** /blog: what the blog is about, and a link that opens it in a new tab. */
export function BlogPage() {
  const { t } = useTranslation('blog');
  const blogUrl = readBlogUrl();

  return (
    <div className="mf-content">
      <header className="mf-content__header">
        <h1>{t('title')}</h1>
      </header>
      <Paragraphs items={textList(t('intro', { returnObjects: true }))} />

      <h2>{t('topicsHeading')}</h2>
      <PointList items={textList(t('topics', { returnObjects: true }))} />

      {blogUrl ? (
        <p className="mf-content__cta">
          <a className="button" href={blogUrl} target="_blank" rel="noopener noreferrer">
            {t('cta.label')} <span className="visually-hidden">{t('cta.newTab')}</span>
            <span aria-hidden="true" className="mf-content__external-icon">
              ↗
            </span>
          </a>
        </p>
      ) : (
        <p className="mf-content__note">{t('unavailable')}</p>
      )}
      <p className="mf-content__note">{t('hostNote')}</p>
    </div>
  );
}
