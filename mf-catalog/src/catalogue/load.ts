import { parseReferenceRates, type ReferenceRates, type Work } from '@fair/shared';
import { CatalogueFormatError, parseCatalogue } from './parse';

export type LoadErrorKind = 'network' | 'format';

/** Why the catalogue could not be shown: unreachable, or a file that is not a catalogue. */
export class CatalogueLoadError extends Error {
  override name = 'CatalogueLoadError';
  constructor(
    readonly kind: LoadErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

async function fetchJson(url: URL, fetcher: Fetcher, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    // No custom headers: the request must match the shell's preload of catalogue.json to reuse it.
    response = await fetcher(url.href, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CatalogueLoadError('network', `${url.href} could not be fetched`, { cause: error });
  }
  if (!response.ok) {
    throw new CatalogueLoadError('network', `${url.href} answered ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CatalogueLoadError('format', `${url.href} is not valid JSON`, { cause: error });
  }
}

/** Where this remote's data files are: next to its remoteEntry.js (`RemoteProps.baseUrl`). */
export const dataFileUrl = (name: string, baseUrl: string) => new URL(name, baseUrl);

/** Fetches and validates `catalogue.json`; entries it had to leave out are logged. */
export async function loadCatalogue(options: {
  url: URL;
  fetcher?: Fetcher;
  signal?: AbortSignal;
}): Promise<Work[]> {
  const { url } = options;
  const document = await fetchJson(url, options.fetcher ?? fetch, options.signal);
  try {
    const { works, skipped } = parseCatalogue(document);
    if (skipped.length > 0) {
      console.warn(`[mf-catalog] ${skipped.length} catalogue entries left out:`, skipped);
    }
    return works;
  } catch (error) {
    if (error instanceof CatalogueFormatError) {
      throw new CatalogueLoadError('format', error.message, { cause: error });
    }
    throw error;
  }
}

/**
 * Fetches `reference-rates.json` (the approximate local amounts). Optional by nature: when it is
 * missing or malformed the dialog shows euros only, so this resolves to undefined instead of
 * failing.
 */
export async function loadReferenceRates(options: {
  url: URL;
  fetcher?: Fetcher;
}): Promise<ReferenceRates | undefined> {
  const { url } = options;
  try {
    const rates = parseReferenceRates(await fetchJson(url, options.fetcher ?? fetch));
    if (!rates) console.warn(`[mf-catalog] ${url.href} is not a reference-rates document`);
    return rates;
  } catch (error) {
    console.warn('[mf-catalog] no reference rates:', error);
    return undefined;
  }
}
