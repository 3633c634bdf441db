import { CONTENT_TYPES, LANGUAGES } from '@fair/shared';
import { SEED_PLATFORMS } from './platforms';
import { PAGE_SIZE } from './worksRequest';
import {
  parsePlatforms,
  parseWorksPage,
  type CatalogueWork,
  type CataloguePlatform,
  type WorksPage,
} from './worksApi';

/**
 * The data the page's HTML was rendered from, embedded in that HTML (as JSON in an attribute: a
 * page's HTML holds no script, not even a data block): the browser's first render reads it and so
 * matches the HTML it hydrates.
 */
export interface FirstPage {
  page: WorksPage;
  platforms: CataloguePlatform[];
}

/** The element that holds it (one catalogue per page), and its attribute. */
export const FIRST_PAGE_ELEMENT_ID = 'mf-catalog-first-page';
export const FIRST_PAGE_ATTRIBUTE = 'data-first-page';

/**
 * The data as JSON text. `<` is written as `\u003c` (and the two JavaScript line breaks escaped),
 * so whatever a work's title says, the text reads as markup nowhere it may be put.
 */
export function firstPageText(first: FirstPage): string {
  return JSON.stringify(first)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads the embedded text back; undefined when it is not the data this code writes. */
export function readFirstPage(text: string | null | undefined): FirstPage | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as { page?: unknown; platforms?: unknown };
    return { page: parseWorksPage(value.page), platforms: parsePlatforms(value) };
  } catch {
    return undefined;
  }
}

/** A work of `@fair/shared/sample-catalogue.json`. */
export interface SampleWork extends Omit<CatalogueWork, 'type' | 'language'> {
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
  return { page, platforms: [...SEED_PLATFORMS] };
}
