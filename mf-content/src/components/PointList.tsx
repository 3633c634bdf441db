export interface PointItem {
  title: string;
  text: string;
}

/** A real list of titled points (impacts, freedoms, benefits…), ordered or not. */
export function PointList({
  items,
  ordered = false,
  titleLanguage,
}: {
  items: readonly PointItem[];
  ordered?: boolean;
  /** Set when the titles are proper names in another language. */
  titleLanguage?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="mf-content__points">
      {items.map((item, index) => (
        <li key={index}>
          <strong className="mf-content__point-title" lang={titleLanguage}>
            {item.title}
          </strong>{' '}
          <span className="mf-content__point-text">{item.text}</span>
        </li>
      ))}
    </List>
  );
}
