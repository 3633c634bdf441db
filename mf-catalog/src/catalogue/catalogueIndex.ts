import { platformFee, quoteLicense, type Language, type Quote, type Work } from '@fair/shared';
import type { CatalogueQuery, SortKey } from './query';
import { matchesTerms, searchKey, searchTerms } from './search';

/**
 * What a card shows (product rules §2): the listed content fee, the default platform's distribution
 * fee, the commission and the total, i.e. a lifetime license on the work's default platform.
 */
export function cardQuote(work: Work): Quote {
  const [defaultPlatform] = work.platforms;
  if (!defaultPlatform) throw new RangeError(`${work.id} has no platform`);
  return quoteLicense(work.contentFee, [platformFee(defaultPlatform)], 'lifetime');
}

export interface IndexedWork {
  work: Work;
  quote: Quote;
  /** Normalized title and author, computed once per data load. */
  key: string;
}

/**
 * The catalogue prepared for searching: normalized keys and card quotes are computed once when
 * the data arrives, and each sort order once (the title order once per interface language), so a
 * keystroke costs one pass of substring checks over the works already in the chosen order.
 */
export interface CatalogueIndex {
  readonly size: number;
  ordered(sort: SortKey, language: Language): readonly IndexedWork[];
  /**
   * The same as `filterWorks(index, query, language)`, but it remembers its last answer: when the
   * new query can only narrow it (the visitor typed one more letter), only those works are checked.
   */
  filter(query: CatalogueQuery, language: Language): readonly IndexedWork[];
}

export function buildIndex(works: readonly Work[]): CatalogueIndex {
  const entries: IndexedWork[] = works.map((work) => ({
    work,
    quote: cardQuote(work),
    key: searchKey(work.title, work.author),
  }));
  const byId = (a: IndexedWork, b: IndexedWork) =>
    a.work.id < b.work.id ? -1 : a.work.id > b.work.id ? 1 : 0;
  const cache = new Map<string, readonly IndexedWork[]>();

  function titleOrder(language: Language): readonly IndexedWork[] {
    const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    return [...entries].sort(
      (a, b) =>
        collator.compare(a.work.title, b.work.title) ||
        collator.compare(a.work.author, b.work.author) ||
        byId(a, b),
    );
  }

  /** The other orders. Array sorting is stable, so ties keep the title order they start from. */
  const primary: Record<Exclude<SortKey, 'title'>, (a: IndexedWork, b: IndexedWork) => number> = {
    // ISO dates compare as text.
    newest: (a, b) =>
      a.work.addedOn < b.work.addedOn ? 1 : a.work.addedOn > b.work.addedOn ? -1 : 0,
    price: (a, b) => a.quote.total - b.quote.total,
    'price-desc': (a, b) => b.quote.total - a.quote.total,
  };

  function ordered(sort: SortKey, language: Language): readonly IndexedWork[] {
    const cacheKey = `${sort}|${language}`;
    let list = cache.get(cacheKey);
    if (!list) {
      if (sort === 'title') {
        list = titleOrder(language);
      } else {
        list = [...ordered('title', language)].sort(primary[sort]);
      }
      cache.set(cacheKey, list);
    }
    return list;
  }

  let last:
    | { query: CatalogueQuery; language: Language; terms: string[]; result: readonly IndexedWork[] }
    | undefined;

  function filter(query: CatalogueQuery, language: Language): readonly IndexedWork[] {
    const terms = searchTerms(query.q);
    const narrowing =
      last !== undefined &&
      last.language === language &&
      last.query.sort === query.sort &&
      last.query.type === query.type &&
      last.query.lang === query.lang &&
      // Every work that has each new word also has each old word: the new result is a subset.
      last.terms.every((old) => terms.some((term) => term.includes(old)));
    const source = narrowing && last ? last.result : ordered(query.sort, language);
    const result = keep(source, query, terms);
    last = { query, language, terms, result };
    return result;
  }

  return { size: entries.length, ordered, filter };
}

/** The entries of `list` that match the type, the language and every search word, in order. */
function keep(
  list: readonly IndexedWork[],
  query: CatalogueQuery,
  terms: readonly string[],
): readonly IndexedWork[] {
  if (terms.length === 0 && !query.type && !query.lang) return list;
  const result: IndexedWork[] = [];
  for (const entry of list) {
    if (query.type && entry.work.type !== query.type) continue;
    if (query.lang && entry.work.language !== query.lang) continue;
    if (terms.length > 0 && !matchesTerms(entry.key, terms)) continue;
    result.push(entry);
  }
  return result;
}

/**
 * The works that match every criterion (search AND type AND language), in the chosen order.
 * One pass over the list: cheap enough to run on every keystroke for 10 000 works.
 */
export function filterWorks(
  index: CatalogueIndex,
  query: CatalogueQuery,
  language: Language,
): readonly IndexedWork[] {
  return keep(index.ordered(query.sort, language), query, searchTerms(query.q));
}
