import { getLicenseStore, type LicenseStore } from '@fair/shared';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Where the page reads the time and its licenses. Tests inject a fixed clock and their own store. */
export interface LicensesEnvironment {
  /** The clock every status, quote and "in N days" is computed against. */
  clock: () => Date;
  /** A store of the test's own; the page's store (in the browser) when absent. */
  store?: LicenseStore;
}

const defaultEnvironment: LicensesEnvironment = { clock: () => new Date() };

const EnvironmentContext = createContext<LicensesEnvironment>(defaultEnvironment);

export function LicensesEnvironmentProvider({
  clock = defaultEnvironment.clock,
  store,
  children,
}: Partial<LicensesEnvironment> & { children: ReactNode }) {
  const [value] = useState<LicensesEnvironment>(() => ({ clock, ...(store ? { store } : {}) }));
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

/**
 * The store a test provided, if any: `useLicenseStore` reads the page's own store otherwise, and
 * only in the browser (the server renders the page without licenses).
 */
export function useInjectedStore(): LicenseStore | undefined {
  return useContext(EnvironmentContext).store;
}

/** The store to act on, from an event handler (always in the browser). */
export function storeToChange(injected: LicenseStore | undefined): LicenseStore {
  return injected ?? getLicenseStore();
}

export function useClock(): () => Date {
  return useContext(EnvironmentContext).clock;
}

/** How often the page looks at the clock again, so a license turns "expiring" while on screen. */
export const CLOCK_REFRESH_MS = 60_000;

/** The current time, refreshed every minute while the page is shown. */
export function useNow(refreshMs = CLOCK_REFRESH_MS): Date {
  const clock = useClock();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), refreshMs);
    return () => clearInterval(timer);
  }, [clock, refreshMs]);
  return now;
}
