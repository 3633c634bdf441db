import type { Queryable } from '../db/database';
import type { CatalogueQuery, CataloguePage, CatalogueSearch } from './search';

/** How many works the kept answers hold at most, all together (about 600 bytes each). */
export const KEPT_ANSWER_WORKS = 20_000;

/** How many queries' `sameAnswerAs` are remembered at most (all forgotten when it is full). */
export const SAME_ANSWERS_KEPT = 4_096;

/** The catalogue's version, which the database moves with every change of works or platforms. */
export async function catalogueVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM catalogue_version',
  );
  const version = rows[0]?.version;
  if (version === undefined) throw new Error('the catalogue has no version (migration 0006)');
  return version;
}

/** A query's identity: every field that changes its answer. */
const keyOf = (query: CatalogueQuery) =>
  JSON.stringify([
    query.q,
    query.type ?? null,
    query.language ?? null,
    query.platforms ?? null,
    query.sort,
    query.limit,
    query.cursor ?? null,
  ]);

/**
 * The catalogue's search with its recent answers kept while the catalogue is unchanged. Visitors
 * typing ask the same searches again and again: every word begins with one of a few dozen letters,
 * and a word's first letter is the dearest search there is (it matches most of the catalogue).
 * Before each search the catalogue's version is read (one row, migration 0006): answers kept under
 * another version are dropped, so no answer is older than the catalogue, in any process of the API
 * however many serve it. The same search asked twice at once is asked of the database once, and so
 * are texts the search says have one answer (`sameAnswerAs`: "kante" and "kantel"). The
 * answers kept are bounded by the works they hold (`KEPT_ANSWER_WORKS`), the least recently used
 * forgotten first. Answers are shared between requests: nothing may change one.
 */
export class CachedCatalogueSearch implements CatalogueSearch {
  private readonly kept = new Map<string, CataloguePage>();
  private keptWorks = 0;
  private keptVersion: string | null = null;
  private readonly asking = new Map<string, Promise<CataloguePage>>();
  /** Each query asked at the kept version, and the one whose answer it has (`sameAnswerAs`). */
  private readonly sameAnswers = new Map<string, CatalogueQuery>();

  constructor(
    /** The search that reads the database. */
    private readonly source: CatalogueSearch,
    private readonly db: Queryable,
    private readonly capacity = KEPT_ANSWER_WORKS,
  ) {}

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.kept.size;
  }

  async search(query: CatalogueQuery): Promise<CataloguePage> {
    const version = await catalogueVersion(this.db);
    if (version !== this.keptVersion) {
      this.kept.clear();
      this.keptWorks = 0;
      this.sameAnswers.clear();
      this.keptVersion = version;
    }
    const same = await this.answeredAs(query, version);
    const key = keyOf(same);
    const kept = this.kept.get(key);
    if (kept) {
      // The most recently used last: the first in the map is the one forgotten next.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const asked = `${version} ${key}`;
    let answer = this.asking.get(asked);
    if (!answer) {
      answer = this.source.search(same).finally(() => this.asking.delete(asked));
      this.asking.set(asked, answer);
    }
    const page = await answer;
    // Read at this version (or later: a change meanwhile is in it or in the next version), and
    // kept only while that version is the one kept.
    if (this.keptVersion === version && !this.kept.has(key)) this.keep(key, page);
    return page;
  }

  /**
   * The query whose answer this one has, as the search says (`sameAnswerAs`: a word begun as far
   * as one word of the catalogue goes), remembered under the catalogue's version it was read at:
   * a work added can give a word's beginning another word.
   */
  private async answeredAs(query: CatalogueQuery, version: string): Promise<CatalogueQuery> {
    if (!this.source.sameAnswerAs) return query;
    const key = keyOf(query);
    const remembered = this.sameAnswers.get(key);
    if (remembered) return remembered;
    const same = await this.source.sameAnswerAs(query);
    if (this.keptVersion === version) {
      if (this.sameAnswers.size >= SAME_ANSWERS_KEPT) this.sameAnswers.clear();
      this.sameAnswers.set(key, same);
    }
    return same;
  }

  private keep(key: string, page: CataloguePage) {
    const works = Math.max(1, page.works.length);
    if (works > this.capacity) return;
    this.kept.set(key, page);
    this.keptWorks += works;
    for (const [oldest, answer] of this.kept) {
      if (this.keptWorks <= this.capacity) break;
      this.kept.delete(oldest);
      this.keptWorks -= Math.max(1, answer.works.length);
    }
  }
}
