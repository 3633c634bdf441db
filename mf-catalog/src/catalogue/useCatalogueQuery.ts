import { useHydrated } from '@fair/shared';
import { usePageData, useRemoteProps } from '@fair/shared/runtime';
import {
  parseCatalogueQuery,
  serializeCatalogueQuery,
  type CatalogueQuery,
} from '@fair/shared/site';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CatalogueData } from './useCatalogueSearch';

/** How long the search text waits for a pause in typing before it is written to the URL. */
export const SEARCH_URL_DELAY_MS = 300;

/** The canonical form of a search string, so "?q=Jo%C3%A3o" and "?q=João" compare equal. */
const canonical = (search: string) => serializeCatalogueQuery(parseCatalogueQuery(search));

interface State {
  /** The URL's search string this state last took into account (canonical). */
  search: string;
  query: CatalogueQuery;
  /** Search strings this page wrote with navigate() whose echo has not come back yet. */
  written: string[];
  /** Counts the URL changes that came from elsewhere (back, forward, a link). */
  external: number;
}

/**
 * The catalogue query, kept in the URL (`?q=…&type=…&lang=…&sort=…`) so a filtered view can be
 * shared and survives a reload. The page's own state answers every keystroke at once; the URL
 * follows through the shell's `navigate(…, { replace: true })`, the search text after a pause in
 * typing. When the shell hands over a search string this page did not write (back and forward, a
 * link), the query follows the URL.
 */
export function useCatalogueQuery(): {
  query: CatalogueQuery;
  /** Changes the query, and says what it now is. */
  update: (patch: Partial<CatalogueQuery>) => CatalogueQuery;
  /** Writes the query to the URL now (Search pressed), without waiting for a pause. */
  commit: () => void;
} {
  const { search: address, pathname, navigate } = useRemoteProps();
  // The first render in the browser is the server's: for the query the HTML was rendered for (the
  // address's, when the server rendered it for the request; none at build time). The address's
  // query applies right after it.
  const asked = usePageData<CatalogueData>()?.first.asked ?? '';
  const search = useHydrated() ? address : asked;
  // Parsed and written again only when the address changes, not at every key typed.
  const incoming = useMemo(() => canonical(search), [search]);
  const [state, setState] = useState<State>(() => ({
    search: incoming,
    query: parseCatalogueQuery(search),
    written: [],
    external: 0,
  }));

  let current = state;
  if (incoming !== state.search) {
    const echo = state.written.indexOf(incoming);
    current =
      echo >= 0
        ? { ...state, search: incoming, written: state.written.slice(echo + 1) }
        : {
            search: incoming,
            query: parseCatalogueQuery(search),
            written: [],
            external: state.external + 1,
          };
    setState(current);
  }

  // What the event handlers and the delayed write need to see: the latest state and props. Kept
  // as the render commits (a layout effect): an effect would have the framework schedule a task
  // after the next paint at every key typed, for two assignments.
  const latest = useRef(current);
  const shell = useRef({ navigate, pathname });
  useLayoutEffect(() => {
    latest.current = current;
    shell.current = { navigate, pathname };
  });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A change of address from elsewhere, or leaving the page, cancels a pending write: it must not
  // pull the visitor back to what they had typed.
  useEffect(() => () => clearTimeout(timer.current), [current.external]);

  const writeUrl = useCallback(() => {
    const known = latest.current;
    const next = serializeCatalogueQuery(known.query);
    const last = known.written.at(-1) ?? known.search;
    if (next === last) return;
    latest.current = { ...known, written: [...known.written, next] };
    setState((previous) => ({ ...previous, written: [...previous.written, next] }));
    shell.current.navigate(`${shell.current.pathname}${next}`, { replace: true });
  }, []);

  const update = useCallback(
    (patch: Partial<CatalogueQuery>) => {
      const query = { ...latest.current.query, ...patch };
      latest.current = { ...latest.current, query };
      setState((previous) => ({ ...previous, query }));
      clearTimeout(timer.current);
      const onlyText = Object.keys(patch).every((key) => key === 'q');
      if (onlyText) timer.current = setTimeout(writeUrl, SEARCH_URL_DELAY_MS);
      else writeUrl();
      return query;
    },
    [writeUrl],
  );

  const commit = useCallback(() => {
    clearTimeout(timer.current);
    writeUrl();
  }, [writeUrl]);

  return { query: current.query, update, commit };
}
