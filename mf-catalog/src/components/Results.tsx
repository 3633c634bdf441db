import type { Language, Work } from '@fair/shared';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueIndex } from '../catalogue/catalogueIndex';
import { isFiltered, serializeQuery, type CatalogueQuery } from '../catalogue/query';
import { WorkCard } from './WorkCard';

/** How many cards are rendered at first, and added by each "Show more". */
export const PAGE_SIZE = 24;

interface Props {
  index: CatalogueIndex;
  query: CatalogueQuery;
  language: Language;
  onBuy: (work: Work, opener: HTMLButtonElement) => void;
  onClear: () => void;
}

/**
 * The count and the cards of the works that match. Filtering runs on a deferred copy of the
 * query, so the search box answers each keystroke at once and the list follows; at most
 * PAGE_SIZE more cards are rendered per "Show more", whatever the number of matches.
 */
export function Results({ index, query, language, onBuy, onClear }: Props) {
  const { t } = useTranslation(['catalog', 'common']);
  const deferred = useDeferredValue(query);
  const results = useMemo(() => index.filter(deferred, language), [index, deferred, language]);

  // The number of cards shown starts again from one page whenever the results change.
  const resultsKey = `${serializeQuery(deferred)}|${language}`;
  const [shown, setShown] = useState({ key: resultsKey, count: PAGE_SIZE });
  let count = shown.count;
  if (shown.key !== resultsKey) {
    count = PAGE_SIZE;
    setShown({ key: resultsKey, count });
  }
  const visible = results.slice(0, count);

  // After "Show more", the focus moves to the first of the new cards.
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('h3')[from]?.focus();
  });

  const showMore = () => {
    focusFrom.current = count;
    setShown({ key: resultsKey, count: count + PAGE_SIZE });
  };

  return (
    <div
      className="mf-catalog__results"
      data-query={deferred.q}
      aria-busy={deferred !== query || undefined}
    >
      <div className="mf-catalog__summary">
        <p className="mf-catalog__count" role="status">
          {t('catalogue.count', { count: results.length })}
        </p>
        <p className="mf-catalog__price-note">{t('catalogue.priceNote')}</p>
      </div>
      {results.length === 0 ? (
        <div className="mf-catalog__empty">
          {isFiltered(deferred) ? (
            <>
              <h3>{t('catalogue.empty.title')}</h3>
              <p>{t('catalogue.empty.text')}</p>
              <button type="button" className="button" onClick={onClear}>
                {t('common:filters.clear')}
              </button>
            </>
          ) : (
            <p>{t('catalogue.noWorks')}</p>
          )}
        </div>
      ) : (
        <>
          <ol className="mf-catalog__grid" ref={listRef}>
            {visible.map((entry) => (
              <li key={entry.work.id}>
                <WorkCard entry={entry} language={language} onBuy={onBuy} />
              </li>
            ))}
          </ol>
          {results.length > visible.length && (
            <div className="mf-catalog__more">
              <p>{t('catalogue.showing', { shown: visible.length, total: results.length })}</p>
              <button type="button" className="button button--secondary" onClick={showMore}>
                {t('catalogue.showMore')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
