import { useHydrated, type PageContext, type MarketplacePlatform } from '@fair/shared';
import { usePageData } from '@fair/shared/runtime';
import {
  parseCatalogueQuery,
  serializeCatalogueQuery,
  type CatalogueQuery,
} from '@fair/shared/site';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { keepUnchanged } from './keepUnchanged';
import { keptPlatforms, renewedPlatforms } from './keptPlatforms';
import { createLatestRequest } from './latestRequest';
import { createRecentAnswers } from './recentAnswers';
import {
  FIRST_PAGE_ATTRIBUTE,
  FIRST_PAGE_ELEMENT_ID,
  firstPageText,
  readFirstPage,
  sampleFirstPage,
  type FirstPage,
  type SampleWork,
} from './firstPage';
import { knowsPlatformsOf, platformTable, type PlatformTable } from './platforms';
import { fetchPlatforms, fetchWorksPage, type Fetcher, type WorksPage } from './worksApi';
import { PAGE_SIZE, sizeToKeep, worksUrl } from './worksRequest';

/**
 * Typing in a burst (keys less than this apart) waits this long after the last key before the
 * search is sent; a key after a pause is sent at once (a debounce on both edges).
 */
export const SEARCH_DEBOUNCE_MS = 40;
/** How long the page waits for an answer before it says search is unavailable. */
export const SEARCH_TIMEOUT_MS = 8_000;
/**
 * The answers the page keeps while it is shown (`recentAnswers`), and for how long each: erasing
 * back to a text typed a moment ago shows its results again without asking.
 */
export const RECENT_ANSWERS = { maxEntries: 32, maxAgeMs: 60_000 } as const;

/** The works shown: a page of the API's answer (more pages appended), and the query it answers. */
export interface Results extends WorksPage {
  query: CatalogueQuery;
  /** The request's address without a cursor: which query these results answer. */
  key: string;
  /** From the API during this visit; false for the data the HTML was rendered from. */
  live: boolean;
}

/** What failed: a search, "Show more", or asking again for the very results shown. */
export type Failure = 'search' | 'more' | 'refresh';

export interface CatalogueSearch {
  /** null until there is something to show (a page rendered in the browser, before its answer). */
  results: Results | null;
  platforms: PlatformTable;
  /** A search or "Show more" is on its way. */
  busy: 'search' | 'more' | null;
  /** The last request for the current query failed: search is unavailable for now. */
  failed: Failure | null;
  retry: () => void;
  showMore: () => void;
  /**
   * The query the visitor just asked for (a key typed, a filter chosen), before the page renders
   * it: its request leaves now instead of once it is rendered. Stable.
   */
  ask: (query: CatalogueQuery) => void;
  /** The embedded data's text while the page keeps its server-rendered HTML, else undefined. */
  embedded: string | undefined;
}

/**
 * The page's data (what `prepare` resolves to): the data its HTML was rendered from, and the text
 * that HTML embeds it as; undefined for a page rendered anew in the browser.
 */
export type CatalogueData = { first: FirstPage; text: string } | undefined;

/** The last results shown during this visit, so coming back to the page shows them at once. */
let lastShown: { results: Results; platforms: PlatformTable } | undefined;
/** Whether the platforms came from the API during this visit (their fees are data). */
let platformsAreLive = false;
/** The fetch the page's requests use (the tests give their own). */
let fetcher: Fetcher | undefined;

/**
 * The page's `prepare`. At build time (`import.meta.env.SSR`) the first page comes from the
 * sample catalogue, the one the API's seed reads too; for a request (the page's HTML rendered by
 * its remote's server), from the API, for the query in the address. Either way the page embeds it
 * in its HTML, and in the browser it is read back from there, so hydration matches it. A page
 * rendered anew (no such HTML) starts from the last results of the visit, or loading.
 */
