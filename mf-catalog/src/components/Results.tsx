import {
  CONTENT_TYPES,
  LANGUAGES,
  usePlatformNamer,
  type Language,
  type MarketplaceWork,
  type Quote,
} from '@fair/shared';
import { useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
// The shell provides only part of react-i18next (PROVIDED_REACT_I18NEXT): `Trans` is bundled here
// and given the page's instance.
import { Trans } from 'react-i18next/TransWithoutContext';
import { cardQuote, type PlatformTable } from '../catalogue/platforms';
import { isFiltered } from '../catalogue/query';
import { textTemplate } from '../catalogue/textTemplate';
import type { CatalogueSearch } from '../catalogue/useCatalogueSearch';
import { useMeasuredCards } from './useMeasuredCards';
import { useNoticeableWait } from './useNoticeableWait';
import { WorkCard, type CardLabels } from './WorkCard';

/** A card's price, for the platforms it was computed with. */
interface CardPrice {
  platforms: PlatformTable;
  quote: Quote<string> | null;
}

interface Props {
  search: CatalogueSearch;
  language: Language;
  onBuy: (work: MarketplaceWork, opener: HTMLButtonElement) => void;
  onClear: () => void;
  /** Searches for the API's "did you mean" instead. */
  onSuggestion: (suggestion: string) => void;
  /** Retry was pressed: the page moves the focus before the button goes. */
  onRetry: () => void;
  /** The count of works, which the focus moves to when Search is pressed (`showResults`). */
  countRef?: Ref<HTMLParagraphElement>;
}

/**
 * The count and the cards of the works that match, a page at a time ("Show more" asks the API for
 * the next). While the answer to a new query is on its way the list shown stays whole and says it
 * is busy; when search is unavailable it stays readable, says so, and offers Retry.
 */
export function Results({
  search,
  language,
  onBuy,
  onClear,
  onSuggestion,
  onRetry,
  countRef,
}: Props) {
  const { t, i18n } = useTranslation(['catalog', 'common']);
  const { results, platforms, busy, failed } = search;
  const waitedLong = useNoticeableWait(busy !== null);

  const platformName = usePlatformNamer(platforms);
  const labels = useMemo<CardLabels>(() => {
    // Cards are redrawn for each answer while the visitor types: the byline is translated once
    // (`textTemplate`), not interpolated by i18next for each card.
    const byline = textTemplate((values) => t('card.byline', values), ['author']);
    return {
      type: Object.fromEntries(
        CONTENT_TYPES.map((type) => [type, t(`common:contentType.${type}`)]),
      ) as CardLabels['type'],
      language: Object.fromEntries(
        LANGUAGES.map((code) => [code, t(`common:languageNames.${code}`)]),
      ) as CardLabels['language'],
      languageLabel: t('common:filters.language'),
      buyNow: t('common:actions.buyNow'),
      byline: (author) => byline({ author }),
    };
  }, [t]);
  // A work an answer repeats is the object already drawn (`keepUnchanged`): its price too.
  const [quotes] = useState(() => new WeakMap<MarketplaceWork, CardPrice>());
  const cards = useMemo(
    () =>
      (results?.works ?? []).map((work) => {
        let price = quotes.get(work);
        if (price?.platforms !== platforms) {
          price = { platforms, quote: cardQuote(work, platforms) };
          quotes.set(work, price);
        }
        return { work, quote: price.quote };
      }),
    [results, platforms, quotes],
  );

  // The count and the cards are drawn again when what they show changes, not at each key typed
  // (the list says it is busy then).
  const total = results?.total ?? 0;
  const totalIsEstimate = results?.totalIsEstimate ?? false;
  const summary = useMemo(
    () => (
      <div className="mf-catalog__summary">
        <p className="mf-catalog__count" role="status" ref={countRef} tabIndex={-1}>
          {t(totalIsEstimate ? 'catalogue.countAbout' : 'catalogue.count', { count: total })}
        </p>
        <p className="mf-catalog__price-note">{t('catalogue.priceNote')}</p>
      </div>
    ),
    [t, total, totalIsEstimate, countRef],
  );
  // Under the cards, drawn again at each key typed (the list says it is busy): translated when
  // what it says changes.
  const shown = cards.length;
  const more = useMemo(
    () => ({
      showing: t(totalIsEstimate ? 'catalogue.showingAbout' : 'catalogue.showing', {
        shown,
        total,
      }),
      showMore: t('catalogue.showMore'),
    }),
    [t, totalIsEstimate, shown, total],
  );
  const listRef = useRef<HTMLOListElement>(null);
  const grid = useMemo(
    () => (
      <ol className="mf-catalog__grid" ref={listRef}>
        {/* Keyed by place, not by work: the next answer fills the cards already drawn
            instead of drawing new ones (a card holds no state of its own). */}
        {cards.map(({ work, quote }, place) => (
          <li key={place}>
            <WorkCard
              work={work}
              labels={labels}
              quote={quote}
              platformName={platformName}
              language={language}
              onBuy={onBuy}
            />
          </li>
        ))}
      </ol>
    ),
    [cards, labels, platformName, language, onBuy],
  );

  const shownWorks = useMemo(() => cards.map(({ work }) => work.id), [cards]);
  useMeasuredCards(listRef, shownWorks);

  // After "Show more", the focus moves to the first of the new cards once they are there (before
  // they are painted; and only when the cards change, not at every key typed).
  const focusFrom = useRef<number | null>(null);
  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    if (failed) focusFrom.current = null;
    if (cards.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('h3')[from]?.focus();
  }, [cards, failed]);
  const showMore = () => {
    focusFrom.current = cards.length;
    search.showMore();
  };

  const failure = failed && (
    <div className="mf-catalog__failure">
      <div role="alert">
        <h3>{t('catalogue.unavailable.title')}</h3>
        <p>
          {t(
            !results
              ? 'catalogue.unavailable.none'
              : failed === 'more'
                ? 'catalogue.unavailable.more'
                : failed === 'refresh'
                  ? 'catalogue.unavailable.refresh'
                  : 'catalogue.unavailable.search',
          )}
        </p>
      </div>
      <button type="button" className="button" onClick={onRetry}>
        {t('common:actions.retry')}
      </button>
    </div>
  );

  if (!results) {
    return (
      failure || (
        <p className="mf-catalog__loading" role="status">
          {t('catalogue.loading')}
        </p>
      )
    );
  }

  const { suggestion } = results;
  return (
    <div
      className="mf-catalog__results"
      data-query={results.query.q}
      aria-busy={busy !== null || undefined}
      data-waiting={waitedLong || undefined}
    >
      {summary}
      {failure}
      {cards.length === 0 ? (
        <div className="mf-catalog__empty">
          {isFiltered(results.query) ? (
            <>
              <h3>{t('catalogue.empty.title')}</h3>
              {suggestion && (
                <p className="mf-catalog__suggestion">
                  <Trans
                    i18n={i18n}
                    t={t}
                    i18nKey="catalogue.didYouMean"
                    values={{ suggestion }}
                    components={{
                      apply: (
                        // A link, so that it works without a script too (the search is a GET form).
                        // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the suggestion in it
                        <a
                          href={`?${new URLSearchParams({ q: suggestion })}`}
                          className="mf-catalog__link-button"
                          onClick={(event) => {
                            event.preventDefault();
                            onSuggestion(suggestion);
                          }}
                        />
                      ),
                    }}
                  />
                </p>
              )}
              <p>{t('catalogue.empty.text')}</p>
              <button type="button" className="button mf-catalog__needs-script" onClick={onClear}>
                {t('common:filters.clear')}
              </button>
            </>
          ) : (
            <p>{t('catalogue.noWorks')}</p>
          )}
        </div>
      ) : (
        <>
          {grid}
          {results.nextCursor !== null && (
            <div className="mf-catalog__more">
              <p>{more.showing}</p>
              <button
                type="button"
                className="button button--secondary mf-catalog__needs-script"
                aria-disabled={busy === 'more' || undefined}
                onClick={busy === 'more' ? undefined : showMore}
              >
                {more.showMore}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
