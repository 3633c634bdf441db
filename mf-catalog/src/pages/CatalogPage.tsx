import { useRemoteProps } from '@fair/shared/runtime';
import { isSearchTextTooLong, type CatalogueQuery } from '@fair/shared/site';
import { useCallback, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_PAGE_ATTRIBUTE, FIRST_PAGE_ELEMENT_ID } from '../catalogue/firstPage';
import { EMPTY_QUERY } from '../catalogue/query';
import { useCatalogueQuery } from '../catalogue/useCatalogueQuery';
import { useCatalogueSearch } from '../catalogue/useCatalogueSearch';
import { Filters } from '../components/Filters';
import { Hero } from '../components/Hero';
import { Results } from '../components/Results';
import { RESULTS_ID, showResults } from '../components/showResults';
import { usePurchase } from '../purchase/usePurchase';
import '../catalog.css';

/** The home page: hero, the catalogue searched through the API, and the purchase dialog (route /). */
export function CatalogPage() {
  const { t } = useTranslation(['catalog', 'common']);
  const { language } = useRemoteProps();
  const { query, update: changeQuery, commit } = useCatalogueQuery();
  const search = useCatalogueSearch(query);
  const { ask } = search;
  // A changed query's request leaves with the event that changed it, before the page renders it.
  const update = useCallback(
    (patch: Partial<CatalogueQuery>) => ask(changeQuery(patch)),
    [ask, changeQuery],
  );
  const purchase = usePurchase();
  const searchRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The page renders at every key typed: its words are translated once per language.
  const heading = useMemo(() => t('common:nav.home'), [t]);

  const retry = () => {
    // The Retry button goes away while asking again: the focus waits on the catalogue's heading.
    headingRef.current?.focus();
    search.retry();
  };

  const clearFilters = useCallback(() => {
    update({ q: EMPTY_QUERY.q, type: EMPTY_QUERY.type, lang: EMPTY_QUERY.lang });
    searchRef.current?.focus();
  }, [update]);

  // Search pressed: the text applies now and the works come into view, unless the text is too
  // long (its error, under the field, keeps the focus there).
  const resultsRef = useRef<HTMLDivElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const submit = useCallback(() => {
    commit();
    if (!isSearchTextTooLong(query.q)) showResults(resultsRef.current, countRef.current);
  }, [commit, query.q]);

  const searchFor = useCallback(
    (suggestion: string) => {
      update({ q: suggestion });
      searchRef.current?.focus();
    },
    [update],
  );

  return (
    <div className="mf-catalog">
      <Hero />
      <section className="mf-catalog__catalogue" aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mf-catalog__section-title">
          {heading}
        </h2>
        <Filters
          query={query}
          facets={search.results}
          onChange={update}
          onSubmit={submit}
          onClear={clearFilters}
          searchRef={searchRef}
        />
        <div id={RESULTS_ID} ref={resultsRef} className="mf-catalog__results-place">
          <Results
            search={search}
            language={language}
            onBuy={purchase.buy}
            onClear={clearFilters}
            onSuggestion={searchFor}
            onRetry={retry}
            countRef={countRef}
          />
        </div>
      </section>
      {purchase.dialog}
      {/* The data this HTML was rendered from, kept as it came while the page lives. An
          attribute, since a page's HTML holds no script (the composer refuses one). */}
      {search.embedded !== undefined && (
        <div hidden id={FIRST_PAGE_ELEMENT_ID} {...{ [FIRST_PAGE_ATTRIBUTE]: search.embedded }} />
      )}
    </div>
  );
}
