import type { ReferenceRates } from '@fair/shared';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { buildIndex, type CatalogueIndex } from './catalogueIndex';
import { CatalogueLoadError, loadCatalogue, loadReferenceRates, type LoadErrorKind } from './load';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; index: CatalogueIndex }
  | { status: 'error'; kind: LoadErrorKind };

/**
 * The catalogue, indexed once per successful load and kept for the life of the page, so coming
 * back to / from another route shows it at once. A failed load is not kept: Retry fetches again.
 */
let loading: Promise<CatalogueIndex> | undefined;
let loaded: CatalogueIndex | undefined;

function indexedCatalogue(): Promise<CatalogueIndex> {
  loading ??= loadCatalogue()
    .then(buildIndex)
    .then(
      (index) => (loaded = index),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading;
}

/**
 * Starts loading the catalogue before the page renders (the page module calls it as soon as it
 * arrives), so the data travels while the page's texts load and its frame paints.
 */
export function prefetchCatalogue(): void {
  indexedCatalogue().catch(() => {
    // The page's own load reports the failure (and Retry starts again).
  });
}

export function useCatalogue(): { state: CatalogueState; retry: () => void } {
  const [state, setState] = useState<CatalogueState>(() =>
    loaded ? { status: 'ready', index: loaded } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    indexedCatalogue().then(
      (index) => {
        // A transition: the whole grid renders in slices instead of one long task.
        if (current) startTransition(() => setState({ status: 'ready', index }));
      },
      (error: unknown) => {
        console.error('[mf-catalog] the catalogue could not be loaded:', error);
        const kind = error instanceof CatalogueLoadError ? error.kind : 'format';
        if (current) setState({ status: 'error', kind });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}

let rates: Promise<ReferenceRates | undefined> | undefined;

/** The reference rates, fetched once when first needed (undefined until then, or without). */
export function useReferenceRates(needed: boolean): ReferenceRates | undefined {
  const [value, setValue] = useState<ReferenceRates | undefined>(undefined);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    rates ??= loadReferenceRates();
    void rates.then((result) => {
      // Without rates the dialog shows euros only; the next dialog tries again.
      if (!result) rates = undefined;
      if (current) setValue(result);
    });
    return () => {
      current = false;
    };
  }, [needed]);
  return value;
}
