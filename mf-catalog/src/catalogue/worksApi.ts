import {
  readPlatforms,
  readWork,
  type MarketplacePlatform,
  type MarketplaceWork,
  type MarketplaceWorksPage,
} from '@fair/shared';
import { PLATFORMS_PATH, workUrl } from './worksRequest';

// A work and a platform are read as every remote reads them (`@fair/shared`'s checked readers);
// what only this page asks of them is said here.

/** One page of `GET /api/works`: the contract's shape, as `@fair/shared` writes it once. */
export type WorksPage = MarketplaceWorksPage;

export type UnavailableReason = 'network' | 'status' | 'format' | 'timeout';

/** The API could not answer: unreachable, an error status, an answer that is not what it says. */
export class SearchUnavailable extends Error {
  override name = 'SearchUnavailable';
  constructor(
    readonly reason: UnavailableReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Raised when a request takes longer than the page waits for it. */
export class SearchTimeout extends Error {
  override name = 'TimeoutError';
}

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

export interface RequestOptions {
  signal?: AbortSignal;
  fetcher?: Fetcher;
}

/** A JSON answer from the API; an aborted request rejects with the signal's reason. */
async function getJson(url: string, { signal, fetcher = fetch }: RequestOptions): Promise<unknown> {
  const aborted = (error: unknown) => (signal?.aborted ? (signal.reason ?? error) : undefined);
  let response: Response;
  try {
    response = await fetcher(url, { signal, headers: { Accept: 'application/json' } });
  } catch (error) {
    throw (
      aborted(error) ?? new SearchUnavailable('network', `${url} unreachable`, { cause: error })
    );
  }
  if (!response.ok) throw new SearchUnavailable('status', `${url} answered ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw aborted(error) ?? new SearchUnavailable('format', `${url} is not JSON`, { cause: error });
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isCounts = (value: unknown): value is Record<string, number> =>
  isObject(value) && Object.values(value).every(isCount);
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

/**
 * A work the catalogue lists: as shared reads it, with a platform to price its card on (its
 * default one, the first; the API's authoring requires one). null when it is not one.
 */
function readListedWork(value: unknown): MarketplaceWork | null {
  const work = readWork(value);
  return work && work.platforms.length > 0 ? work : null;
}

/** Checks an answer of `GET /api/works`: the page shows nothing it has not checked. */
export function parseWorksPage(value: unknown): WorksPage {
  const works =
    isObject(value) && Array.isArray(value.works) ? value.works.map(readListedWork) : null;
  if (
    !isObject(value) ||
    !works ||
    works.some((work) => work === null) ||
    !isCount(value.total) ||
    typeof value.totalIsEstimate !== 'boolean' ||
    !isObject(value.facets) ||
    !isCounts(value.facets.type) ||
    !isCounts(value.facets.language) ||
    typeof value.facetsAreEstimates !== 'boolean' ||
    !isTextOrNull(value.nextCursor) ||
    !isTextOrNull(value.suggestion)
  ) {
    throw new SearchUnavailable('format', 'the works are not a page of the catalogue');
  }
  return {
    works: works as MarketplaceWork[],
    total: value.total,
    totalIsEstimate: value.totalIsEstimate,
    facets: { type: value.facets.type, language: value.facets.language },
    facetsAreEstimates: value.facetsAreEstimates,
    nextCursor: value.nextCursor,
    suggestion: value.suggestion,
  };
}

/** Checks an answer of `GET /api/platforms` (or anything with the same `platforms`). */
export function parsePlatforms(value: unknown): MarketplacePlatform[] {
  const platforms = readPlatforms(value);
  if (!platforms)
    throw new SearchUnavailable('format', 'the platforms are not a list of platforms');
  return platforms;
}

/** One page of works, from an address made by `worksUrl`. */
export async function fetchWorksPage(url: string, options: RequestOptions = {}) {
  return parseWorksPage(await getJson(url, options));
}

/** The platforms and the distribution fee each sets. */
export async function fetchPlatforms(options: RequestOptions = {}) {
  return parsePlatforms(await getJson(PLATFORMS_PATH, options));
}

/** One work as `GET /api/works/{id}` answers, or why there is none: unknown (404) or withdrawn (410). */
export type WorkAnswer =
  { kind: 'work'; work: MarketplaceWork } | { kind: 'missing'; status: 404 | 410 };

/** One work by id; a failure to answer (unreachable, another error, a malformed work) rejects. */
export async function fetchWork(id: string, options: RequestOptions = {}): Promise<WorkAnswer> {
  const { signal, fetcher = fetch } = options;
  const url = workUrl(id);
  let response: Response;
  try {
    response = await fetcher(url, { signal, headers: { Accept: 'application/json' } });
  } catch (error) {
    throw signal?.aborted
      ? (signal.reason ?? error)
      : new SearchUnavailable('network', `${url} unreachable`, { cause: error });
  }
  if (response.status === 404 || response.status === 410) {
    return { kind: 'missing', status: response.status };
  }
  if (!response.ok) throw new SearchUnavailable('status', `${url} answered ${response.status}`);
  let value: unknown;
  try {
    value = await response.json();
  } catch (error) {
    throw new SearchUnavailable('format', `${url} is not JSON`, { cause: error });
  }
  const work = readListedWork(value);
  if (!work) throw new SearchUnavailable('format', `${url} is not a work`);
  return { kind: 'work', work };
}
