import { parseReferenceRates, type ReferenceRates } from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { useEffect, useState } from 'react';
import type { Fetcher } from './worksApi';

/** Where this remote's data files are: next to its remoteEntry.js (`RemoteProps.baseUrl`). */
export const dataFileUrl = (name: string, baseUrl: string) => new URL(name, baseUrl);

/**
 * Fetches `reference-rates.json` (the approximate local amounts). Optional by nature: when it is
 * missing or malformed the dialog shows euros only, so this resolves to undefined instead of
 * failing.
 */
export async function loadReferenceRates(options: {
  url: URL;
  fetcher?: Fetcher;
}): Promise<ReferenceRates | undefined> {
  const { url, fetcher = fetch } = options;
  try {
    const response = await fetcher(url.href);
    if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
    const rates = parseReferenceRates(await response.json());
    if (!rates) console.warn(`[mf-catalog] ${url.href} is not a reference-rates document`);
    return rates;
  } catch (error) {
    console.warn('[mf-catalog] no reference rates:', error);
    return undefined;
  }
}

let rates: Promise<ReferenceRates | undefined> | undefined;

/** The reference rates, fetched once when first needed (undefined until then, or without). */
export function useReferenceRates(needed: boolean): ReferenceRates | undefined {
  const { baseUrl } = useRemoteProps();
  const [value, setValue] = useState<ReferenceRates | undefined>(undefined);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    rates ??= loadReferenceRates({ url: dataFileUrl('reference-rates.json', baseUrl) });
    void rates.then((result) => {
      // Without rates the dialog shows euros only; the next dialog tries again.
      if (!result) rates = undefined;
      if (current) setValue(result);
    });
    return () => {
      current = false;
    };
  }, [needed, baseUrl]);
  return value;
}