export async function prepareCatalogue(context: PageContext): Promise<CatalogueData> {
  if (import.meta.env.SSR) {
    const { default: sample } = await import('@fair/shared/sample-catalogue.json');
    const built = sampleFirstPage(sample as { works: SampleWork[] });
    const first = context.rendering === 'request' ? await liveFirstPage(context, built) : built;
    return { first, text: firstPageText(first) };
  }
  fetcher = context.fetch;
  const text = document.getElementById(FIRST_PAGE_ELEMENT_ID)?.getAttribute(FIRST_PAGE_ATTRIBUTE);
  const first = readFirstPage(text);
  if (first?.live) platformsAreLive = true;
  return first && text ? { first, text } : undefined;
}

/**
 * The first page for a request: the API's answer to the address's query. When the API cannot
 * answer, the build's first page, said to have failed (the page then says search is unavailable);
 * a text the API would refuse is not asked (the page says why beside the field).
 */
async function liveFirstPage(context: PageContext, built: FirstPage): Promise<FirstPage> {
  const query = parseCatalogueQuery(context.search);
  const asked = serializeCatalogueQuery(query);
  const url = worksUrl(query);
  if (url === null) return { ...built, asked };
  const options = { fetcher: context.fetch };
  try {
    // The platforms an earlier render read a moment ago will do (`keptPlatforms`), unless a work
    // of this page names one they lack (it is new): then they are asked for now.
    const [page, kept] = await Promise.all([
      fetchWorksPage(url, options),
      keptPlatforms(context.fetch),
    ]);
    const platforms = knowsPlatformsOf(platformTable(kept), page.works)
      ? kept
      : await renewedPlatforms(context.fetch);
    return { page, platforms, query: asked, asked, live: true, failed: false };
  } catch (error) {
    console.warn('[mf-catalog] search is unavailable for this request:', error);
    return { ...built, asked, failed: true };
  }
}

function initialState(
  data: CatalogueData,
): Pick<CatalogueSearch, 'results' | 'platforms' | 'embedded'> {
  if (data) {
    const query = parseCatalogueQuery(data.first.query);
    return {
      results: {
        ...data.first.page,
        query,
        key: worksUrl(query) ?? '',
        // Asked again once the page is the browser's, even when the server read the API for this
        // request: its HTML may be a render kept for a while (FRAGMENT_CACHE_S, then stale), or
        // the deploy-time fallback.
        live: false,
      },
      platforms: platformTable(data.first.platforms),
      embedded: data.text,
    };
  }
  if (lastShown) {
    return {
      results: { ...lastShown.results, live: false },
      platforms: lastShown.platforms,
      embedded: undefined,
    };
  }
  return { results: null, platforms: new Map(), embedded: undefined };
}

/** A page of works and, when the page does not know them all yet, the platforms with their fees. */
async function worksWithPlatforms(url: string, known: PlatformTable, signal: AbortSignal) {
  const options = { signal, ...(fetcher ? { fetcher } : {}) };
  const platforms: Promise<MarketplacePlatform[] | undefined> = platformsAreLive
    ? Promise.resolve(undefined)
    : fetchPlatforms(options);
  const [page, fetched] = await Promise.all([fetchWorksPage(url, options), platforms]);
  let table = fetched ? platformTable(fetched) : known;
  // A platform added since the page last asked (its works are new): ask again, once.
  if (!knowsPlatformsOf(table, page.works) && !fetched) {
    table = platformTable(await fetchPlatforms(options));
  }
  if (fetched || table !== known) platformsAreLive = true;
  return { page, table };
}

/** Whether two queries differ only by their search text: the visitor is typing. */
const typing = (a: CatalogueQuery, b: CatalogueQuery) =>
  a.q !== b.q && a.type === b.type && a.lang === b.lang && a.sort === b.sort;

