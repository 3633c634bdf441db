import { CONTENT_TYPES, LANGUAGES } from '@fair/shared/rules';
import type { Database, Queryable } from '../db/database';
import { FewMatches } from './fewMatches';
import {
  decodeCursor,
  encodeCursor,
  EXACT_TOTAL_UP_TO,
  InvalidCursor,
  searchWords,
  tsQueryText,
  type CatalogueQuery,
  type CataloguePage,
  type CatalogueSearch,
} from './search';
import { withWidestPrefix } from './widestPrefix';
import { publicWork, WORK_COLUMNS, workFromRow, type WorkRow } from './works';

/**
 * How many matches of the words a search splits by type, language and title to estimate its
 * facets, when the page sample puts them surely past `EXACT_TOTAL_UP_TO` (matches that may be
 * fewer are all counted, `EXACT_TOTAL_UP_TO` + 1 at most). Grouping them costs about as much as
 * finding them in the words' index: 3 ms for a one-letter prefix of 100,000 works on PGlite,
 * against 15 ms for 10,001 of them.
 */
export const SAMPLE_SIZE = 1_000;

/**
 * How many words of the catalogue a word's beginning typed may stand for and still be matched as
 * those words, named (`fair_matching_query`, migration 0009), rather than as a beginning: the
 * words' index reads a named word's works as it goes, and a beginning's only after gathering the
 * works of every word that begins with it. Nine words named counted 56,997 works of a million in
 * 98 ms, the beginning in 149.
 */
export const NAMED_WORDS_AT_MOST = 16;

/**
 * How many of the works table's pages (8 kB blocks) a search with words reads, chosen at random
 * (`TABLESAMPLE SYSTEM`), to estimate how many works match: about 0.6 % of a million works (5 %
 * of 100,000), all of a catalogue smaller than this. It replaces the planner's estimate, which
 * multiplies the frequencies of two words as if they were independent (a seventh of the truth for
 * two common words of one language) and needs an exact count to find out.
 */
export const ESTIMATE_PAGES = 400;

/**
 * How many pages the estimate reads first: a quarter of `ESTIMATE_PAGES`, among the same pages
 * (`REPEATABLE` with one seed takes a page at any share when it took it at a smaller one). That
 * is enough when they put the matches surely past `EXACT_TOTAL_UP_TO` (a word's first letters,
 * in a fifth of the works or more: telling "about 47,000" from "about 46,000" is not worth four
 * times the pages, 3 against 9 ms on PGlite at 100,000 works, most of a one-letter search's
 * time), and when more pages would not either (the matches are then counted up to the bound).
 * Only an estimate that more pages would likely settle reads all `ESTIMATE_PAGES`
 * (`needsMorePages`).
 */
export const FIRST_ESTIMATE_PAGES = ESTIMATE_PAGES / 4;

/**
 * How many standard errors under its estimate a number of matches is taken to be surely above:
 * four. For a normal estimate that is passed by chance about once in 30,000 page sets; the seed
 * is fixed, so a search that its pages mislead is misled every time, and then a total of 10,000
 * or fewer would be told as an estimate past 10,000. `MIN_SAMPLED_MATCHES` keeps the estimate
 * close enough to normal for that.
 */
export const SURE_STANDARD_ERRORS = 4;

/**
 * Below this many matches found in the sampled pages, the estimate is no ground to skip a count:
 * with matches bunched on a few pages, its error is not yet known well enough.
 */
export const MIN_SAMPLED_MATCHES = 30;

/**
 * An estimate of a number of matches from a random sample of pages, each page in it with
 * probability `share` (Horvitz–Thompson: the matches found over the share; its variance, of
 * Poisson sampling, from the squares of the matches per page). Exact when every page was read.
 */
export interface PageEstimate {
  estimate: number;
  standardError: number;
  /** How many matches the sampled pages held. */
  found: number;
}

/** The estimate from the matches found on each sampled page (`sum`, `sumOfSquares`). */
export function pageEstimate(sum: number, sumOfSquares: number, share: number): PageEstimate {
  if (share >= 1) return { estimate: sum, standardError: 0, found: sum };
  return {
    estimate: sum / share,
    standardError: Math.sqrt((1 - share) * sumOfSquares) / share,
    found: sum,
  };
}

/**
 * Whether an estimate from the first pages read (`FIRST_ESTIMATE_PAGES`, a `share` of the
 * works' pages) is worth reading a larger share for: when it leaves open whether the matches,
 * and those the filters keep, pass `exactUpTo`, and the larger sample would likely put them
 * surely past it (no count up to the bound then): the same estimate, with the standard error a
 * sample of `laterShare` would have. When not even that would, the matches are counted up to the
 * bound anyway: every one, exactly, when they are no more, and past it the estimate stands, as
 * "about".
 */
