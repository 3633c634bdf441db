import {
  CONTENT_TYPES,
  LANGUAGES,
  type MarketplaceWork,
  type MarketplacePlatform,
} from '@fair/shared';
import { embeddedText } from './embedded';
import { SEED_PLATFORMS } from './platforms';
import { PAGE_SIZE } from './worksRequest';
import { parsePlatforms, parseWorksPage, type WorksPage } from './worksApi';

/**
 * The data the page's HTML was rendered from, embedded in that HTML (as JSON in an attribute: a
 * page's HTML holds no script, not even a data block): the browser's first render reads it and so
 * matches the HTML it hydrates.
 */
export interface FirstPage {
  page: WorksPage;
  platforms: MarketplacePlatform[];
  /**
   * The query these results answer, as the address writes it (`?q=joao`; '' for the plain
   * catalogue, which is what the build renders).
   */
  query: string;
  /**
   * The query the HTML was rendered for (its form shows it): the address's, for a page rendered
   * for a request; '' at build time. It differs from `query` when the API could not answer it.
   */
  asked: string;
  /** From the API for this very request (the server rendered it live): no need to ask again. */
  live: boolean;
  /**
   * The API could not be read for this request: the works are the build's first page, and the
   * page says search is unavailable (until Retry).
   */
  failed: boolean;
}

/** The element that holds it (one catalogue per page), and its attribute. */
export const FIRST_PAGE_ELEMENT_ID = 'mf-catalog-first-page';
export const FIRST_PAGE_ATTRIBUTE = 'data-first-page';

/** The data as JSON text no title can break out of (`embeddedText`). */
export function firstPageText(first: FirstPage): string {
  return embeddedText(first);
}

/** Reads the embedded text back; undefined when it is not the data this code writes. */
export function readFirstPage(text: string | null | undefined): FirstPage | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof FirstPage, unknown>>;
    const { query, asked, live, failed } = value;
    if (
      typeof query !== 'string' ||
      typeof asked !== 'string' ||
      typeof live !== 'boolean' ||
      typeof failed !== 'boolean'
    )
      return undefined;
    const page = parseWorksPage(value.page);
    return { page, platforms: parsePlatforms(value), query, asked, live, failed };
  } catch {
    return undefined;
  }
}

/** A work of `@fair/shared/sample-catalogue.json`. */
export interface SampleWork extends Omit<MarketplaceWork, 'type' | 'language'> {
  type: string;
  language: string;
}

/**
 * The first page `GET /api/works` answers for the sample catalogue, computed at build time: the
 * API's seed stores the same works (each added at midnight UTC of its date) and the seed's
 * platforms, and lists them newest first (ties by id, last first) with exact counts. Past one
 * page the API's own answer, which the page asks for as soon as it runs, brings the cursor.
 */
export function sampleFirstPage(sample: { works: readonly SampleWork[] }): FirstPage {
  const works = sample.works.map((work) => ({
    ...work,
    addedOn: `${work.addedOn}T00:00:00.000Z`,
  }));
  works.sort((a, b) =>
    a.addedOn === b.addedOn ? (a.id < b.id ? 1 : -1) : a.addedOn < b.addedOn ? 1 : -1,
  );
  const count = (key: 'type' | 'language', values: readonly string[]) =>
    Object.fromEntries(
      values.map((value) => [value, works.filter((work) => work[key] === value).length]),
    );
  const page = parseWorksPage({
    works: works.slice(0, PAGE_SIZE),
    total: works.length,
    totalIsEstimate: false,
    facets: { type: count('type', CONTENT_TYPES), language: count('language', LANGUAGES) },
    facetsAreEstimates: false,
    nextCursor: null,
    suggestion: null,
  });
  return {
    page,
    platforms: [...SEED_PLATFORMS],
    query: '',
    asked: '',
    live: false,
    failed: false,
  };
}
