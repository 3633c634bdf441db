import {
  isCents,
  isContentType,
  isLanguage,
  isPlatformId,
  type PlatformId,
  type Work,
} from '@fair/shared';

/** The version of `catalogue.json` this code reads. */
export const CATALOGUE_VERSION = 1;

/** The file as a whole cannot be used: it is not the catalogue document, or it holds no work. */
export class CatalogueFormatError extends Error {
  override name = 'CatalogueFormatError';
}

export interface ParsedCatalogue {
  works: Work[];
  /** Entries that were left out, each with the reason, for the console. */
  skipped: string[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** A calendar date written as YYYY-MM-DD that exists (no 31 February). */
function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** What is wrong with one entry, or null when it is a valid work. */
function problemWith(entry: unknown): string | null {
  if (!isObject(entry)) return 'not an object';
  if (!isText(entry.id)) return 'id must be a non-empty string';
  if (!isText(entry.title)) return 'title must be a non-empty string';
  if (!isText(entry.author)) return 'author must be a non-empty string';
  if (!isContentType(entry.type)) return `unknown type ${JSON.stringify(entry.type)}`;
  if (!isLanguage(entry.language)) return `unknown language ${JSON.stringify(entry.language)}`;
  if (!isCents(entry.contentFee) || entry.contentFee < 0) {
    return 'contentFee must be a non-negative integer number of cents';
  }
  const platforms = entry.platforms;
  if (!Array.isArray(platforms) || platforms.length === 0) {
    return 'platforms must list at least one platform';
  }
  const unknown = platforms.find((platform) => !isPlatformId(platform));
  if (unknown !== undefined) return `unknown platform ${JSON.stringify(unknown)}`;
  if (new Set(platforms).size !== platforms.length) return 'a platform is listed twice';
  if (!isText(entry.description)) return 'description must be a non-empty string';
  if (!isCalendarDate(entry.addedOn)) return 'addedOn must be a date written YYYY-MM-DD';
  return null;
}

/**
 * Reads a fetched `catalogue.json`: `{ "version": 1, "works": [ … ] }`. A document of another
 * shape, or one without a single valid work, is refused as a whole; an invalid or repeated entry
 * is left out and reported, so one bad line does not take the whole catalogue down.
 */
export function parseCatalogue(document: unknown): ParsedCatalogue {
  if (!isObject(document)) throw new CatalogueFormatError('the catalogue is not a JSON object');
  if (document.version !== CATALOGUE_VERSION) {
    throw new CatalogueFormatError(
      `unsupported catalogue version ${JSON.stringify(document.version)}`,
    );
  }
  if (!Array.isArray(document.works)) {
    throw new CatalogueFormatError('the catalogue has no "works" list');
  }
  const works: Work[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  document.works.forEach((entry: unknown, index) => {
    const problem = problemWith(entry);
    const label = isObject(entry) && isText(entry.id) ? entry.id : `#${index}`;
    if (problem) {
      skipped.push(`${label}: ${problem}`);
      return;
    }
    const work = entry as Json;
    const id = work.id as string;
    if (seen.has(id)) {
      skipped.push(`${id}: the id is used twice`);
      return;
    }
    seen.add(id);
    works.push({
      id,
      title: (work.title as string).trim(),
      author: (work.author as string).trim(),
      type: work.type as Work['type'],
      language: work.language as Work['language'],
      contentFee: work.contentFee as number,
      platforms: [...(work.platforms as PlatformId[])],
      description: (work.description as string).trim(),
      addedOn: work.addedOn as string,
    });
  });
  if (works.length === 0 && document.works.length > 0) {
    throw new CatalogueFormatError(`no valid work in the catalogue (${skipped.join('; ')})`);
  }
  return { works, skipped };
}