export function needsMorePages(
  first: { share: number; words: PageEstimate; withFilters: PageEstimate },
  exactUpTo: number,
  laterShare: number,
): boolean {
  const past = (estimate: PageEstimate) => surelyAtLeast(estimate) > exactUpTo;
  if (first.share >= 1 || laterShare <= first.share) return false;
  if (past(first.words) && past(first.withFilters)) return false;
  // A sample's error goes as √((1 − share) / share) (`pageEstimate`).
  const spread = (share: number) => Math.sqrt((1 - share) / share);
  const shrink = spread(Math.min(1, laterShare)) / spread(first.share);
  const likelyPast = (estimate: PageEstimate) =>
    estimate.estimate - SURE_STANDARD_ERRORS * estimate.standardError * shrink > exactUpTo;
  return likelyPast(first.words) && likelyPast(first.withFilters);
}

/**
 * At least how many match, all but surely (`SURE_STANDARD_ERRORS` under the estimate); 0 when
 * the pages found too few to say (`MIN_SAMPLED_MATCHES`), unless they were every page.
 */
export function surelyAtLeast({ estimate, standardError, found }: PageEstimate): number {
  if (standardError > 0 && found < MIN_SAMPLED_MATCHES) return 0;
  return Math.max(0, Math.floor(estimate - SURE_STANDARD_ERRORS * standardError));
}

type SampledCounts = Pick<
  CataloguePage,
  'total' | 'totalIsEstimate' | 'facets' | 'facetsAreEstimates'
>;

/**
 * Whether a page of `pageSize` is read soonest by walking the sort's index until it is full
 * (about `pageSize × onSale / expected` works visited) or through the words' index and a sort
 * of every match (`expected` works visited): the walk, once `expected² ≥ pageSize × onSale`.
 */
export function walkPays(expected: number, pageSize: number, onSale: number): boolean {
  return expected * expected >= pageSize * onSale;
}

/**
 * How many works a walk of the sort's index may visit before it gives up on filling the page:
 * √(pageSize × onSale), where a walk and a sort of the matches cost the same. A walk that finds
 * too few there (the estimate said more matches than there are, e.g. a misspelt prefix) is
 * answered through the words' index instead, where the matches are then few: no query visits
 * the whole catalogue, whatever the planner's estimates.
 */
export function walkBound(pageSize: number, onSale: number): number {
  return Math.max(4 * pageSize, Math.ceil(Math.sqrt(pageSize * onSale)));
}

/**
 * A WHERE clause under construction, with its parameters numbered as they are added. Some
 * conditions are the ones an order's index holds (on sale, after a cursor): a walk of that index
 * applies them as it reads, and the rest to what it read.
 */
class Conditions {
  readonly params: unknown[] = [];
  private readonly clauses: { sql: string; indexed: boolean }[] = [
    { sql: 'w.withdrawn_at IS NULL', indexed: true },
  ];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  add(clause: string, options: { indexed?: boolean } = {}): this {
    this.clauses.push({ sql: clause, indexed: options.indexed ?? false });
    return this;
  }
  /** The same conditions, to add parameters of another query to. */
  clone(): Conditions {
    const copy = new Conditions();
    copy.params.push(...this.params);
    copy.clauses.splice(0, copy.clauses.length, ...this.clauses);
    return copy;
  }
  get where(): string {
    return this.clauses.map((clause) => clause.sql).join(' AND ');
  }
  get indexed(): string {
    return this.clauses
      .filter((clause) => clause.indexed)
      .map((clause) => clause.sql)
      .join(' AND ');
  }
  /** The conditions the order's index does not hold ('true' when none). */
  rest(): string {
    const rest = this.clauses.filter((clause) => !clause.indexed).map((clause) => clause.sql);
    return rest.length > 0 ? rest.join(' AND ') : 'true';
  }
}

interface Filters {
  /** The words as `tsQueryText` writes them (`cidade & caminh:*`): what a search is known by. */
  tsquery: string | null;
  /**
   * The tsquery they are matched with, as PostgreSQL writes it (`'cidade' & 'caminho'`): from
   * `fair_matching_query` (migration 0009), the same matches.
   */
  matching: string | null;
  type?: string;
  language?: string;
  platforms?: readonly string[];
}

const matches = (column: 'search' | 'search_title', where: Conditions, matching: string) =>
  `w.${column} @@ ${where.param(matching)}::tsquery`;

/**
 * The conditions of a query. `column` is where the words must be: `search_title` for the works
 * that hold them in their title or author, which hold them in `search` too (saying both would
 * make the planner multiply two selectivities of one fact, and expect far too few). With words,
 * the type and language are lexemes of the same tsvector (`fair_filter_query`, migration 0005),
 * so that the words' index finds the works that match them all; without words, they are the
 * columns and their own indexes.
 */
