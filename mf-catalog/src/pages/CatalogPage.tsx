import { LANGUAGE_CURRENCY, useRemoteProps, type Work } from '@fair/shared';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_QUERY } from '../catalogue/query';
import { useCatalogue, useReferenceRates } from '../catalogue/useCatalogue';
import { useCatalogueQuery } from '../catalogue/useCatalogueQuery';
import { Filters } from '../components/Filters';
import { Hero } from '../components/Hero';
import { PurchaseDialog } from '../components/PurchaseDialog';
import { Results } from '../components/Results';
import '../catalog.css';

/** The home page: hero, searchable catalogue and the purchase dialog (route /). */
export function CatalogPage() {
  const { t } = useTranslation(['catalog', 'common']);
  const { language } = useRemoteProps();
  const { state, retry } = useCatalogue();
  const { query, update } = useCatalogueQuery();
  const [buying, setBuying] = useState<{ work: Work; opener: HTMLButtonElement } | null>(null);
  const rates = useReferenceRates(buying !== null && LANGUAGE_CURRENCY[language] !== 'EUR');
  const searchRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const retryLoading = () => {
    // The Retry button goes away while loading: the focus waits on the catalogue's heading.
    headingRef.current?.focus();
    retry();
  };

  const onBuy = useCallback((work: Work, opener: HTMLButtonElement) => {
    setBuying({ work, opener });
  }, []);

  const clearFilters = useCallback(() => {
    update({ q: EMPTY_QUERY.q, type: EMPTY_QUERY.type, lang: EMPTY_QUERY.lang });
    searchRef.current?.focus();
  }, [update]);

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
        <Filters query={query} onChange={update} onClear={clearFilters} searchRef={searchRef} />
        {state.status === 'loading' && (
          <p className="mf-catalog__loading" role="status">
            {t('catalogue.loading')}
          </p>
        )}
        {state.status === 'error' && (
          <div className="mf-catalog__failure">
            <div role="alert">
              <h3>{t('catalogue.error.title')}</h3>
              <p>
                {t(state.kind === 'network' ? 'catalogue.error.network' : 'catalogue.error.format')}
              </p>
            </div>
            <button type="button" className="button" onClick={retryLoading}>
              {t('common:actions.retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && (
          <Results
            index={state.index}
            query={query}
            language={language}
            onBuy={onBuy}
            onClear={clearFilters}
          />
        )}
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
    </div>
  );
}
