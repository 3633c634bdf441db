import type { Queryable } from '../db/database';
import { lastWordTyped, searchWords, type CatalogueQuery } from './search';

/**
 * The same search with its last word, while it is typed (a prefix), begun as far as every word of
 * the catalogue that begins with it goes (`fair_widest_prefix`, migration 0008): `fado lis` and
 * `fado lisb` become `fado lisboa` when no other word begins with `lis`. It matches the same works
 * in their titles and descriptions alike, so its answer is the same, page for page, and every
 * text typed on the way (`fado lisbo`, `Fado Lisbo`) shares it, written as the index has it. A
 * finished last word (`fado `) that begins no other word (`fair_begins_no_other_word`) is the same
 * search as that word still typed. The query itself otherwise, and when the last word is no one
 * lexeme.
 *
 * One word alone goes to its beginning whose counts the database keeps
 * (`fair_longest_counted_prefix`: up to four letters, migration 0007) whenever that beginning
 * stands for the same words, widened no further than those: `kan`, `kante` and `kantele` are
 * `kant`, counted exactly (past 10,000 matches, a word of five letters or more is counted as
 * "about" otherwise).
 */
export async function withWidestPrefix(
  db: Queryable,
  query: CatalogueQuery,
): Promise<CatalogueQuery> {
  const words = searchWords(query.q);
  const last = words.at(-1);
  if (last === undefined) return query;
  const typing = lastWordTyped(query.q);
  const { rows } = await db.query<{ widest: string | null }>(
    // The word as the search's index has it (`fair_typed_lexeme`: NULL when it is not one
    // lexeme). One word alone: its longest counted beginning too (`fair_longest_counted_prefix`:
    // the prefix itself up to four letters).
    `WITH typed AS MATERIALIZED (
       SELECT fair_typed_lexeme($1 || ':*') AS lexeme
     ), begun AS MATERIALIZED (
       SELECT lexeme, CASE WHEN $2 THEN fair_longest_counted_prefix(lexeme) END AS counted
         FROM typed
     ), widened AS MATERIALIZED (
       SELECT lexeme, fair_widest_prefix(lexeme) AS widest,
              fair_widest_prefix(counted) AS counted_widest
         FROM begun
     )
     SELECT CASE WHEN NOT ($3 OR fair_begins_no_other_word(lexeme)) THEN NULL
                 -- One word that stands for the words its counted beginning stands for: that
                 -- beginning, widened within the counted prefixes.
                 WHEN starts_with(counted_widest, lexeme)
                 THEN fair_longest_counted_prefix(counted_widest)
                 ELSE widest END AS widest
       FROM widened`,
    [last, words.length === 1, typing],
  );
  const widest = rows[0]?.widest ?? null;
  if (widest === null) return query;
  // Typed: the search's text ends with the widened word, no space after it.
  const q = [...words.slice(0, -1), widest].join(' ');
  // Only a text that reads back as the same words and the widened one (a lexeme that
  // `searchWords` would write otherwise is left as typed).
  const reread = searchWords(q);
  const same =
    reread.length === words.length &&
    reread.at(-1) === widest &&
    reread.slice(0, -1).every((word, i) => word === words[i]);
  return same ? { ...query, q } : query;
}
