import type { ContentType, Language, MarketplaceWorksPage } from '@fair/shared/rules';
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

/**
 * One page of the search, as `GET /api/works` answers it: the contract's shape, written once in
 * `@fair/shared` (the catalogue reads the same); `total` is counted exactly up to
 * `EXACT_TOTAL_UP_TO`, estimated past it.
 */
export type CataloguePage = MarketplaceWorksPage;

/**
 * The catalogue's search, behind one interface: PostgreSQL's full-text search today
 * (`postgresSearch.ts`), a search engine later, without touching the routes.
 */
export interface CatalogueSearch {
  search(query: CatalogueQuery): Promise<CataloguePage>;
  /**
   * The query whose answer this one has, when other texts typed share it (a word begun as far as
   * only one word of the catalogue goes): answers kept for it serve them all (`CachedCatalogueSearch`).
   */
  sameAnswerAs?(query: CatalogueQuery): Promise<CatalogueQuery>;
}

/** Counted exactly up to here; beyond, `total` is an estimate. */
export const EXACT_TOTAL_UP_TO = 10_000;

/** At most this many words of a query are searched (a pasted paragraph is not an error). */
export const MAX_QUERY_WORDS = 8;

/** A run of letters, marks and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/**
 * The letters and digits that the database's `unaccent` (PostgreSQL 15's unaccent.rules) writes
 * with punctuation or spaces, which would be query syntax: fractions ("¼" is " 1/4"), numbers in
 * parentheses or with a stop ("⑴" is "(1)"), "ŉ" ("'n"); each is taken in its compatibility
 * decomposition, as its digits and letters. The modifier letters it makes apostrophes, quotes,
 * accents or a colon (ʹ ʺ ʻ ʼ ʽ ˆ ˈ ˋ ː) only separate words, as they do in the texts searched.
 */
const UNACCENTED_INTO_PUNCTUATION =
  /[\u00BC-\u00BE\u0149\u2150-\u215F\u2189\u2474-\u249B\u{1F100}-\u{1F10A}]/gu;
const MODIFIERS_INTO_PUNCTUATION = /[\u02B9-\u02BD\u02C6\u02C8\u02CB\u02D0]/gu;

/**
 * The words of a search text: runs of letters, marks and digits, in lower case, composed (NFC),
 * so symbols, punctuation and emoji simply separate words and never reach the query syntax, nor
 * does anything `unaccent` would turn into it (`UNACCENTED_INTO_PUNCTUATION`). A run of marks
 * alone is no word (`unaccent` removes it). Accents stay: the database removes them from both
 * sides alike.
 */
export function searchWords(q: string): string[] {
  const text = q
    .normalize('NFC')
    .replace(UNACCENTED_INTO_PUNCTUATION, (character) => ` ${character.normalize('NFKD')} `)
    .replace(MODIFIERS_INTO_PUNCTUATION, ' ')
    .toLowerCase();
  const words = (text.match(WORD) ?? []).filter((word) => LETTER_OR_DIGIT.test(word));
  return words.slice(0, MAX_QUERY_WORDS).map((word) => word.slice(0, 40));
}

/** Whether a search text's last word is still being typed (matched as a prefix): no space after it. */
export const lastWordTyped = (q: string): boolean => !/\s$/.test(q);

/**
 * The `to_tsquery` text of a search: every word must match, and the last matches as a prefix
 * while it is still being typed (`joao & silv:*`); a text that ends with a space has no word in
 * progress. Null when there is no word to search.
 */
export function tsQueryText(q: string): string | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const typing = lastWordTyped(q);
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

/** A work's id as the works table allows it (migration 0001). */
const CURSOR_WORK_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A date as `encodeCursor` writes one (`toISOString`). */
const CURSOR_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Half a surrogate pair: no text (PostgreSQL's text cannot hold it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Written back the same: no day past its month's end (JavaScript would roll it over).
const isCursorDate = (key: unknown): key is string =>
  typeof key === 'string' &&
  CURSOR_DATE.test(key) &&
  Number.isFinite(Date.parse(key)) &&
  new Date(key).toISOString() === key;

/**
 * Whether a cursor's sort key is one its order can hold: the database compares it with a column,
 * so a key of another kind (a forged or damaged cursor) is refused here, as the query's fault,
 * rather than failing there.
 */
function isSortKey(sort: Sort, key: unknown): key is string | number {
  switch (sort) {
    case 'newest':
      return isCursorDate(key);
    case 'price-asc':
    case 'price-desc':
      return Number.isSafeInteger(key) && (key as number) >= 0 && (key as number) <= 2 ** 31 - 1;
    case 'title':
      return (
        typeof key === 'string' &&
        key.length <= 1_000 &&
        !key.includes('\u0000') &&
        !LONE_SURROGATE.test(key)
      );
    case 'relevance':
      // `<tier>:<date>` with words; without, the order is the newest's and so is the key.
      return (
        isCursorDate(key) ||
        (typeof key === 'string' && /^[12]:/.test(key) && isCursorDate(key.slice(2)))
      );
  }
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
    candidate.id.length > 80 ||
    !CURSOR_WORK_ID.test(candidate.id) ||
    !isSortKey(sort, candidate.k)
  ) {
    throw new InvalidCursor('the cursor belongs to another query');
  }
  return { s: candidate.s, k: candidate.k, id: candidate.id };
}
