import { useSyncExternalStore } from 'react';
import { getLicenseStore, type LicenseStore, type LicenseStoreState } from '../licenses/store';

/** The page's licenses, re-rendering on every change (this tab's or another's). */
export function useLicenseStore(store: LicenseStore = getLicenseStore()): LicenseStoreState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
