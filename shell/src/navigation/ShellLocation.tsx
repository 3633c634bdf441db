import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { rememberFocusedLinks } from './focusReturn';
import { restoreScrollOnTraversal } from './scrollRestoration';
import {
  createShellHistory,
  FIRST_ENTRY,
  type Navigate,
  type ShellHistory,
  type ShellLocation,
} from './shellHistory';

interface LocationState {
  location: ShellLocation;
  navigate: Navigate;
}

const LocationContext = createContext<LocationState | null>(null);

/**
 * The browser's location for the frame, read as an external store: a change made at any time
 * (even while the frame hydrates, before any effect ran) is rendered. Back and Forward return to
 * the place the visitor was at (`restoreScrollOnTraversal`), and the focus to the link they left
 * by (`rememberFocusedLinks`, `focusArrivedPage`).
 */
export function BrowserLocation({
  children,
  history = defaultHistory(),
}: {
  children: ReactNode;
  history?: ShellHistory;
}) {
  const location = useSyncExternalStore(history.listen, history.location, history.location);
  // Back and Forward return where the visitor was, once the page returned to is drawn.
  useEffect(() => restoreScrollOnTraversal(window, history), [history]);
  useEffect(() => rememberFocusedLinks(window, history), [history]);
  const value = useMemo(() => ({ location, navigate: history.navigate }), [location, history]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

let browserHistory: ShellHistory | undefined;
function defaultHistory(): ShellHistory {
  return (browserHistory ??= createShellHistory(window));
}

/** A fixed location, for rendering the frame to HTML at build time: it cannot navigate. */
export function StaticLocation({ path, children }: { path: string; children: ReactNode }) {
  const value = useMemo<LocationState>(() => {
    const url = new URL(path, 'http://frame.invalid');
    return {
      location: { pathname: url.pathname, search: url.search, hash: url.hash, key: FIRST_ENTRY },
      navigate: (to) => {
        throw new Error(`A frame rendered to HTML cannot go to ${to}`);
      },
    };
  }, [path]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

function useLocationState(): LocationState {
  const state = useContext(LocationContext);
  if (!state)
    throw new Error('The shell reads its location only inside BrowserLocation or StaticLocation');
  return state;
}

export const useShellLocation = (): ShellLocation => useLocationState().location;
export const useShellNavigate = (): Navigate => useLocationState().navigate;
