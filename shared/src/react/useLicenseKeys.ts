import { useCallback, useSyncExternalStore } from 'react';
import {
  getLicenseKeyStore,
  UNKNOWN_KEY_STORE_STATE,
  type LicenseKeyStore,
  type LicenseKeyStoreState,
} from '../licenses/keyStore';

const unknown = () => UNKNOWN_KEY_STORE_STATE;

/**
 * The licence keys this browser keeps, re-rendering on every change (this tab's or another's).
 * They live in the browser: on the server, and while the browser hydrates the server's HTML,
 * the state is `UNKNOWN_KEY_STORE_STATE` (`known: false`), and the keys follow right after. The
 * page's store is created only when first read in the browser.
 */
export function useLicenseKeys(store?: LicenseKeyStore): LicenseKeyStoreState {
  const subscribe = useCallback(
    (listener: () => void) => (store ?? getLicenseKeyStore()).subscribe(listener),
    [store],
  );
  const snapshot = useCallback(() => (store ?? getLicenseKeyStore()).getState(), [store]);
  return useSyncExternalStore(subscribe, snapshot, unknown);
}
