import { CONTENT_TYPES, LANGUAGES } from '@fair/shared/rules';
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
import type { Queryable } from '../db/database';
import { publicWork, WORK_COLUMNS, workFromRow, type WorkRow } from './works';

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
  copy(): Conditions {
    const copy = new Conditions();
    copy.params.push(...this.params);
    copy.clauses.splice(0, copy.clauses.length, ...this.clauses);
    return copy;
  }
}

interface Filters {
  tsquery: string | null;
  type?: string;
  language?: string;
}

function conditions(filters: Filters, except?: 'type' | 'language'): Conditions {
  const where = new Conditions();
  if (filters.tsquery !== null) {
    where.add(`w.search @@ to_tsquery('simple', fair_unaccent(${where.param(filters.tsquery)}))`);
  }
  if (filters.type && except !== 'type') where.add(`w.type = ${where.param(filters.type)}`);
  if (filters.language && except !== 'language') {
    where.add(`w.language = ${where.param(filters.language)}`);
  }
  return where;
}

/** The ORDER BY of each sort, with the key a cursor keeps and how the next page continues. */
const ORDERS = {
  relevance: {
    key: (tsquery: string) => `ts_rank(w.search, to_tsquery('simple', fair_unaccent(${tsquery})))`,
    direction: 'DESC',
    idDirection: 'ASC',
  },
  newest: { key: () => 'w.added_at', direction: 'DESC', idDirection: 'DESC' },
  'price-asc': { key: () => 'w.card_subtotal', direction: 'ASC', idDirection: 'ASC' },
  'price-desc': { key: () => 'w.card_subtotal', direction: 'DESC', idDirection: 'DESC' },
  title: { key: () => 'lower(fair_unaccent(w.title))', direction: 'ASC', idDirection: 'ASC' },
} as const;

/**
 * The catalogue's search on PostgreSQL (a server or PGlite): full-text search over titles and
 * authors (descriptions weigh less) ignoring case and accents, filters, keyset pagination,
 * facet counts, and "did you mean" from the trigram index of the catalogue's words.
 */
export class PostgresCatalogueSearch implements CatalogueSearch {
  constructor(private readonly pool: Queryable) {}

  async search(query: CatalogueQuery): Promise<CataloguePage> {
    const tsquery = tsQueryText(query.q);
    const filters: Filters = { tsquery, type: query.type, language: query.language };
    // Relevance needs words to rank by; without them the newest come first.
    const sort = query.sort === 'relevance' && tsquery === null ? 'newest' : query.sort;
    const [page, counted, typeFacet, languageFacet] = await Promise.all([
      this.page(filters, sort, query),
      this.total(filters),
      this.facet(filters, 'type'),
      this.facet(filters, 'language'),
    ]);
    const suggestion =
      counted.total === 0 && tsquery !== null ? await this.suggest(query.q, filters) : null;
    return {
      ...page,
      ...counted,
      facets: {
        type: withZeros(typeFacet, CONTENT_TYPES),
        language: withZeros(languageFacet, LANGUAGES),
      },
      suggestion,
    };
  }

  private async page(filters: Filters, sort: keyof typeof ORDERS, query: CatalogueQuery) {
    const where = conditions(filters);
    const order = ORDERS[sort];
    const key =
      sort === 'relevance' ? ORDERS.relevance.key(where.param(filters.tsquery)) : order.key('');
    if (query.cursor) {
      const cursor = decodeCursor(query.cursor, query.sort);
      const keyParam =
        sort === 'relevance'
          ? `${where.param(cursor.k)}::real`
          : sort === 'newest'
            ? `${where.param(cursor.k)}::timestamptz`
            : where.param(cursor.k);
      const idParam = where.param(cursor.id);
      const after = order.direction === 'ASC' ? '>' : '<';
      const idAfter = order.idDirection === 'ASC' ? '>' : '<';
      where.add(
        `(${key} ${after} ${keyParam} OR (${key} = ${keyParam} AND w.id ${idAfter} ${idParam}))`,
      );
    }
    const limit = where.param(query.limit + 1);
    const result = await this.pool.query<WorkRow & { sort_key: unknown }>(
      `SELECT ${WORK_COLUMNS}, ${key} AS sort_key FROM works w WHERE ${where.where}
       ORDER BY ${key} ${order.direction}, w.id ${order.idDirection} LIMIT ${limit}`,
      where.params,
    );
    const rows = result.rows.slice(0, query.limit);
    const last = rows.at(-1);
    const more = result.rows.length > query.limit && last !== undefined;
    return {
      works: rows.map((row) => publicWork(workFromRow(row))),
      nextCursor: more
        ? encodeCursor({ s: query.sort, k: cursorKey(last.sort_key), id: last.id })
        : null,
    };
  }

  private async total(filters: Filters): Promise<{ total: number; totalIsEstimate: boolean }> {
    const where = conditions(filters);
    const cap = where.param(EXACT_TOTAL_UP_TO + 1);
    const counted = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM works w WHERE ${where.where} LIMIT ${cap}) AS matching`,
      where.params,
    );
    const exact = counted.rows[0]?.n ?? 0;
    if (exact <= EXACT_TOTAL_UP_TO) return { total: exact, totalIsEstimate: false };
    const plain = conditions(filters);
    const plan = await this.pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM works w WHERE ${plain.where}`,
      plain.params,
    );
    const estimate = plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? exact;
    return { total: Math.max(Math.round(estimate), exact), totalIsEstimate: true };
  }

  private async facet(filters: Filters, column: 'type' | 'language') {
    const where = conditions(filters, column);
    const result = await this.pool.query<{ value: string; n: number }>(
      `SELECT w.${column} AS value, count(*)::int AS n FROM works w WHERE ${where.where} GROUP BY w.${column}`,
      where.params,
    );
    return Object.fromEntries(result.rows.map((row) => [row.value, row.n]));
  }

  /**
   * "Did you mean": each word that is no word of the catalogue replaced by the closest one that
   * is (trigram similarity); offered only when that query finds works.
   */
  private async suggest(q: string, filters: Filters): Promise<string | null> {
    const words = searchWords(q);
    const suggested: string[] = [];
    let changed = false;
    for (const word of words) {
      const result = await this.pool.query<{ word: string; exact: boolean }>(
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
    const suggestion = suggested.join(' ');
    const where = conditions({ ...filters, tsquery: suggested.join(' & ') });
    const found = await this.pool.query(
      `SELECT 1 FROM works w WHERE ${where.where} LIMIT 1`,
      where.params,
    );
    return found.rowCount ? suggestion : null;
  }
}

function cursorKey(value: unknown): string | number {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}

function withZeros(counts: Record<string, number>, keys: readonly string[]) {
  return Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0]));
}
