import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during the browser's hydration of the server's HTML, true once the page
 * is the browser's (and from the start when it renders anew). A page renders what the server
 * rendered while it is false, and what depends on the browser (its storage, the address's query)
 * once it is true: React renders it again right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
