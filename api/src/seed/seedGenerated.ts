import type { Database, Queryable } from '../db/database';
import { insertWorks } from '../catalogue/works';
import { generatedWork } from './generateWorks';

const BATCH = 2000;

/**
 * Adds the first `count` generated works (those already there are left alone), in batches, then
 * brings the "did you mean" words, the counts (of types and languages, and, when works were
 * added, of the words' first letters, with the words those letters stand for) and the planner's
 * statistics up to date in one pass each (the per-row triggers that keep them are off meanwhile:
 * a million rows in minutes, not hours), and vacuums the works.
 */
export async function seedGeneratedWorks(
  db: Database,
  count: number,
  progress: (added: number, done: number) => void = () => undefined,
): Promise<number> {
  let added = 0;
  await db.query('ALTER TABLE works DISABLE TRIGGER works_search_words');
  await db.query('ALTER TABLE works DISABLE TRIGGER works_counts');
  await db.query('ALTER TABLE works DISABLE TRIGGER works_search_prefix_counts');
  await db.query('ALTER TABLE works DISABLE TRIGGER works_search_lexemes');
  try {
    for (let start = 0; start < count; start += BATCH) {
      const works = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) =>
        generatedWork(start + i),
      );
      if (start + BATCH < count) {
        added += await insertWorks(db, works);
      } else {
        // The last batch and the words' first letters counted afresh are one transaction: a
        // seed stopped before it ends adds that batch when it runs again, and counts then.
        await db.transaction(async (tx) => {
          added += await insertWorks(tx, works);
          if (added > 0) {
            await recountPrefixes(tx);
            await collectLexemes(tx);
          }
        });
      }
      progress(added, Math.min(start + BATCH, count));
    }
  } finally {
    await db.query('ALTER TABLE works ENABLE TRIGGER works_search_words');
    await db.query('ALTER TABLE works ENABLE TRIGGER works_counts');
    await db.query('ALTER TABLE works ENABLE TRIGGER works_search_prefix_counts');
    await db.query('ALTER TABLE works ENABLE TRIGGER works_search_lexemes');
  }
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM work_counts');
    await tx.query(
      `INSERT INTO work_counts (type, language, n)
         SELECT type, language, count(*) FROM works WHERE withdrawn_at IS NULL GROUP BY type, language`,
    );
  });
  await db.query(
    `INSERT INTO search_words (word)
       SELECT DISTINCT word
         FROM works, regexp_split_to_table(lower(fair_unaccent(title || ' ' || author)), '[^[:alnum:]]+') AS word
        WHERE length(word) BETWEEN 3 AND 40
     ON CONFLICT DO NOTHING`,
  );
  // After a bulk load, as PostgreSQL's manual advises: statistics for the planner, and the new
  // pages marked all-visible (on PGlite, which has no autovacuum, nothing else would mark them;
  // db/housekeeping.ts).
  await db.query('VACUUM (ANALYZE) works');
  await db.query('ANALYZE search_words');
  await db.query('ANALYZE search_prefix_counts');
  await db.query('ANALYZE search_lexemes');
  return added;
}

/**
 * `search_prefix_counts` made afresh from every work on sale: one pass, where the trigger's would
 * be one per work (about 15 s for 100,000 works on PGlite, so only when works were added).
 */
async function recountPrefixes(tx: Queryable) {
  await tx.query('DELETE FROM search_prefix_counts');
  await tx.query(
    `INSERT INTO search_prefix_counts (prefix, type, language, titled, n)
       SELECT counted.prefix, type, language, counted.titled, count(*)
         FROM works, fair_search_prefixes(search, search_title) AS counted
        WHERE withdrawn_at IS NULL
        GROUP BY counted.prefix, type, language, counted.titled`,
  );
}

/**
 * Every word of the works in `search_lexemes` (migration 0008), as its trigger adds them: a prefix
 * is widened only as far as the words it knows, so none may be missing (in the seed's last
 * transaction, with the prefixes' counts).
 */
async function collectLexemes(tx: Queryable) {
  await tx.query(
    `INSERT INTO search_lexemes (lexeme)
       SELECT DISTINCT word FROM works, fair_search_lexemes(search) AS word
     ON CONFLICT DO NOTHING`,
  );
}
