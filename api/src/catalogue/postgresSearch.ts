import { CONTENT_TYPES, LANGUAGES } from '@fair/shared/rules';
import type { Queryable } from '../db/database';
import {
  decodeCursor,
  encodeCursor,
  EXACT_TOTAL_UP_TO,
  searchWords,
  tsQueryText,
  type CatalogueQuery,
  type CataloguePage,
  type CatalogueSearch,
} from './search';
import { publicWork, WORK_COLUMNS, workFromRow, type WorkRow } from './works';

/**
 * Past this many matches by the planner's estimate, counts are the estimate instead of a count:
 * counting visits every matching row. Three times `EXACT_TOTAL_UP_TO`, so that a total up to
 * 10,000 stays exact unless the planner overestimates it threefold.
 */
export const COUNT_UP_TO_ESTIMATE = 3 * EXACT_TOTAL_UP_TO;

/**
 * Whether a page of `pageSize` is read soonest by walking the sort's index until it is full
 * (about `pageSize × onSale / expected` works visited) or through the words' index and a sort
 * of every match (`expected` works visited): the walk, once `expected² ≥ pageSize × onSale`.
 */
export function walkPays(expected: number, pageSize: number, onSale: number): boolean {
  return expected * expected >= pageSize * onSale;
}

/** A WHERE clause under construction, with its parameters numbered as they are added. */
class Conditions {
  readonly params: unknown[] = [];
  readonly clauses: string[] = ['w.withdrawn_at IS NULL'];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  add(clause: string): this {
    this.clauses.push(clause);
    return this;
  }
  get where(): string {
    return this.clauses.join(' AND ');
  }
}

interface Filters {
  tsquery: string | null;
  type?: string;
  language?: string;
  platforms?: readonly string[];
}

const matches = (column: 'search' | 'search_title', where: Conditions, tsquery: string) =>
  `w.${column} @@ to_tsquery('simple', fair_unaccent(${where.param(tsquery)}))`;

