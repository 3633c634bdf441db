import {
  isCents,
  isContentType,
  isLanguage,
  type Cents,
  type ContentType,
  type Language,
} from '@fair/shared';
import { PLATFORMS_PATH, workUrl } from './worksRequest';

/**
 * A work as `GET /api/works` answers it. Its platforms may be any platform the marketplace holds
 * (platforms are data), the default one first; `addedOn` is an ISO date and time.
 */
export interface CatalogueWork {
  id: string;
  title: string;
  author: string;
  type: ContentType;
  language: Language;
  description: string;
  /** The listed (lifetime) content fee. */
  contentFee: Cents;
  platforms: string[];
  addedOn: string;
}

/** One page of `GET /api/works`. */
export interface WorksPage {
  works: CatalogueWork[];
  /** How many works match; an estimate when `totalIsEstimate`. */
  total: number;
  totalIsEstimate: boolean;
  /** Per type and per language, how many works match the rest of the query. */
  facets: { type: Record<string, number>; language: Record<string, number> };
  facetsAreEstimates: boolean;
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
  /** "Did you mean": a search that finds works, when this one finds none. */
  suggestion: string | null;
}

/** A platform as `GET /api/platforms` answers it; a seeded one is named by its id's translation. */
export interface CataloguePlatform {
  id: string;
  name: string;
  fee: Cents;
  seeded: boolean;
}

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
const isAmount = (value: unknown): value is Cents => isCents(value) && value >= 0;

function isWork(value: unknown): value is CatalogueWork {
  return (
    isObject(value) &&
    isText(value.id) &&
    isText(value.title) &&
    isText(value.author) &&
    isContentType(value.type) &&
    isLanguage(value.language) &&
    isText(value.description) &&
    isAmount(value.contentFee) &&
    Array.isArray(value.platforms) &&
    value.platforms.length > 0 &&
    value.platforms.every(isText) &&
    isText(value.addedOn)
  );
}

/** Checks an answer of `GET /api/works`: the page shows nothing it has not checked. */
export function parseWorksPage(value: unknown): WorksPage {
  if (
    !isObject(value) ||
    !Array.isArray(value.works) ||
    !value.works.every(isWork) ||
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
    works: value.works,
    total: value.total,
    totalIsEstimate: value.totalIsEstimate,
    facets: { type: value.facets.type, language: value.facets.language },
    facetsAreEstimates: value.facetsAreEstimates,
    nextCursor: value.nextCursor,
    suggestion: value.suggestion,
  };
}

function isPlatform(value: unknown): value is CataloguePlatform {
  return (
    isObject(value) &&
    isText(value.id) &&
    isText(value.name) &&
    isAmount(value.fee) &&
    typeof value.seeded === 'boolean'
  );
}

/** Checks an answer of `GET /api/platforms`. */
export function parsePlatforms(value: unknown): CataloguePlatform[] {
  if (!isObject(value) || !Array.isArray(value.platforms) || !value.platforms.every(isPlatform)) {
    throw new SearchUnavailable('format', 'the platforms are not a list of platforms');
  }
  return value.platforms;
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
  { kind: 'work'; work: CatalogueWork } | { kind: 'missing'; status: 404 | 410 };

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
  if (!isWork(value)) throw new SearchUnavailable('format', `${url} is not a work`);
  return { kind: 'work', work: value };
}
