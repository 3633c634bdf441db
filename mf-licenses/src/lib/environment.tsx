import {
  getLicenseKeyStore,
  getMarketplaceClient,
  type LicenseKeyStore,
  type MarketplaceClient,
} from '@fair/shared';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Where the page reads the time, its licence keys and the marketplace. Tests inject a fixed
 * clock, their own store and a fake marketplace.
 */
export interface LicensesEnvironment {
  /** The clock every status, quote and "in N days" is computed against. */
  clock: () => Date;
  /** A store of the test's own; the page's store (in the browser) when absent. */
  store?: LicenseKeyStore;
  /** The marketplace's client; the page's own (`/api` on the site's origin) when absent. */
  client?: MarketplaceClient;
}

const defaultEnvironment: LicensesEnvironment = { clock: () => new Date() };

const EnvironmentContext = createContext<LicensesEnvironment>(defaultEnvironment);

export function LicensesEnvironmentProvider({
  clock = defaultEnvironment.clock,
  store,
  client,
  children,
}: Partial<LicensesEnvironment> & { children: ReactNode }) {
  const [value] = useState<LicensesEnvironment>(() => ({
    clock,
    ...(store ? { store } : {}),
    ...(client ? { client } : {}),
  }));
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

/**
 * The store a test provided, if any: `useLicenseKeys` reads the page's own store otherwise, and
 * only in the browser (the server renders the page without licences).
 */
export function useInjectedStore(): LicenseKeyStore | undefined {
  return useContext(EnvironmentContext).store;
}

/** The store to act on, from an event handler or an effect (always in the browser). */
export function storeToChange(injected: LicenseKeyStore | undefined): LicenseKeyStore {
  return injected ?? getLicenseKeyStore();
}

/** The marketplace's client (created on first use, in the browser). */
export function useMarketplace(): MarketplaceClient {
  const injected = useContext(EnvironmentContext).client;
  return injected ?? getMarketplaceClient();
}

export function useClock(): () => Date {
  return useContext(EnvironmentContext).clock;
}

/** How often the page looks at the clock again, so a licence turns "expiring" while on screen. */
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