function conditions(filters: Filters, except?: 'type' | 'language'): Conditions {
  const where = new Conditions();
  if (filters.tsquery !== null) where.add(matches('search', where, filters.tsquery));
  if (filters.type && except !== 'type') where.add(`w.type = ${where.param(filters.type)}`);
  if (filters.language && except !== 'language') {
    where.add(`w.language = ${where.param(filters.language)}`);
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

/**
 * The catalogue's search on PostgreSQL (a server or PGlite). Full-text search over titles,
 * authors and descriptions ignoring case and accents (`search`), the last word as a prefix.
 *
 * - **Relevance** is two tiers: works whose title or author holds every word first, then those
 *   that match through their description; newest first in each. Both tiers are index scans that
 *   stop at the page's end, so a word found in a hundred thousand works costs what a rare one
 *   does (ranking every match by `ts_rank` would not).
 * - **Counts**: exact when nothing is searched (`work_counts`, kept by a trigger); with words,
 *   counted when the planner expects at most `COUNT_UP_TO_ESTIMATE` matches, its estimate
 *   otherwise (`totalIsEstimate`). Facets the same way, per facet value.
 * - **Did you mean**: each word that is no word of the catalogue replaced by the closest one
 *   (trigram similarity over `search_words`), offered when that finds works.
 */
export class PostgresCatalogueSearch implements CatalogueSearch {
  private readonly countUpToEstimate: number;
  constructor(
    private readonly db: Queryable,
    options: { countUpToEstimate?: number } = {},
  ) {
    this.countUpToEstimate = options.countUpToEstimate ?? COUNT_UP_TO_ESTIMATE;
  }

  async search(query: CatalogueQuery): Promise<CataloguePage> {
    const tsquery = tsQueryText(query.q);
    const filters: Filters = {
      tsquery,
      type: query.type,
      language: query.language,
      ...(query.platforms ? { platforms: query.platforms } : {}),
    };
    const sort = query.sort === 'relevance' && tsquery === null ? 'newest' : query.sort;
    // With words (or a distributor's platforms), the planner's estimates decide how to count and
    // how to read the page; `work_counts` knows only types and languages.
    const estimates =
      tsquery === null && !query.platforms
        ? undefined
        : await Promise.all([
            this.estimate(filters),
            this.estimate({ tsquery, ...(query.platforms ? { platforms: query.platforms } : {}) }),
            sort === 'relevance' ? this.estimate(filters, 'search_title') : Promise.resolve(0),
            this.onSale(),
          ]).then(([withFilters, wordsOnly, inTitles, onSale]) => ({
            withFilters,
            wordsOnly,
            inTitles,
            onSale,
          }));
    // A match among many is found soonest by walking the sort's index; few matches are read
    // through the words' index and sorted (walking would visit most of the catalogue for them).
    const dense = (expected: number) =>
      !estimates || walkPays(expected, query.limit + 1, estimates.onSale);
    const [page, counts] = await Promise.all([
      sort === 'relevance'
        ? this.relevancePage(filters, query, {
            title: dense(estimates?.inTitles ?? 0),
            rest: dense((estimates?.withFilters ?? 0) - (estimates?.inTitles ?? 0)),
          })
        : this.sortedPage(filters, sort, query, dense(estimates?.withFilters ?? 0)),
      estimates ? this.countsOfWords(filters, estimates) : this.countsWithoutWords(filters),
    ]);
    const suggestion =
      counts.total === 0 && tsquery !== null ? await this.suggest(query.q, filters) : null;
    return { ...page, ...counts, suggestion };
  }

  private async sortedPage(
    filters: Filters,
    sort: keyof typeof ORDERS,
    query: CatalogueQuery,
    dense: boolean,
  ): Promise<Page> {
    const where = conditions(filters);
    const order = ORDERS[sort];
    const after = order.direction === 'ASC' ? '>' : '<';
    if (query.cursor) {
      const cursor = decodeCursor(query.cursor, query.sort);
      where.add(
        `(${order.key}, w.id) ${after} (${where.param(cursor.k)}${order.cast}, ${where.param(cursor.id)})`,
      );
    }
    const rows = await this.rows(
      where,
      `${sortKey(order.key, dense)} ${order.direction}, w.id ${order.direction}`,
      query.limit + 1,
      `${order.key} AS sort_key`,
    );
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
    dense: { title: boolean; rest: boolean },
  ): Promise<Page> {
    const tsquery = filters.tsquery as string;
    const cursor = query.cursor ? decodeCursor(query.cursor, 'relevance') : undefined;
    const [tierOf, addedOf] = cursor ? splitTierKey(cursor.k) : [1, ''];
    const collected: (WorkRow & { sort_key: unknown; tier: number })[] = [];
    for (const tier of [1, 2]) {
      if (tier < tierOf) continue;
      const where = conditions(filters);
      where.add(
        tier === 1
          ? matches('search_title', where, tsquery)
          : `NOT ${matches('search_title', where, tsquery)}`,
      );
      if (cursor && tier === tierOf) {
        where.add(
          `(w.added_at, w.id) < (${where.param(addedOf)}::timestamptz, ${where.param(cursor.id)})`,
        );
      }
      const wanted = query.limit + 1 - collected.length;
      const rows = await this.rows(
        where,
        `${sortKey('w.added_at', tier === 1 ? dense.title : dense.rest)} DESC, w.id DESC`,
        wanted,
        'w.added_at AS sort_key',
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

  private async rows(where: Conditions, orderBy: string, limit: number, key: string) {
    const result = await this.db.query<WorkRow & { sort_key: unknown }>(
      `SELECT ${WORK_COLUMNS}, ${key} FROM works w WHERE ${where.where}
       ORDER BY ${orderBy} LIMIT ${where.param(limit)}`,
      where.params,
    );
    return result.rows;
  }

  /** Nothing searched: exact counts from `work_counts`, however large the catalogue. */
  private async countsWithoutWords(filters: Filters) {
    const result = await this.db.query<{ type: string; language: string; n: number }>(
      'SELECT type, language, n FROM work_counts WHERE n > 0',
    );
    const type: Record<string, number> = {};
    const language: Record<string, number> = {};
    let total = 0;
    for (const row of result.rows) {
      const typeMatches = !filters.type || row.type === filters.type;
      const languageMatches = !filters.language || row.language === filters.language;
      if (languageMatches) type[row.type] = (type[row.type] ?? 0) + row.n;
      if (typeMatches) language[row.language] = (language[row.language] ?? 0) + row.n;
      if (typeMatches && languageMatches) total += row.n;
    }
    return {
      total,
      totalIsEstimate: false,
      facets: { type: withZeros(type, CONTENT_TYPES), language: withZeros(language, LANGUAGES) },
      facetsAreEstimates: false,
    };
  }

  /**
   * Words searched: counted while the planner expects few matches (one pass gives the total and
   * both facets), estimated when it expects many.
   */
  private async countsOfWords(
    filters: Filters,
    estimates: { withFilters: number; wordsOnly: number },
  ) {
    if (estimates.wordsOnly <= this.countUpToEstimate) return this.exactCounts(filters);
    const [counted, facets] = await Promise.all([
      estimates.withFilters <= this.countUpToEstimate
        ? this.count(filters).then((total) => ({ total, totalIsEstimate: false }))
        : Promise.resolve({ total: Math.round(estimates.withFilters), totalIsEstimate: true }),
      this.estimatedFacets(filters),
    ]);
    return { ...counted, ...facets };
  }

  /** How many works are on sale, from `work_counts`. */
  private async onSale(): Promise<number> {
    const result = await this.db.query<{ n: number | null }>(
      'SELECT sum(n)::int AS n FROM work_counts',
    );
    return result.rows[0]?.n ?? 0;
  }

  /** How many rows the planner expects (EXPLAIN: planning only, nothing is read). */
  private async estimate(filters: Filters, column?: 'search_title'): Promise<number> {
    const where = conditions(filters);
    if (column && filters.tsquery !== null) where.add(matches(column, where, filters.tsquery));
    const plan = await this.db.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM works w WHERE ${where.where}`,
      where.params,
    );
    return plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
  }

  private async count(filters: Filters): Promise<number> {
    const where = conditions(filters);
    const result = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM works w WHERE ${where.where}`,
      where.params,
    );
    return result.rows[0]?.n ?? 0;
  }

  /**
   * The total and both facets in one pass over the matches of the words: the total with every
   * filter, each facet without its own.
   */
  private async exactCounts(filters: Filters) {
    const where = conditions({
      tsquery: filters.tsquery,
      ...(filters.platforms ? { platforms: filters.platforms } : {}),
    });
    const byLanguage = filters.language ? `w.language = ${where.param(filters.language)}` : 'true';
    const byType = filters.type ? `w.type = ${where.param(filters.type)}` : 'true';
    const result = await this.db.query<{
      type: string | null;
      language: string | null;
      for_type: number;
      for_language: number;
      for_total: number;
    }>(
      `SELECT w.type, w.language,
              count(*) FILTER (WHERE ${byLanguage})::int AS for_type,
              count(*) FILTER (WHERE ${byType})::int AS for_language,
              count(*) FILTER (WHERE ${byType} AND ${byLanguage})::int AS for_total
         FROM works w WHERE ${where.where}
        GROUP BY GROUPING SETS ((w.type), (w.language), ())`,
      where.params,
    );
    const type: Record<string, number> = {};
    const language: Record<string, number> = {};
    let total = 0;
    for (const row of result.rows) {
      if (row.type !== null) type[row.type] = row.for_type;
      else if (row.language !== null) language[row.language] = row.for_language;
      else total = row.for_total;
    }
    return {
      total,
      totalIsEstimate: false,
      facets: { type: withZeros(type, CONTENT_TYPES), language: withZeros(language, LANGUAGES) },
      facetsAreEstimates: false,
    };
  }

  /** Each facet value's count as the planner expects it, one plan each. */
  private async estimatedFacets(filters: Filters) {
    const [types, languages] = await Promise.all([
      Promise.all(CONTENT_TYPES.map((value) => this.estimate({ ...filters, type: value }))),
      Promise.all(LANGUAGES.map((value) => this.estimate({ ...filters, language: value }))),
    ]);
    return {
      facets: {
        type: Object.fromEntries(
          CONTENT_TYPES.map((value, i) => [value, Math.round(types[i] ?? 0)]),
        ),
        language: Object.fromEntries(
          LANGUAGES.map((value, i) => [value, Math.round(languages[i] ?? 0)]),
        ),
      },
      facetsAreEstimates: true,
    };
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
    const where = conditions({ ...filters, tsquery: suggested.join(' & ') });
    const found = await this.db.query(
      `SELECT 1 FROM works w WHERE ${where.where} LIMIT 1`,
      where.params,
    );
    return found.rowCount ? suggested.join(' ') : null;
  }
}

/**
 * The ORDER BY key: the sort's own when walking its index pays (`dense`); otherwise the same value
 * written so that no index matches it, which makes the planner read the words' index and sort.
 */
function sortKey(key: string, dense: boolean): string {
  return dense
    ? key
    : `(${key}) ${key.includes('added_at') ? "+ interval '0 s'" : key.includes('lower(') ? "|| ''" : '+ 0'}`;
}

/** A relevance cursor's key: `<tier>:<added_at>`. */
function splitTierKey(key: string | number): [number, string] {
  const text = String(key);
  const colon = text.indexOf(':');
  const tier = Number(text.slice(0, colon));
  return [tier === 2 ? 2 : 1, text.slice(colon + 1)];
}

function keyOf(value: unknown): string | number {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}

function withZeros(counts: Record<string, number>, keys: readonly string[]) {
  return Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0]));
}
