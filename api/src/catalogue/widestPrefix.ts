import type { Queryable } from '../db/database';
import { lastWordTyped, searchWords, type CatalogueQuery } from './search';

/**
 * The same search with its last word, while it is typed (a prefix), begun as far as every word of
 * the catalogue that begins with it goes (`fair_widest_prefix`, migration 0008): `kant` becomes
 * `kantele` when no other word begins with `kant`. It matches the same works in their titles and
 * descriptions alike, so its answer is the same, page for page, and every text typed on the way
 * (`kante`, `kantel`, `Kantel`) shares it, written as the index has it. A finished last word
 * (`fado `) that begins no other word (`fair_begins_no_other_word`) is the same search as that
 * word still typed. The query itself otherwise, and when the last word is no one lexeme.
 *
 * One word as typed is widened no further than the prefixes whose counts the database keeps
 * (`fair_word_prefixes`, migration 0007): past them a search of more than `EXACT_TOTAL_UP_TO`
 * matches would say "about" where the typed word is counted exactly. (A finished word of up to
 * four letters, counted as "about" past that, is counted exactly as the typed word.)
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
    // The word as the search's index has it (accents and case), read back from the tsquery's
    // text form `'kant':*`; NULL when it is not one lexeme.
    `WITH typed AS MATERIALIZED (
       SELECT substring(to_tsquery('simple', fair_unaccent($1 || ':*'))::text
                        FROM '^''([^'']+)'':\\*$') AS lexeme
     ), widened AS MATERIALIZED (
       SELECT lexeme, fair_widest_prefix(lexeme) AS widest FROM typed
     )
     SELECT CASE WHEN NOT $3 THEN CASE WHEN fair_begins_no_other_word(lexeme) THEN lexeme END
                 WHEN $2 AND fair_counted_prefix($1 || ':*') IS NOT NULL
                 THEN (SELECT prefix
                         FROM fair_word_prefixes(array_to_tsvector(ARRAY[widest])) AS prefix
                        ORDER BY length(prefix) DESC LIMIT 1)
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