function conditions(filters: Filters, column: 'search' | 'search_title' = 'search'): Conditions {
  const where = new Conditions();
  const { type, language } = filters;
  if (filters.matching !== null) {
    const words = `${where.param(filters.matching)}::tsquery`;
    // Words the text search parser drops (a symbol a server's locale does not call a letter)
    // leave an empty query, and `'' && filter` is the filter alone: such words match nothing.
    where.add(
      type || language
        ? `w.${column} @@ (${words} && fair_filter_query(${where.param(type ?? null)}::text, ${where.param(language ?? null)}::text)) AND numnode(${words}) > 0`
        : `w.${column} @@ ${words}`,
    );
  } else {
    if (type) where.add(`w.type = ${where.param(type)}`);
    if (language) where.add(`w.language = ${where.param(language)}`);
  }
  if (filters.platforms) where.add(`w.platforms && ${where.param(filters.platforms)}::text[]`);
  return where;
}

/** The ORDER BY of each sort but relevance (its own, below): the key a cursor keeps, the way. */
const ORDERS = {
  newest: { key: 'w.added_at', cast: '::timestamptz', direction: 'DESC' },
  'price-asc': { key: 'w.card_subtotal', cast: '::integer', direction: 'ASC' },
  'price-desc': { key: 'w.card_subtotal', cast: '::integer', direction: 'DESC' },
  title: { key: 'lower(fair_unaccent(w.title))', cast: '::text', direction: 'ASC' },
} as const;

type Page = Pick<CataloguePage, 'works' | 'nextCursor'>;

/** What the search needs: its queries, and on PGlite a transaction for the count's plan. */
export type SearchDatabase = Queryable & Pick<Database, 'engine' | 'transaction'>;

/**
 * The catalogue's search on PostgreSQL (a server or PGlite). Full-text search over titles,
 * authors and descriptions ignoring case and accents (`search`), the last word as a prefix.
 *
 * - **Relevance** is two tiers: works whose title or author holds every word first, then those
 *   that match through their description; newest first in each (ranking every match by
 *   `ts_rank` would read every match).
 * - **Pages**: when the matches are many, a walk of the order's index that stops at the page's
 *   end, visiting at most `walkBound` works; when they are few (or the walk gave up), the words'
 *   index and a sort of the matches. No query reads the whole catalogue.
 * - **Counts**: exact when nothing is searched (`work_counts`, kept by a trigger), and for one
 *   word of up to four letters, as typed (`search_prefix_counts`, kept by a trigger too: those
 *   are the dearest to count, matching most of the catalogue). With other words, a random sample
 *   of `ESTIMATE_PAGES` pages first; unless it puts the matches surely past
 *   `EXACT_TOTAL_UP_TO`, one grouped count of them up to that bound + 1: every count exact when
 *   they are no more. Otherwise as many as the pages say, split as the first `SAMPLE_SIZE` (or
 *   `EXACT_TOTAL_UP_TO` + 1) matches are (`facetsAreEstimates`), and the total with the filters
 *   counted up to the bound unless the pages put it surely past that (`totalIsEstimate`).
 * - **Did you mean**: each word that is no word of the catalogue replaced by the closest one
 *   (trigram similarity over `search_words`), offered when that finds works.
 */
export class PostgresCatalogueSearch implements CatalogueSearch {
  private readonly exactUpTo: number;
  private readonly walkLimit?: number;
  private readonly sampleSize: number;
  private readonly estimatePages: number;
  private readonly firstEstimatePages: number;
  /** Searches whose matches were all counted (`FewMatches`), for the searches typed after them. */
  private readonly fewMatches = new FewMatches();
  constructor(
    private readonly db: SearchDatabase,
    options: {
      /** How many matches split the facets of a search surely past `exactUpTo` (`SAMPLE_SIZE`). */
      sampleSize?: number;
      /** Counted exactly up to here, estimated beyond (`EXACT_TOTAL_UP_TO`; tests lower it). */
      exactUpTo?: number;
      /** Overrides `walkBound` (tests make walks give up early). */
      walkLimit?: number;
      /** How many pages an estimate reads (`ESTIMATE_PAGES`; tests lower it). */
      estimatePages?: number;
      /** How many it reads first (`FIRST_ESTIMATE_PAGES`, never more than `estimatePages`). */
      firstEstimatePages?: number;
    } = {},
  ) {
    this.estimatePages = options.estimatePages ?? ESTIMATE_PAGES;
    this.firstEstimatePages = Math.min(
      this.estimatePages,
      options.firstEstimatePages ?? FIRST_ESTIMATE_PAGES,
    );
    this.exactUpTo = options.exactUpTo ?? EXACT_TOTAL_UP_TO;
    this.sampleSize = options.sampleSize ?? SAMPLE_SIZE;
    if (options.walkLimit !== undefined) this.walkLimit = options.walkLimit;
  }

  /** A word begun as far as only one word of the catalogue goes shares that word's answer. */
  sameAnswerAs(query: CatalogueQuery): Promise<CatalogueQuery> {
    return withWidestPrefix(this.db, query);
  }

