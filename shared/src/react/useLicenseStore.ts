import { useCallback, useSyncExternalStore } from 'react';
import {
  getLicenseStore,
  UNKNOWN_STORE_STATE,
  type LicenseStore,
  type LicenseStoreState,
} from '../licenses/store';

const unknown = () => UNKNOWN_STORE_STATE;

/**
 * The page's licenses, re-rendering on every change (this tab's or another's). They live in the
 * browser: on the server, and while the browser hydrates the server's HTML, the state is
 * `UNKNOWN_STORE_STATE` (`known: false`), and the licenses follow right after. The page's store
 * is created only when first read in the browser.
 */
export function useLicenseStore(store?: LicenseStore): LicenseStoreState {
  const subscribe = useCallback(
    (listener: () => void) => (store ?? getLicenseStore()).subscribe(listener),
    [store],
  );
  const snapshot = useCallback(() => (store ?? getLicenseStore()).getState(), [store]);
  return useSyncExternalStore(subscribe, snapshot, unknown);
}
