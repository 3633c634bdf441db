import { Paragraphs } from '../components/Paragraphs';
import { PointList } from '../components/PointList';
import { useTexts } from '../components/useTexts';
import type { BlogTopic } from '../content/blog';
import { readBlogUrl } from '../content/blogUrl';
import '../styles/content.css';

/** /blog: what the blog is about, and a link that opens it in a new tab. */
export function BlogPage() {
  const { text, list } = useTexts('blog');
  const blogUrl = readBlogUrl();

  return (
    <div className="mf-content">
      <header className="mf-content__header">
        <h1>{text('title')}</h1>
      </header>
      <Paragraphs items={list<string>('intro')} />

      <h2>{text('topicsHeading')}</h2>
      <PointList items={list<BlogTopic>('topics')} />

      {blogUrl ? (
        <p className="mf-content__cta">
          <a className="button" href={blogUrl} target="_blank" rel="noopener noreferrer">
            {text('cta.label')} <span className="visually-hidden">{text('cta.newTab')}</span>
            <span aria-hidden="true" className="mf-content__external-icon">
              ↗
            </span>
          </a>
        </p>
      ) : (
        <p className="mf-content__note">{text('unavailable')}</p>
      )}
      <p className="mf-content__note">{text('hostNote')}</p>
    </div>
  );
}