  async search(query: CatalogueQuery): Promise<CataloguePage> {
    const tsquery = tsQueryText(query.q);
    const filters: Filters = {
      tsquery,
      matching: tsquery === null ? null : await this.matchingQuery(tsquery),
      type: query.type,
      language: query.language,
      ...(query.platforms ? { platforms: query.platforms } : {}),
    };
    const sort = query.sort === 'relevance' && tsquery === null ? 'newest' : query.sort;
    // With words (or a distributor's platforms), the matches are counted by type, language and
    // title or description (all of them, or a sample when they are surely too many to count);
    // `work_counts` knows only types and languages.
    const estimates =
      tsquery === null && !query.platforms
        ? undefined
        : await this.onSale().then(async (onSale) => ({
            ...(await this.wordCounts(filters, onSale)),
            onSale,
          }));
    // Without words the counts are exact and instant (`work_counts`): they tell how dense the
    // filtered works are before the page is read.
    const browsing = estimates ? undefined : await this.countsWithoutWords(filters);
    const onSale = estimates?.onSale ?? browsing?.onSale ?? 0;
    // A match among many is found soonest by walking the sort's index (at most `walkBound`
    // works); few matches are read through the words' index and sorted.
    const bound = this.walkLimit ?? walkBound(query.limit + 1, onSale);
    const dense = (expected: number) =>
      walkPays(expected, query.limit + 1, onSale) ? bound : undefined;
    const [page, counts] = await Promise.all([
      sort === 'relevance'
        ? this.relevancePage(filters, query, {
            title: dense(estimates?.inTitles ?? 0),
            rest: dense((estimates?.withFilters ?? 0) - (estimates?.inTitles ?? 0)),
          })
        : this.sortedPage(
            filters,
            sort,
            query,
            dense(estimates?.withFilters ?? browsing?.total ?? 0),
          ),
      estimates
        ? this.countsOfWords(filters, estimates.counts, estimates.surelyMoreThan)
        : Promise.resolve(browsing as NonNullable<typeof browsing>),
    ]);
    const suggestion =
      counts.total === 0 && tsquery !== null ? await this.suggest(query.q, filters) : null;
    const { onSale: _onSale, ...shown } = counts as typeof counts & { onSale?: number };
    return { ...page, ...shown, suggestion };
  }

