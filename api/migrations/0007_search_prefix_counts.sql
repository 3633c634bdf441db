-- Up Migration

-- How many works on sale hold a word beginning with each of the catalogue's shortest prefixes
-- (one to four letters), of each type in each language, with the word in their title or author
-- (`titled`) or only in their description: the counts of a search of one word as it is typed,
-- exact and instant at any size. Counting them from the words' index visits every match in the
-- table (a word's third letter: 6,600 of 100,000 works, 4,750 pages, 11 ms on PGlite), and a
-- word's first letters are what every visitor types first. Longer words match fewer works, and
-- are counted as before. The rows are few: one per prefix, type, language and `titled` found.
-- `n` has no CHECK: a count that a fault had put out of step must not stop a work's withdrawal.
CREATE TABLE search_prefix_counts (
  prefix text NOT NULL,
  type text NOT NULL,
  language text NOT NULL,
  titled boolean NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (prefix, type, language, titled)
);

-- The prefixes that words are counted under: each word's first one to four letters, once (a
-- work with "kantele" and "kanal" counts once for "kan"). The filters' lexemes (`=type=…`,
-- migration 0005) are no word. The one place that says which prefixes are counted.
CREATE FUNCTION fair_word_prefixes(words tsvector) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT left(lexeme, letters)
          FROM unnest(words) AS word, generate_series(1, 4) AS letters
         WHERE length(lexeme) >= letters AND left(lexeme, 1) <> '=' $$;

-- A work's counted prefixes (its `search`), each with whether its title or author holds it
-- (its `search_title`, whose words are among the others).
CREATE FUNCTION fair_search_prefixes(search tsvector, search_title tsvector)
  RETURNS TABLE (prefix text, titled boolean)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT prefix, prefix IN (SELECT fair_word_prefixes(search_title))
          FROM fair_word_prefixes(search) AS prefix $$;

-- The counted prefix a search's words are, when they are one word typed as a prefix (`kan:*`)
-- whose lexeme is counted; NULL otherwise. The lexeme is the tsquery's own (accents and case as
-- the search's index has them), read back from its text form `'kan':*`.
CREATE FUNCTION fair_counted_prefix(words text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$ SELECT typed.lexeme
          FROM (SELECT substring(to_tsquery('simple', fair_unaccent(words))::text
                                 FROM '^''([^'']+)'':\*$') AS lexeme) typed,
               -- (`=` for no lexeme: a filter's mark, which has no counted prefix.)
               fair_word_prefixes(array_to_tsvector(ARRAY[coalesce(typed.lexeme, '=')])) AS prefix
         WHERE prefix = typed.lexeme $$;

-- Keeps the counts as works are added, changed, withdrawn or deleted: one statement of the
-- changes, in the rows' order (two works published at once take the rows they share in the same
-- order, so neither waits for the other in a cycle).
CREATE FUNCTION fair_count_search_prefixes() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_prefix_counts AS counts (prefix, type, language, titled, n)
    SELECT prefix, type, language, titled, sum(change)::int
      FROM (SELECT old_prefix.prefix, OLD.type AS type, OLD.language AS language,
                   old_prefix.titled, -1 AS change
              FROM fair_search_prefixes(OLD.search, OLD.search_title) AS old_prefix
             WHERE TG_OP IN ('UPDATE', 'DELETE') AND OLD.withdrawn_at IS NULL
            UNION ALL
            SELECT new_prefix.prefix, NEW.type, NEW.language, new_prefix.titled, 1
              FROM fair_search_prefixes(NEW.search, NEW.search_title) AS new_prefix
             WHERE TG_OP IN ('INSERT', 'UPDATE') AND NEW.withdrawn_at IS NULL) changes
     GROUP BY prefix, type, language, titled
    HAVING sum(change) <> 0
     ORDER BY prefix, type, language, titled
  ON CONFLICT (prefix, type, language, titled) DO UPDATE SET n = counts.n + excluded.n;
  RETURN NULL;
END $$;

CREATE TRIGGER works_search_prefix_counts
  AFTER INSERT OR DELETE OR UPDATE OF title, author, description, type, language, withdrawn_at
  ON works FOR EACH ROW EXECUTE FUNCTION fair_count_search_prefixes();

-- The works already there (about 15 s for 100,000 on PGlite, and it grows with them), and
-- statistics for the planner.
INSERT INTO search_prefix_counts (prefix, type, language, titled, n)
  SELECT counted.prefix, type, language, counted.titled, count(*)
    FROM works, fair_search_prefixes(search, search_title) AS counted
   WHERE withdrawn_at IS NULL
   GROUP BY counted.prefix, type, language, counted.titled;
ANALYZE search_prefix_counts;

-- Down Migration
DROP TRIGGER works_search_prefix_counts ON works;
DROP FUNCTION fair_count_search_prefixes;
DROP FUNCTION fair_counted_prefix;
DROP FUNCTION fair_search_prefixes;
DROP FUNCTION fair_word_prefixes;
DROP TABLE search_prefix_counts;
