import { useRemoteProps, type PageContext, type ReferenceRates } from '@fair/shared';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { buildIndex, type CatalogueIndex } from './catalogueIndex';
import {
  CatalogueLoadError,
  dataFileUrl,
  loadCatalogue,
  loadReferenceRates,
  type Fetcher,
  type LoadErrorKind,
} from './load';

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
/** Where the last load looked, so Retry looks there again. */
let source: { url: URL; fetcher: Fetcher } | undefined;

function indexedCatalogue(): Promise<CatalogueIndex> {
  if (!source) return Promise.reject(new Error('the catalogue was never prepared'));
  loading ??= loadCatalogue(source)
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
 * The page's `prepare`: loads the catalogue before the page's first render, so the cards are in
 * the server's HTML and the browser's first render (which hydrates it) has the same works. The
 * composed page preloads the file, so the request is already on its way.
 */
export function prepareCatalogue(context: PageContext): Promise<void> {
  source = { url: dataFileUrl('catalogue.json', context.baseUrl), fetcher: context.fetch };
  return indexedCatalogue().then(() => undefined);
}

export function useCatalogue(): { state: CatalogueState; retry: () => void } {
  const { baseUrl } = useRemoteProps();
  // A page rendered without its lifecycles (its tests, the standalone page) loads from its props.
  source ??= { url: dataFileUrl('catalogue.json', baseUrl), fetcher: fetch };
  const [state, setState] = useState<CatalogueState>(() =>
    loaded ? { status: 'ready', index: loaded } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded && attempt === 0) return;
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
  const { baseUrl } = useRemoteProps();
  const [value, setValue] = useState<ReferenceRates | undefined>(undefined);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    rates ??= loadReferenceRates({ url: dataFileUrl('reference-rates.json', baseUrl) });
    void rates.then((result) => {
      // Without rates the dialog shows euros only; the next dialog tries again.
      if (!result) rates = undefined;
      if (current) setValue(result);
    });
    return () => {
      current = false;
    };
  }, [needed, baseUrl]);
  return value;
}