  private async sortedPage(
    filters: Filters,
    sort: keyof typeof ORDERS,
    query: CatalogueQuery,
    walk: number | undefined,
  ): Promise<Page> {
    const where = conditions(filters);
    const order = ORDERS[sort];
    const after = order.direction === 'ASC' ? '>' : '<';
    if (query.cursor) {
      const cursor = decodeCursor(query.cursor, query.sort);
      where.add(
        `(${order.key}, w.id) ${after} (${where.param(cursor.k)}${order.cast}, ${where.param(cursor.id)})`,
        { indexed: true },
      );
    }
    const rows = await this.rows(where, order, query.limit + 1, walk);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      works: page.map((row) => publicWork(workFromRow(row))),
      nextCursor:
        rows.length > query.limit && last
          ? encodeCursor({ s: query.sort, k: keyOf(last.sort_key), id: last.id })
          : null,
    };
  }

  /** Tier 1: every word in the title or author; tier 2: the other matches. Newest first in each. */
  private async relevancePage(
    filters: Filters,
    query: CatalogueQuery,
    walk: { title: number | undefined; rest: number | undefined },
  ): Promise<Page> {
    const matching = filters.matching as string;
    const cursor = query.cursor ? decodeCursor(query.cursor, 'relevance') : undefined;
    const [tierOf, addedOf] = cursor ? splitTierKey(cursor.k) : [1, ''];
    const collected: (WorkRow & { sort_key: unknown; tier: number })[] = [];
    for (const tier of [1, 2]) {
      if (tier < tierOf) continue;
      const where = conditions(filters, tier === 1 ? 'search_title' : 'search');
      if (tier === 2) where.add(`NOT ${matches('search_title', where, matching)}`);
      if (cursor && tier === tierOf) {
        where.add(
          `(w.added_at, w.id) < (${where.param(addedOf)}::timestamptz, ${where.param(cursor.id)})`,
          { indexed: true },
        );
      }
      const wanted = query.limit + 1 - collected.length;
      const rows = await this.rows(
        where,
        ORDERS.newest,
        wanted,
        tier === 1 ? walk.title : walk.rest,
      );
      collected.push(...rows.map((row) => ({ ...row, tier })));
      if (collected.length > query.limit) break;
    }
    const page = collected.slice(0, query.limit);
    const last = page.at(-1);
    return {
      works: page.map((row) => publicWork(workFromRow(row))),
      nextCursor:
        collected.length > query.limit && last
          ? encodeCursor({ s: 'relevance', k: `${last.tier}:${keyOf(last.sort_key)}`, id: last.id })
          : null,
    };
  }

  /**
   * A page of works in an order: by walking the order's index, visiting at most `walk` works,
   * when the matches are expected to be many; through the other indexes and a sort of every
   * match otherwise, or when the walk gave up. The same rows either way.
   */
  private async rows(
    where: Conditions,
    order: (typeof ORDERS)[keyof typeof ORDERS],
    limit: number,
    walk: number | undefined,
  ) {
    const direction = `${order.direction}, w.id ${order.direction}`;
    const read = (sql: string, params: unknown[]) =>
      this.db.query<WorkRow & { sort_key: unknown }>(sql, params).then((result) => result.rows);
    if (walk !== undefined) {
      // The walk: the first `walk` works of the order that meet the conditions the order's index
      // holds (on sale, after the cursor), then every other condition on those alone.
      const walked = where.clone();
      const rows = await read(
        `SELECT ${WORK_COLUMNS}, w.sort_key FROM (
           SELECT w.*, ${order.key} AS sort_key FROM works w WHERE ${walked.indexed}
            ORDER BY ${order.key} ${direction} LIMIT ${walked.param(walk)}
         ) w WHERE ${walked.rest()} ORDER BY w.sort_key ${direction} LIMIT ${walked.param(limit)}`,
        walked.params,
      );
      if (rows.length === limit) return rows;
    }
    const sorted = where.clone();
    return read(
      `SELECT ${WORK_COLUMNS}, ${order.key} AS sort_key FROM works w WHERE ${sorted.where}
       ORDER BY ${sortKey(order.key)} ${direction} LIMIT ${sorted.param(limit)}`,
      sorted.params,
    );
  }

  /** Nothing searched: exact counts from `work_counts`, however large the catalogue. */
  private async countsWithoutWords(filters: Filters) {
    const result = await this.db.query<{ type: string; language: string; n: number }>(
      'SELECT type, language, n FROM work_counts WHERE n > 0',
    );
    const type: Record<string, number> = {};
    const language: Record<string, number> = {};
    let total = 0;
    let onSale = 0;
    for (const row of result.rows) {
      const typeMatches = !filters.type || row.type === filters.type;
      const languageMatches = !filters.language || row.language === filters.language;
      if (languageMatches) type[row.type] = (type[row.type] ?? 0) + row.n;
      if (typeMatches) language[row.language] = (language[row.language] ?? 0) + row.n;
      if (typeMatches && languageMatches) total += row.n;
      onSale += row.n;
    }
    return {
      total,
      totalIsEstimate: false,
      facets: { type: withZeros(type, CONTENT_TYPES), language: withZeros(language, LANGUAGES) },
      facetsAreEstimates: false,
      onSale,
    };
  }

  /**
   * Words searched: the grouped count's, exact when it held every match. Otherwise the total with
   * the filters is counted (never past `exactUpTo` + 1 rows) unless the grouped count or the page
   * sample puts it surely past `exactUpTo`: a total up to that is always exact, past it the
   * estimate. The facets stay the grouped count's proportions (`facetsAreEstimates`), but those
   * of the filters chosen are the total itself.
   */
  private async countsOfWords(filters: Filters, counts: SampledCounts, surelyMoreThan: number) {
    if (!counts.facetsAreEstimates) return counts;
    const passed = this.exactUpTo + 1;
    const counted = surelyMoreThan > this.exactUpTo ? passed : await this.count(filters);
    const totalIsEstimate = counted > this.exactUpTo;
    const total = totalIsEstimate ? Math.max(counts.total, passed) : counted;
    // The grouped count's split, in proportion to the total as it now stands.
    const rescale = (facet: Record<string, number>, chosen: string | undefined) =>
      Object.fromEntries(
        Object.entries(facet).map(([key, n]) => [
          key,
          key === chosen ? total : counts.total > 0 ? Math.round((n * total) / counts.total) : n,
        ]),
      );
    return {
      ...counts,
      total,
      totalIsEstimate,
      facets: {
        type: rescale(counts.facets.type, filters.type),
        language: rescale(counts.facets.language, filters.language),
      },
    };
  }

  /**
   * How many works match the words (and a distributor's platforms), how many of those the filters
   * keep, and how they split. The page sample first (`pageSample`): when it puts the matches
   * surely past `exactUpTo`, the first `sampleSize` of them give the split, scaled to its
   * estimate; otherwise the first `exactUpTo` + 1 are counted in one grouped count, which is
   * every count exact when it holds them all, and else the split of the estimate. One word of up
   * to four letters is counted already, whatever its matches (`prefixSplit`). A catalogue of
   * `onSale` ≤ `exactUpTo` works needs no page sample: its matches are always counted exactly. Nor
   * does a search that narrows one whose matches were all counted (`FewMatches`): it is counted
   * at once, and only when it then holds more than `exactUpTo` (the catalogue grew) does it go
   * the usual way, with the same answer.
   */
  private async wordCounts(filters: Filters, onSale: number) {
    if (onSale <= this.exactUpTo) {
      return exactCounts(await this.splitOfMatches(filters, this.exactUpTo + 1));
    }
    const scope = filters.platforms ? [...filters.platforms].sort().join(',') : '';
    const words = filters.tsquery;
    // One word of up to four letters, as a visitor starts typing it: the counts are kept for it.
    const counted =
      words === null || filters.platforms ? undefined : await this.prefixSplit(words, filters);
    if (words !== null && counted !== undefined) {
      if (counted.matched <= this.exactUpTo) this.fewMatches.remember(words, scope);
      return exactCounts(counted);
    }
    // A search that narrows one whose matches were all counted (the visitor typed on) is counted
    // at once, without the page sample.
    const narrowed = words === null ? undefined : this.fewMatches.narrowed(words, scope);
    if (words !== null && narrowed !== undefined) {
      // How many hold the words in their title told too: it plans the page, where a walk of the
      // order's index planned for title matches that are not there costs more before it gives
      // up (each search typed on from "kan", "river " or "fado " answered 2–6 ms sooner for it on
      // PGlite at 100,000 works, though telling the titles makes the count a fifth dearer).
      const split = await this.splitOfMatches(filters, this.exactUpTo + 1);
      if (split.matched <= this.exactUpTo) {
        this.fewMatches.remember(words, scope);
        return exactCounts(split);
      }
      // The catalogue has grown past the bound since: counted the usual way, as if never narrowed.
      this.fewMatches.forget(narrowed, scope);
    }
    const pages = await this.sampledPages(filters);
    const limit = surelyAtLeast(pages.words) > this.exactUpTo ? this.sampleSize : this.exactUpTo;
    // How many hold the words in their title only chooses how the page is read (`walkPays`;
    // a walk that finds too few gives up): the page sample's estimate does, where telling each
    // of thousands of matches would cost the count as much again.
    const split = await this.splitOfMatches(filters, limit + 1, { titled: false });
    if (split.matched <= limit) {
      if (words !== null) this.fewMatches.remember(words, scope);
      return withTitlesOf(pages, exactCounts(split));
    }
    return withTitlesOf(pages, estimatedCounts(split, pages));
  }

  /**
   * How the first `limit` matches of the words (and a distributor's platforms), in the order the
   * index gives them, split by type, language and whether the words are in the title or author:
   * counted in the database, which answers a row per group instead of one per match.
   */
  private async splitOfMatches(
    filters: Filters,
    limit: number,
    { titled: tellTitled = true } = {},
  ): Promise<MatchSplit> {
    const where = conditions({
      tsquery: filters.tsquery,
      matching: filters.matching,
      ...(filters.platforms ? { platforms: filters.platforms } : {}),
    });
    const titled =
      filters.matching === null || !tellTitled
        ? 'false'
        : matches('search_title', where, filters.matching);
    const sql = `SELECT type, language, titled, count(*)::int AS n
         FROM (SELECT w.type, w.language, ${titled} AS titled FROM works w WHERE ${where.where}
                LIMIT ${where.param(limit)}) matched
        GROUP BY 1, 2, 3`;
    const groups = await this.throughIndexes((db) =>
      db.query<MatchGroup>(sql, where.params).then((result) => result.rows),
    );
    return matchSplit(groups, filters);
  }

  /**
   * How the matches of one word typed as a prefix split, from `search_prefix_counts` (migration
   * 0007), when the database keeps the counts of that prefix (`fair_counted_prefix`: up to four
   * letters); `undefined` when it does not.
   */
  private async prefixSplit(words: string, filters: Filters): Promise<MatchSplit | undefined> {
    const { rows } = await this.db.query<{
      counted: boolean;
      type: string | null;
      language: string | null;
      titled: boolean | null;
      n: number | null;
    }>(
      // (The prefix worked out once: joined as a plain subquery, it is worked out for each row.)
      `WITH typed AS MATERIALIZED (SELECT fair_counted_prefix($1) AS prefix)
       SELECT typed.prefix IS NOT NULL AS counted, c.type, c.language, c.titled, c.n
         FROM typed LEFT JOIN search_prefix_counts c ON c.prefix = typed.prefix AND c.n > 0`,
      [words],
    );
    if (!rows[0]?.counted) return undefined;
    const groups = rows.flatMap(({ type, language, titled, n }) =>
      type !== null && language !== null && titled !== null && n !== null
        ? [{ type, language, titled, n }]
        : [],
    );
    return matchSplit(groups, filters);
  }

  /**
   * The page sample's estimates: of `firstEstimatePages`, unless they leave the search's way open
   * (`needsMorePages`): then of `estimatePages`, the pages read first among them.
   */
  private async sampledPages(filters: Filters) {
    const first = await this.pageSample(filters, this.firstEstimatePages);
    const laterShare = (first.share * this.estimatePages) / this.firstEstimatePages;
    if (!needsMorePages(first, this.exactUpTo, laterShare)) return first;
    return this.pageSample(filters, this.estimatePages);
  }

  /**
   * How many works match the words (and platforms), how many of those the filters keep, and how
   * many of these hold every word in their title or author (for the page's plan only), from
   * about `estimatePages` of the works' pages read at random (all of them in a smaller
   * catalogue): a fixed seed, so that one search always says the same. Unlike the planner's
   * estimate it holds for words that go together, and its error is known (`PageEstimate`).
   */
  private async pageSample(filters: Filters, estimatePages: number) {
    const words = conditions({
      tsquery: filters.tsquery,
      matching: filters.matching,
      ...(filters.platforms ? { platforms: filters.platforms } : {}),
    });
    const kept = words.clone();
    if (filters.type) kept.add(`w.type = ${kept.param(filters.type)}`);
    if (filters.language) kept.add(`w.language = ${kept.param(filters.language)}`);
    const titled = kept.clone();
    if (filters.matching !== null) titled.add(matches('search_title', titled, filters.matching));
    else titled.add('false');
    const result = await this.db.query<{
      share: number;
      words: number;
      words_squared: number;
      kept: number;
      kept_squared: number;
      titled: number;
      titled_squared: number;
    }>(
      `WITH size AS (
         SELECT least(1, ${titled.param(estimatePages)}::float8 / greatest(1,
           pg_relation_size('works') / current_setting('block_size')::int)) AS share
       )
       SELECT (SELECT share FROM size) AS share,
              coalesce(sum(words), 0)::float8 AS words,
              coalesce(sum(words * words), 0)::float8 AS words_squared,
              coalesce(sum(kept), 0)::float8 AS kept,
              coalesce(sum(kept * kept), 0)::float8 AS kept_squared,
              coalesce(sum(titled), 0)::float8 AS titled,
              coalesce(sum(titled * titled), 0)::float8 AS titled_squared
         FROM (SELECT count(*) FILTER (WHERE ${words.where}) AS words,
                      count(*) FILTER (WHERE ${kept.where}) AS kept,
                      count(*) FILTER (WHERE ${titled.where}) AS titled
                 FROM works w TABLESAMPLE SYSTEM ((SELECT 100 * share FROM size)::float4)
                      REPEATABLE (0)
                GROUP BY (w.ctid::text::point)[0]) pages`,
      titled.params,
    );
    const row = result.rows[0];
    const share = row?.share ?? 1;
    return {
      /** The share of the works' pages read: 1 when the catalogue is no larger than the sample. */
      share,
      words: pageEstimate(row?.words ?? 0, row?.words_squared ?? 0, share),
      withFilters: pageEstimate(row?.kept ?? 0, row?.kept_squared ?? 0, share),
      inTitles: pageEstimate(row?.titled ?? 0, row?.titled_squared ?? 0, share),
    };
  }

  /** How many works are on sale, from `work_counts`. */
  private async onSale(): Promise<number> {
    const result = await this.db.query<{ n: number | null }>(
      'SELECT sum(n)::int AS n FROM work_counts',
    );
    return result.rows[0]?.n ?? 0;
  }

  /** How many works match the words and every filter, counted up to `exactUpTo` + 1 at most. */
  private async count(filters: Filters): Promise<number> {
    const where = conditions(filters);
    const sql = `SELECT count(*)::int AS n FROM (SELECT 1 FROM works w WHERE ${where.where}
        LIMIT ${where.param(this.exactUpTo + 1)}) counted`;
    return this.throughIndexes((db) =>
      db.query<{ n: number }>(sql, where.params).then((result) => result.rows[0]?.n ?? 0),
    );
  }

  /**
   * Runs a query that visits every match it counts (up to its limit). On PGlite, through the
   * words' index (or the platforms'): the index leads to the pages that hold a match. Left to
   * itself, the planner reads the whole table once the words are in more than about one work in
   * twenty, since it takes a page read out of order to cost four read in order; PGlite's pages all
   * come from memory, where that read costs 45–60 ms for a word in 6,600 of 100,000 works against
   * 10–15 ms through the index. A PostgreSQL server's costs are its operator's to set
   * (`random_page_cost`), and there the planner's choice stands.
   */
  private async throughIndexes<T>(read: (db: Queryable) => Promise<T>): Promise<T> {
    if (this.db.engine !== 'pglite') return read(this.db);
    // Only the transaction's own client inside it: PGlite has one connection, and a query on
    // `this.db` would wait for this transaction to end.
    return this.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return read(tx);
    });
  }

  /** The tsquery that words written as `tsQueryText` writes them are matched with, as text. */
  private async matchingQuery(tsquery: string): Promise<string> {
    const { rows } = await this.db.query<{ matching: string }>(
      'SELECT fair_matching_query($1, $2)::text AS matching',
      [tsquery, NAMED_WORDS_AT_MOST],
    );
    return rows[0]?.matching ?? '';
  }

  private async suggest(q: string, filters: Filters): Promise<string | null> {
    const words = searchWords(q);
    const suggested: string[] = [];
    let changed = false;
    for (const word of words) {
      const result = await this.db.query<{ word: string; exact: boolean }>(
        `SELECT word, word = fair_unaccent($1) AS exact FROM search_words
          WHERE word % fair_unaccent($1)
          ORDER BY word = fair_unaccent($1) DESC, similarity(word, fair_unaccent($1)) DESC, word
          LIMIT 1`,
        [word],
      );
      const best = result.rows[0];
      if (best && !best.exact) changed = true;
      suggested.push(best?.word ?? word);
    }
    if (!changed) return null;
    const tsquery = suggested.join(' & ');
    const where = conditions({
      ...filters,
      tsquery,
      matching: await this.matchingQuery(tsquery),
    });
    const found = await this.db.query(
      `SELECT 1 FROM works w WHERE ${where.where} LIMIT 1`,
      where.params,
    );
    return found.rowCount ? suggested.join(' ') : null;
  }
}

