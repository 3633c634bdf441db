-- Up Migration

-- Words searched with a type or a language: the filters are lexemes of the works' tsvectors too
-- (`=type=music`, `=language=fi`), so that the words' GIN index intersects them and only the works
-- that match everything are read. Before, a word with a filter read every work that holds the
-- word and dropped the others (one word and a type at a million works: about 50,000 rows read
-- for 10,000 kept). A lexeme that starts with `=` is never a searched word nor a prefix of one
-- (a search's words are letters and digits), and the query names them through
-- `fair_filter_query`, never through the text search parser.
CREATE FUNCTION fair_filter_lexemes(type text, language text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_tsvector(ARRAY['=type=' || type, '=language=' || language]) $$;

-- The filters of a search as a tsquery to AND with its words: a NULL filter is no condition.
CREATE FUNCTION fair_filter_query(type text, language text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE
    WHEN type IS NULL AND language IS NULL THEN NULL
    WHEN language IS NULL THEN quote_literal('=type=' || type)::tsquery
    WHEN type IS NULL THEN quote_literal('=language=' || language)::tsquery
    ELSE quote_literal('=type=' || type)::tsquery && quote_literal('=language=' || language)::tsquery
  END $$;

-- PostgreSQL 15 cannot change a generated column's expression: the two columns are made anew
-- (their indexes go with them). This rewrites the table under an exclusive lock: searches and
-- purchases wait for it (about 40 seconds at a million works on the bench's machine, indexes
-- included), so deploy it when a pause is acceptable.
ALTER TABLE works
  DROP COLUMN search,
  DROP COLUMN search_title,
  ADD COLUMN search tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', fair_unaccent(title || ' ' || author || ' ' || description))
      || fair_filter_lexemes(type, language)
  ) STORED,
  ADD COLUMN search_title tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', fair_unaccent(title || ' ' || author))
      || fair_filter_lexemes(type, language)
  ) STORED;
CREATE INDEX works_search ON works USING gin (search) WHERE withdrawn_at IS NULL;
CREATE INDEX works_search_title ON works USING gin (search_title) WHERE withdrawn_at IS NULL;
-- New columns have no statistics until the next automatic ANALYZE: without them the planner
-- guesses, and a search for a word that matches nothing read the whole table.
ANALYZE works;

-- Down Migration
ALTER TABLE works
  DROP COLUMN search,
  DROP COLUMN search_title,
  ADD COLUMN search tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', fair_unaccent(title || ' ' || author || ' ' || description))
  ) STORED,
  ADD COLUMN search_title tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', fair_unaccent(title || ' ' || author))
  ) STORED;
CREATE INDEX works_search ON works USING gin (search) WHERE withdrawn_at IS NULL;
CREATE INDEX works_search_title ON works USING gin (search_title) WHERE withdrawn_at IS NULL;
ANALYZE works;
DROP FUNCTION fair_filter_query;
DROP FUNCTION fair_filter_lexemes;
