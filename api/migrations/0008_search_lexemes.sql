-- Up Migration

-- Every word the works' search columns hold (their lexemes, as `search` has them), so that a word
-- typed as a prefix can be told which words it stands for. A visitor typing "kant", "kante",
-- "kantel" asks one search three times when "kantele" is the only word that begins with "kant":
-- each matches exactly the works that hold "kantele" (`fair_widest_prefix`), and the API answers
-- the later ones with the first one's answer (`CachedCatalogueSearch`). Counting those matches
-- again visits each of them (12–20 ms for 3,000–7,000 of 100,000 works on PGlite).
-- Words are only ever added: a word no work holds any more (a work withdrawn or changed) widens
-- no prefix wrongly, it only stops one being widened. `COLLATE "C"`: the words that begin with a
-- prefix are then one run of the primary key's index, in the order of their characters.
CREATE TABLE search_lexemes (lexeme text COLLATE "C" PRIMARY KEY);

-- The words of a work's `search`: its lexemes but the filters' (`=type=…`, migration 0005). The
-- one place that says which.
CREATE FUNCTION fair_search_lexemes(search tsvector) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT word FROM unnest(tsvector_to_array(search)) AS word WHERE left(word, 1) <> '=' $$;

-- A work's words, in their order (two works published at once that share a new word insert it in
-- the same order, so neither waits for the other in a cycle).
CREATE FUNCTION fair_collect_search_lexemes() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
    SELECT word FROM fair_search_lexemes(NEW.search) AS word ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER works_search_lexemes AFTER INSERT OR UPDATE OF title, author, description ON works
  FOR EACH ROW EXECUTE FUNCTION fair_collect_search_lexemes();

-- The word of a search's words when they are one word typed as a prefix (`kan:*`), as the
-- search's index has it (accents and case): the tsquery's own lexeme, read back from its text
-- form `'kan':*`; NULL otherwise. The one place that reads it (`fair_counted_prefix` of migration
-- 0007 did so itself, and now calls this).
CREATE FUNCTION fair_typed_lexeme(words text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$ SELECT substring(to_tsquery('simple', fair_unaccent(words))::text
                         FROM '^''([^'']+)'':\*$') $$;

CREATE OR REPLACE FUNCTION fair_counted_prefix(words text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$ SELECT typed.lexeme
          FROM (SELECT fair_typed_lexeme(words) AS lexeme) typed,
               -- (`=` for no lexeme: a filter's mark, which has no counted prefix.)
               fair_word_prefixes(array_to_tsvector(ARRAY[coalesce(typed.lexeme, '=')])) AS prefix
         WHERE prefix = typed.lexeme $$;

-- The longest beginning shared by every word that begins with `prefix`: as a prefix it matches
-- exactly the works `prefix` matches (in `search` and in `search_title`, whose words are among
-- them). `prefix` itself when no word begins with it. The first and the last such word in the
-- index's order share what they all share. (U+10FFFF, a noncharacter, ends the run: the
-- databases are UTF-8.)
CREATE FUNCTION fair_widest_prefix(prefix text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN starts_with(first, prefix) AND starts_with(last, prefix)
                    THEN left(first, (SELECT max(letters)
                                        FROM generate_series(length(prefix),
                                                             least(length(first), length(last))) AS letters
                                       WHERE left(first, letters) = left(last, letters)))
                    ELSE prefix END
          FROM (SELECT (SELECT lexeme FROM search_lexemes
                         WHERE lexeme >= prefix COLLATE "C"
                         ORDER BY lexeme LIMIT 1) AS first,
                       (SELECT lexeme FROM search_lexemes
                         WHERE lexeme < (prefix || chr(1114111)) COLLATE "C"
                         ORDER BY lexeme DESC LIMIT 1) AS last) AS bounds $$;

-- Whether `word` is a word of the works that begins no other: a search for it as a finished word
-- ("fado ") matches exactly what it matches as a prefix ("fado", `fado:*`).
CREATE FUNCTION fair_begins_no_other_word(word text) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$ SELECT EXISTS (SELECT 1 FROM search_lexemes WHERE lexeme = word COLLATE "C")
           AND NOT EXISTS (SELECT 1 FROM search_lexemes
                            WHERE lexeme > word COLLATE "C"
                              AND lexeme < (word || chr(1114111)) COLLATE "C") $$;

-- The words of the works already there (3.7 s for 1,000,000 on PostgreSQL), and statistics. The
-- trigger comes first: works published meanwhile wait for this migration to end.
INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT word FROM works, fair_search_lexemes(search) AS word;
ANALYZE search_lexemes;

-- Down Migration
-- (`fair_counted_prefix` as migration 0007 made it.)
CREATE OR REPLACE FUNCTION fair_counted_prefix(words text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$ SELECT typed.lexeme
          FROM (SELECT substring(to_tsquery('simple', fair_unaccent(words))::text
                                 FROM '^''([^'']+)'':\*$') AS lexeme) typed,
               fair_word_prefixes(array_to_tsvector(ARRAY[coalesce(typed.lexeme, '=')])) AS prefix
         WHERE prefix = typed.lexeme $$;
DROP FUNCTION fair_typed_lexeme;
DROP TRIGGER works_search_lexemes ON works;
DROP FUNCTION fair_collect_search_lexemes;
DROP FUNCTION fair_search_lexemes;
DROP FUNCTION fair_widest_prefix;
DROP FUNCTION fair_begins_no_other_word;
DROP TABLE search_lexemes;