/**
 * The ORDER BY key of a sort through the other indexes: the order's own value, written so that no
 * index matches it, which makes the planner read the words' (or a filter's) index and sort.
 */
function sortKey(key: string): string {
  return `(${key}) ${key.includes('added_at') ? "+ interval '0 s'" : key.includes('lower(') ? "|| ''" : '+ 0'}`;
}

/** A relevance cursor's key: `<tier>:<added_at>` (a newest's key is refused: no tier). */
function splitTierKey(key: string | number): [number, string] {
  const text = String(key);
  if (!/^[12]:/.test(text)) throw new InvalidCursor('the cursor belongs to another query');
  return [Number(text[0]), text.slice(2)];
}

function keyOf(value: unknown): string | number {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}

/** Counts with how many of the matches the filters keep hold every word in their title, as the page sample estimates. */
function withTitlesOf<Counts extends { withFilters: number }>(
  pages: { inTitles: PageEstimate },
  counts: Counts,
): Counts & { inTitles: number } {
  return {
    ...counts,
    inTitles: Math.min(counts.withFilters, Math.round(pages.inTitles.estimate)),
  };
}

function withZeros(counts: Record<string, number>, keys: readonly string[]) {
  return Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0]));
}

/** The matches of one type and language, with every word in their title or author or not. */
interface MatchGroup {
  type: string;
  language: string;
  titled: boolean;
  n: number;
}

