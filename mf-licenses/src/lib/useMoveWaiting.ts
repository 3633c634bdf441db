import type { LicenseKeyStore, MarketplaceClient, MoveReport } from '@fair/shared';
import { useEffect, useRef } from 'react';
import { keysTransfer } from './keysTransfer';

/**
 * Moves the previous version's licences still in this browser to the marketplace, once the page
 * is on screen (and again when `attempt` changes): `onReport` hears what it did, if the page is
 * still shown. Nothing is lost while it waits: the records stay in this browser until their keys
 * are kept. One move at a time (and, across tabs, one per browser: `moveWaitingLicenses`).
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
  const waitingCount = useRef(waiting);
  const shown = useRef(true);
  const running = useRef(false);
  useEffect(() => {
    report.current = onReport;
    storeRef.current = store;
    waitingCount.current = waiting;
  });
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const hasWaiting = waiting > 0;
  useEffect(() => {
    // The records settling one by one make `hasWaiting` false mid-way: that ends nothing.
    if (!hasWaiting || running.current) return;
    running.current = true;
    keysTransfer
      .get()
      .then(
        ({ moveWaitingLicenses }) => moveWaitingLicenses(storeRef.current(), client),
        // The code could not be downloaded: no move was tried, and the records wait, as when
        // the marketplace cannot be reached (the page says so and offers to try again).
        (): MoveReport => ({
          moved: 0,
          flagged: 0,
          alreadyMoved: 0,
          refused: [],
          left: waitingCount.current,
        }),
      )
      .then(
        (result) => {
          if (shown.current) report.current(result);
        },
        (error: unknown) => console.error('[mf-licenses] moving licences failed:', error),
      )
      .finally(() => {
        running.current = false;
      });
  }, [client, hasWaiting, attempt]);
}
