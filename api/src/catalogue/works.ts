import type { ContentType, Language, MarketplaceWork } from '@fair/shared/rules';
import type { Queryable } from '../db/database';

/**
 * A work as the API serves it: the site's `MarketplaceWork`, whose platforms may be any platform
 * the marketplace holds (platforms are data), not only the seed's four.
 */
export type CatalogueWork = MarketplaceWork;

/** A work as stored; `withdrawnAt` set once its author withdrew it. */
export interface StoredWork extends CatalogueWork {
  withdrawnAt: string | null;
}

/** The columns of a work, for every query that reads one. */
export const WORK_COLUMNS =
  'w.id, w.title, w.author, w.type, w.language, w.description, w.content_fee, w.platforms, w.added_at, w.withdrawn_at';

export interface WorkRow {
  id: string;
  title: string;
  author: string;
  type: string;
  language: string;
  description: string;
  content_fee: number;
  platforms: string[];
  added_at: Date;
  withdrawn_at: Date | null;
}

export function workFromRow(row: WorkRow): StoredWork {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    type: row.type as ContentType,
    language: row.language as Language,
    description: row.description,
    contentFee: row.content_fee,
    platforms: row.platforms,
    addedOn: row.added_at.toISOString(),
    withdrawnAt: row.withdrawn_at ? row.withdrawn_at.toISOString() : null,
  };
}

/** The work as the catalogue shows it (the stored one without its withdrawal). */
export function publicWork(work: StoredWork): CatalogueWork {
  const { withdrawnAt: _withdrawn, ...rest } = work;
  return rest;
}

/** One work by id, withdrawn or not; undefined when there is none. */
export async function findWork(db: Queryable, id: string): Promise<StoredWork | undefined> {
  const result = await db.query<WorkRow>(`SELECT ${WORK_COLUMNS} FROM works w WHERE w.id = $1`, [
    id,
  ]);
  const row = result.rows[0];
  return row ? workFromRow(row) : undefined;
}

export interface NewWork {
  id: string;
  title: string;
  author: string;
  type: ContentType;
  language: Language;
  description: string;
  contentFee: number;
  platforms: readonly string[];
  addedOn?: string;
}

/**
 * Adds works, leaving alone any whose id is taken (a seed run twice, or a work an author has
 * edited since, keeps what is stored). Returns how many were added.
 */
export async function insertWorks(db: Queryable, works: readonly NewWork[]): Promise<number> {
  if (works.length === 0) return 0;
  const result = await db.query(
    `INSERT INTO works (id, title, author, type, language, description, content_fee, platforms,
                        card_subtotal, added_at)
     SELECT w.id, w.title, w.author, w.type, w.language, w.description, w.content_fee,
            w.platforms, w.content_fee + p.fee, w.added_at
       FROM jsonb_to_recordset($1::jsonb) AS w(id text, title text, author text, type text,
              language text, description text, content_fee integer, platforms text[],
              added_at timestamptz)
       JOIN platforms p ON p.id = w.platforms[1]
     ON CONFLICT (id) DO NOTHING`,
    [
      JSON.stringify(
        works.map((work) => ({
          id: work.id,
          title: work.title,
          author: work.author,
          type: work.type,
          language: work.language,
          description: work.description,
          content_fee: work.contentFee,
          platforms: work.platforms,
          added_at: work.addedOn ?? new Date().toISOString(),
        })),
      ),
    ],
  );
  return result.rowCount ?? 0;
}

/**
 * One page of the ids of the works on sale (not withdrawn), in byte order, and how many there
 * are: what a sitemap lists. The ids are read from their own index (`works_ids_on_sale`), the
 * count from `work_counts` (kept by a trigger); a page past the end reads no id at all.
 */
export async function workIdsPage(
  db: Queryable,
  page: number,
  pageSize: number,
): Promise<{ ids: string[]; total: number }> {
  const count = await db.query<{ total: number | null }>(
    'SELECT sum(n)::int AS total FROM work_counts',
  );
  const total = count.rows[0]?.total ?? 0;
  if (page * pageSize >= total) return { ids: [], total };
  const ids = await db.query<{ id: string }>(
    'SELECT id FROM works WHERE withdrawn_at IS NULL ORDER BY id COLLATE "C" LIMIT $1 OFFSET $2',
    [pageSize, page * pageSize],
  );
  return { ids: ids.rows.map((row) => row.id), total };
}
