import type { ContentType, Language } from '@fair/shared/rules';
import type { CatalogueWork } from './works';
import type { Sort } from '../http/schemas';

/** What a visitor asks the catalogue. */
export interface CatalogueQuery {
  /** The search text as typed ('' for none). */
  q: string;
  type?: ContentType;
  language?: Language;
  /** Only works that one of these platforms may distribute (a distributor's own view). */
  platforms?: readonly string[];
  sort: Sort;
  limit: number;
  /** Where the previous page ended (from its `nextCursor`). */
  cursor?: string;
}

export interface CataloguePage {
  works: CatalogueWork[];
  /** How many works match; past `EXACT_TOTAL_UP_TO` an estimate. */
  total: number;
  totalIsEstimate: boolean;
  /** Per type and per language, how many works match the rest of the query. */
  facets: { type: Record<string, number>; language: Record<string, number> };
  /** true when the facets' counts are estimates (a search with more matches than its sample). */
  facetsAreEstimates: boolean;
  nextCursor: string | null;
  /** When nothing matches: a query that matches, made of the words the visitor probably meant. */
  suggestion: string | null;
}

/**
 * The catalogue's search, behind one interface: PostgreSQL's full-text search today
 * (`postgresSearch.ts`), a search engine later, without touching the routes.
 */
export interface CatalogueSearch {
  search(query: CatalogueQuery): Promise<CataloguePage>;
}

/** Counted exactly up to here; beyond, `total` is an estimate. */
export const EXACT_TOTAL_UP_TO = 10_000;

/** At most this many words of a query are searched (a pasted paragraph is not an error). */
export const MAX_QUERY_WORDS = 8;

/** A run of letters, marks and digits; modifier letters (ʼ ʻ ː …) are not part of it. */
const WORD = /(?:(?!\p{Lm})[\p{L}\p{M}\p{N}])+/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The words of a search text: runs of letters, marks and digits, in lower case, in their
 * compatibility form (NFKC: "ﬁ" is "fi", "²" is "2"), so symbols, punctuation and emoji simply
 * separate words and never reach the query syntax. Modifier letters separate words too: the
 * database's `unaccent` turns them into punctuation (ʼ into an apostrophe, ː into a colon), which
 * would be query syntax, and it does the same to the texts searched, where they split words. A
 * run of marks alone is no word (`unaccent` removes it). Accents stay: the database removes them
 * from both sides alike.
 */
export function searchWords(q: string): string[] {
  const words = (q.normalize('NFKC').toLowerCase().match(WORD) ?? []).filter((word) =>
    LETTER_OR_DIGIT.test(word),
  );
  return words.slice(0, MAX_QUERY_WORDS).map((word) => word.slice(0, 40));
}

/**
 * The `to_tsquery` text of a search: every word must match, and the last matches as a prefix
 * while it is still being typed (`joao & silv:*`); a text that ends with a space has no word in
 * progress. Null when there is no word to search.
 */
export function tsQueryText(q: string): string | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const typing = !/\s$/.test(q);
  return words
    .map((word, i) => (typing && i === words.length - 1 ? `${word}:*` : word))
    .join(' & ');
}

export class InvalidCursor extends Error {}

interface CursorValue {
  s: Sort;
  /** The sort key of the last work of the page (a number, a date or a text). */
  k: string | number;
  id: string;
}

export function encodeCursor(value: CursorValue): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, sort: Sort): CursorValue {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursor('the cursor cannot be read');
  }
  const candidate = value as Partial<CursorValue>;
  if (
    typeof value !== 'object' ||
    value === null ||
    candidate.s !== sort ||
    typeof candidate.id !== 'string' ||
    (typeof candidate.k !== 'string' && typeof candidate.k !== 'number')
  ) {
    throw new InvalidCursor('the cursor belongs to another query');
  }
  return { s: candidate.s, k: candidate.k, id: candidate.id };
}