/** How a set of matches splits, seen through a search's filters. */
interface MatchSplit {
  /** Every match of the words (and platforms) in the set. */
  matched: number;
  /** Those the filters keep. */
  filtered: number;
  /** Those the filters keep that hold every word in their title or author. */
  inTitles: number;
  /** Each facet without its own filter. */
  type: Record<string, number>;
  language: Record<string, number>;
}

function matchSplit(groups: readonly MatchGroup[], filters: Filters): MatchSplit {
  const ofType = (group: MatchGroup) => !filters.type || group.type === filters.type;
  const ofLanguage = (group: MatchGroup) =>
    !filters.language || group.language === filters.language;
  const sum = (keep: (group: MatchGroup) => boolean) =>
    groups.reduce((total, group) => (keep(group) ? total + group.n : total), 0);
  return {
    matched: sum(() => true),
    filtered: sum((group) => ofType(group) && ofLanguage(group)),
    inTitles: sum((group) => ofType(group) && ofLanguage(group) && group.titled),
    type: Object.fromEntries(
      CONTENT_TYPES.map((type) => [type, sum((group) => group.type === type && ofLanguage(group))]),
    ),
    language: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        sum((group) => group.language === language && ofType(group)),
      ]),
    ),
  };
}

/** What a search says of its matches when the split holds them all: every count exact. */
function exactCounts(split: MatchSplit) {
  return {
    withFilters: split.filtered,
    surelyMoreThan: split.filtered,
    inTitles: split.inTitles,
    counts: {
      total: split.filtered,
      totalIsEstimate: false,
      facets: { type: split.type, language: split.language },
      facetsAreEstimates: false,
    } satisfies SampledCounts,
  };
}

