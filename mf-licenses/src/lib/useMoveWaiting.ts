import {
  moveWaitingLicenses,
  type LicenseKeyStore,
  type MarketplaceClient,
  type MoveReport,
} from '@fair/shared';
import { useEffect, useRef } from 'react';

/**
 * Moves the previous version's licences still in this browser to the marketplace, once the page
 * is on screen (and again when `attempt` changes): `onReport` hears what it did. Nothing is lost
 * while it waits: the records stay in this browser until their keys are kept.
 */
export function useMoveWaiting(
  store: () => LicenseKeyStore,
  client: MarketplaceClient,
  waiting: number,
  attempt: number,
  onReport: (report: MoveReport) => void,
): void {
  const report = useRef(onReport);
  const storeRef = useRef(store);
  useEffect(() => {
    report.current = onReport;
    storeRef.current = store;
  });
  const hasWaiting = waiting > 0;
  useEffect(() => {
    if (!hasWaiting) return;
    let live = true;
    moveWaitingLicenses(storeRef.current(), client).then(
      (result) => {
        if (live) report.current(result);
      },
      (error: unknown) => console.error('[mf-licenses] moving licences failed:', error),
    );
    return () => {
      live = false;
    };
  }, [client, hasWaiting, attempt]);
}
