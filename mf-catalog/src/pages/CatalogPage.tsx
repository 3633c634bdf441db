import { LANGUAGE_CURRENCY, useRemoteProps } from '@fair/shared';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_PAGE_ATTRIBUTE, FIRST_PAGE_ELEMENT_ID } from '../catalogue/firstPage';
import { EMPTY_QUERY } from '../catalogue/query';
import { useReferenceRates } from '../catalogue/referenceRates';
import { useCatalogueQuery } from '../catalogue/useCatalogueQuery';
import { useCatalogueSearch } from '../catalogue/useCatalogueSearch';
import type { CatalogueWork } from '../catalogue/worksApi';
import { Filters } from '../components/Filters';
import { Hero } from '../components/Hero';
import { PurchaseDialog } from '../components/PurchaseDialog';
import { Results } from '../components/Results';
import '../catalog.css';

/** The home page: hero, the catalogue searched through the API, and the purchase dialog (route /). */
export function CatalogPage() {
  const { t } = useTranslation(['catalog', 'common']);
  const { language } = useRemoteProps();
  const { query, update } = useCatalogueQuery();
  const search = useCatalogueSearch(query);
  const [buying, setBuying] = useState<{ work: CatalogueWork; opener: HTMLButtonElement } | null>(
    null,
  );
  const rates = useReferenceRates(buying !== null && LANGUAGE_CURRENCY[language] !== 'EUR');
  const searchRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const retry = () => {
    // The Retry button goes away while asking again: the focus waits on the catalogue's heading.
    headingRef.current?.focus();
    search.retry();
  };

  const onBuy = useCallback((work: CatalogueWork, opener: HTMLButtonElement) => {
    setBuying({ work, opener });
  }, []);

  const clearFilters = useCallback(() => {
    update({ q: EMPTY_QUERY.q, type: EMPTY_QUERY.type, lang: EMPTY_QUERY.lang });
    searchRef.current?.focus();
  }, [update]);

  const searchFor = useCallback(
    (suggestion: string) => {
      update({ q: suggestion });
      searchRef.current?.focus();
    },
    [update],
  );

  const onDialogClosed = () => {
    const opener = buying?.opener;
    setBuying(null);
    // The button that opened the dialog gets the focus back (if it is still on the page).
    if (opener?.isConnected) opener.focus();
  };

  return (
    <div className="mf-catalog">
      <Hero />
      <section className="mf-catalog__catalogue" aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mf-catalog__section-title">
          {t('common:nav.home')}
        </h2>
        <Filters
          query={query}
          facets={search.results}
          onChange={update}
          onClear={clearFilters}
          searchRef={searchRef}
        />
        <Results
          search={search}
          language={language}
          onBuy={onBuy}
          onClear={clearFilters}
          onSuggestion={searchFor}
          onRetry={retry}
        />
      </section>
      {buying && (
        <PurchaseDialog
          key={buying.work.id}
          work={buying.work}
          language={language}
          rates={rates}
          onClose={onDialogClosed}
        />
      )}
      {/* The data this HTML was rendered from, kept as it came while the page lives. An
          attribute, since a page's HTML holds no script (the composer refuses one). */}
      {search.embedded !== undefined && (
        <div hidden id={FIRST_PAGE_ELEMENT_ID} {...{ [FIRST_PAGE_ATTRIBUTE]: search.embedded }} />
      )}
    </div>
  );
}