/**
 * What a search says of its matches when the split holds only the first of them: as many as the
 * page sample says (at least as many as the split holds), in the split's proportions. The split is
 * the matches first in the index, not a random share of them, so how many the filters keep is the
 * page sample's estimate too; the cells of the filters chosen are that total.
 */
function estimatedCounts(
  split: MatchSplit,
  pages: { words: PageEstimate; withFilters: PageEstimate },
) {
  const words = Math.max(split.matched, Math.round(pages.words.estimate));
  const withFilters = Math.max(split.filtered, Math.round(pages.withFilters.estimate));
  const scale = (n: number) =>
    Math.round(
      split.filtered > 0 ? (n * withFilters) / split.filtered : (n * words) / split.matched,
    );
  const scaled = (facet: Record<string, number>) =>
    Object.fromEntries(Object.entries(facet).map(([key, n]) => [key, scale(n)]));
  return {
    withFilters,
    // The split's own matches are matches: past the bound when the filters keep that many.
    surelyMoreThan: Math.max(split.filtered, surelyAtLeast(pages.withFilters)),
    inTitles: scale(split.inTitles),
    counts: {
      total: withFilters,
      totalIsEstimate: true,
      facets: { type: scaled(split.type), language: scaled(split.language) },
      facetsAreEstimates: true,
    } satisfies SampledCounts,
  };
}
