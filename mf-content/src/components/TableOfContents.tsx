export interface TocItem {
  id: string;
  label: string;
}

/**
 * In-page links to the article's sections. They are plain fragment links: the browser scrolls to
 * the heading and sets the hash, which works the same inside the shell and when running alone.
 */
export function TableOfContents({
  heading,
  items,
}: {
  heading: string;
  items: readonly TocItem[];
}) {
  const headingId = 'mf-content-toc-heading';
  return (
    <nav className="mf-content__toc" aria-labelledby={headingId}>
      <h2 id={headingId} className="mf-content__toc-heading">
        {heading}
      </h2>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
