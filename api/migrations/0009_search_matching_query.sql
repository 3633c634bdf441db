-- Up Migration

-- The query a search's words are matched with: `to_tsquery` of them, where a word's beginning
-- typed (`caminh:*`) that begins no more than `most` words of the works (`search_lexemes`,
-- migration 0008) names those words instead (`( 'caminho' | 'caminhos' )`). It matches the same
-- works: every word of every work is in `search_lexemes` (and one no work holds any more matches
-- none). The words' GIN index reads a named word's works as it goes, where for a beginning it
-- first gathers the works of every word that begins with it into a bitmap: counting the works of
-- "cidade caminh" among 1,000,000 took 51 ms instead of 73, of "cidade ca" 98 instead of 149.
-- Left as typed: a beginning of more words than `most`, or of none; and a query with a quote or a
-- backslash in a word, or with weights (none that the API writes), whose text is not replaced.
CREATE FUNCTION fair_matching_query(words text, most integer) RETURNS tsquery
  LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT
  AS $$
DECLARE
  matching text := to_tsquery('simple', fair_unaccent(words))::text;
  begun text;
  named text;
BEGIN
  IF matching ~ '[\\]|''''|:\*[A-Da-d]' THEN
    RETURN matching::tsquery;
  END IF;
  FOR begun IN
    SELECT DISTINCT term[1] FROM regexp_matches(matching, '''([^'']+)'':\*', 'g') AS term
  LOOP
    -- (As `fair_widest_prefix`: U+10FFFF ends the run of the words that begin with it.)
    SELECT CASE WHEN count(*) BETWEEN 1 AND most
                THEN '( ' || string_agg(array_to_tsvector(ARRAY[lexeme])::text, ' | '
                                        ORDER BY lexeme) || ' )' END
      INTO named
      FROM (SELECT lexeme FROM search_lexemes
             WHERE lexeme >= begun COLLATE "C" AND lexeme < (begun || chr(1114111)) COLLATE "C"
             ORDER BY lexeme LIMIT most + 1) AS begins;
    IF named IS NOT NULL THEN
      matching := replace(matching, '''' || begun || ''':*', named);
    END IF;
  END LOOP;
  RETURN matching::tsquery;
END $$;

-- The longest beginning of `word` whose counts the database keeps (`fair_word_prefixes`, migration
-- 0007: the word itself up to four letters). What a word typed alone is widened within
-- (`src/catalogue/widestPrefix.ts`).
CREATE FUNCTION fair_longest_counted_prefix(word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT prefix FROM fair_word_prefixes(array_to_tsvector(ARRAY[word])) AS prefix
         ORDER BY length(prefix) DESC LIMIT 1 $$;

-- Down Migration
DROP FUNCTION fair_longest_counted_prefix;
DROP FUNCTION fair_matching_query;