/**
 * The catalogue's results for a query, from the API (`GET /api/works`). The first render shows
 * what the HTML was rendered from; once the page is the browser's, it asks the API for the query
 * in the address, then for every change: a key typed after a pause, a filter or an order goes at
 * once, keys typed in a burst wait `SEARCH_DEBOUNCE_MS` for the next, and each request aborts
 * the one before. A text the API would
 * refuse is not sent. When a request fails or takes longer than `SEARCH_TIMEOUT_MS`, the results
 * shown stay whole (the works, their count and facets answer one query) and `failed` says so,
 * until `retry`.
 */
export function useCatalogueSearch(query: CatalogueQuery): CatalogueSearch {
  const hydrated = useHydrated();
  const data = usePageData<CatalogueData>();
  const [state, setState] = useState(() => initialState(data));
  const [requests] = useState(() => createLatestRequest({ timeoutMs: SEARCH_TIMEOUT_MS }));
  /** The first pages this visit of the page was answered, by request address. */
  const [recent] = useState(() =>
    createRecentAnswers<{ page: WorksPage; table: PlatformTable }>(RECENT_ANSWERS),
  );
  /** A failed request, for the query it asked about (the HTML's own, when the server's failed). */
  const [failure, setFailure] = useState<{ kind: 'search' | 'more'; key: string } | null>(() =>
    data?.first.failed
      ? { kind: 'search', key: worksUrl(parseCatalogueQuery(data.first.asked)) ?? '' }
      : null,
  );
  /** "Show more" on its way, for the results of this query. */
  const [loadingMore, setLoadingMore] = useState<string | null>(null);
  /**
   * "Show more" pressed for a query whose answer is not in yet (the page just became the
   * browser's, or a search is on its way): that answer brings a page more than it would have.
   */
  const [moreWanted, setMoreWanted] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const sent = useRef<{ query: CatalogueQuery; at: number } | null>(null);
  const current = useRef({ query, state, hydrated });
  // Before the search's own layout effect below, which reads it.
  useLayoutEffect(() => {
    current.current = { query, state, hydrated };
  });

  const key = worksUrl(query);
  const answered = state.results?.live === true && state.results.key === key;
  // A failure is about the query it asked: another query starts afresh (and back again, too).
  if (failure !== null && failure.key !== key) setFailure(null);
  const failed = failure !== null && failure.key === key ? failure.kind : null;
  // Wanted for the answer to come: once it is in, or for another query, it is moot.
  if (moreWanted !== null && (moreWanted !== key || answered)) setMoreWanted(null);
  const wantsMore = moreWanted !== null && moreWanted === key && !answered;
  // Asking, or about to: the query's answer is not what is shown and it has not failed.
  const searching = hydrated && key !== null && !answered && failed === null;

  const show = useCallback((answer: Results, platforms: PlatformTable) => {
    // The works (and counts) this answer repeats stay the objects already drawn: their cards are
    // not drawn again while the visitor types on.
    const results = keepUnchanged(current.current.state.results, answer);
    lastShown = { results, platforms };
    setState((previous) => ({ ...previous, results, platforms }));
  }, []);

  /**
   * Sends the request for `asked` (answered at `key`; `url` asks for it): after
   * `SEARCH_DEBOUNCE_MS` within a burst of keys, else at once. The same request already waiting or
   * on its way goes on (`ask` sent it before the query was rendered).
   */
  const send = useCallback(
    (asked: CatalogueQuery, key: string, url: string) => {
      const now = performance.now();
      const previous = sent.current;
      const since = previous ? now - previous.at : Infinity;
      // (A clock that went back, another clock, is no burst.)
      const burst =
        previous !== null &&
        typing(previous.query, asked) &&
        since >= 0 &&
        since < SEARCH_DEBOUNCE_MS;
      const fresh = requests.send(
        (signal) => worksWithPlatforms(url, current.current.state.platforms, signal),
        burst ? SEARCH_DEBOUNCE_MS : 0,
        {
          done: ({ page, table }) => {
            setFailure(null);
            recent.set(key, { page, table });
            show({ ...page, query: asked, key, live: true }, table);
          },
          failed: (error) => {
            console.warn('[mf-catalog] search is unavailable:', error);
            setFailure({ kind: 'search', key });
          },
        },
        url,
      );
      if (fresh) sent.current = { query: asked, at: now };
    },
    [requests, recent, show],
  );

  const ask = useCallback(
    (asked: CatalogueQuery) => {
      const key = worksUrl(asked);
      // The render decides the rest: a text the API would refuse, an answer kept, or the query of
      // the results shown (asked again for as many works as are shown, or answered already).
      if (!current.current.hydrated || key === null || recent.get(key)) return;
      if (current.current.state.results?.key === key) return;
      send(asked, key, key);
    },
    [recent, send],
  );

  // Then, once the query is rendered, a layout effect: the request leaves before the next frame is
  // painted (when Preact runs plain effects), unless `ask` sent it already.
  useLayoutEffect(() => {
    if (!hydrated || key === null) return;
    if (answered) {
      requests.cancel();
      return;
    }
    const asked = current.current.query;
    const kept = recent.get(key);
    if (kept) {
      // Answered a moment ago: shown again at once. (The platforms read since know its works
      // unless one was added in between; then those it was answered with.)
      requests.cancel();
      const known = current.current.state.platforms;
      show(
        { ...kept.page, query: asked, key, live: true },
        knowsPlatformsOf(known, kept.page.works) ? known : kept.table,
      );
      return;
    }
    // Asked again for the results shown (back to the page, Retry): as many works as are shown, so
    // those "Show more" added stay, and with them the visitor's place. And a page more when
    // "Show more" was pressed before this answer came.
    const shown = current.current.state.results;
    const size = shown?.key === key ? shown.works.length : PAGE_SIZE;
    const more = wantsMore ? PAGE_SIZE : 0;
    const url =
      size + more > PAGE_SIZE ? (worksUrl(asked, null, sizeToKeep(size + more)) ?? key) : key;
    send(asked, key, url);
    // Only this query's request: the next query's may have left already (`ask`).
    return () => requests.cancel(url);
  }, [hydrated, key, answered, attempt, wantsMore, requests, recent, show, send]);

  const showMore = useCallback(() => {
    const { query: asked, state } = current.current;
    const { results, platforms } = state;
    const askedKey = worksUrl(asked);
    if (askedKey !== null && (results?.live !== true || results.key !== askedKey)) {
      // The works shown do not answer the query yet (the HTML's, or the previous query's): the
      // answer on its way, asked again for a page more, rather than the next page of a list that
      // is about to be replaced.
      setMoreWanted(askedKey);
      return;
    }
    const url = results?.nextCursor ? worksUrl(results.query, results.nextCursor) : null;
    if (!results || url === null) return;
    setFailure(null);
    setLoadingMore(results.key);
    requests.send((signal) => worksWithPlatforms(url, platforms, signal), 0, {
      done: ({ page, table }) => {
        setLoadingMore(null);
        show({ ...results, ...page, works: [...results.works, ...page.works] }, table);
      },
      failed: (error) => {
        console.warn('[mf-catalog] more works could not be loaded:', error);
        setLoadingMore(null);
        setFailure({ kind: 'more', key: results.key });
      },
      dropped: () => setLoadingMore(null),
    });
  }, [requests, show]);

  const retry = useCallback(() => {
    const kind = failure?.kind;
    setFailure(null);
    if (kind === 'more') showMore();
    else setAttempt((n) => n + 1);
  }, [failure, showMore]);

  return {
    results: state.results,
    platforms: state.platforms,
    busy:
      wantsMore && failed === null
        ? 'more'
        : searching
          ? 'search'
          : loadingMore !== null && loadingMore === key
            ? 'more'
            : null,
    failed: failed === 'search' && state.results?.key === key ? 'refresh' : failed,
    retry,
    showMore,
    ask,
    embedded: state.embedded,
  };
}
