-- Up Migration

-- Search ignores case and accents: unaccent for accents, the `simple` configuration (no stemming,
-- the same for every language) for case. pg_trgm finds the word a visitor probably meant.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- unaccent() is only STABLE (it reads a dictionary that could change); an index needs an
-- IMMUTABLE function, so this wrapper names the dictionary explicitly.
CREATE FUNCTION fair_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- A platform that distributes works, with the fee it sets per licence. The seed's four are
-- translated by id; a distributor's own keeps its name as written.
CREATE TABLE platforms (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(id) <= 40),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  fee integer NOT NULL CHECK (fee BETWEEN 0 AND 1000000000),
  seeded boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A work in the catalogue: its description, listed (lifetime) content fee and the platforms its
-- author allows, the default one first. The marketplace hosts no content.
CREATE TABLE works (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(id) <= 80),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  author text NOT NULL CHECK (length(author) BETWEEN 1 AND 120),
  type text NOT NULL CHECK (type IN ('books', 'music', 'videos', 'images', 'software', 'studies')),
  language text NOT NULL CHECK (language IN ('pt-BR', 'pt-PT', 'en', 'fi', 'sv', 'et', 'nl')),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
  content_fee integer NOT NULL CHECK (content_fee BETWEEN 0 AND 1000000000),
  platforms text[] NOT NULL CHECK (cardinality(platforms) BETWEEN 1 AND 20),
  -- The listed content fee plus the default platform's current fee: what "by price" sorts on (the
  -- card's total grows with it), kept current when that platform's fee changes.
  card_subtotal integer NOT NULL CHECK (card_subtotal >= 0),
  added_at timestamptz NOT NULL DEFAULT now(),
  withdrawn_at timestamptz,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', fair_unaccent(title)), 'A') ||
    setweight(to_tsvector('simple', fair_unaccent(author)), 'A') ||
    setweight(to_tsvector('simple', fair_unaccent(description)), 'D')
  ) STORED
);

CREATE INDEX works_search ON works USING gin (search) WHERE withdrawn_at IS NULL;
CREATE INDEX works_newest ON works (added_at DESC, id DESC) WHERE withdrawn_at IS NULL;
CREATE INDEX works_price ON works (card_subtotal, id) WHERE withdrawn_at IS NULL;
CREATE INDEX works_title ON works (lower(fair_unaccent(title)), id) WHERE withdrawn_at IS NULL;
CREATE INDEX works_type ON works (type) WHERE withdrawn_at IS NULL;
CREATE INDEX works_language ON works (language) WHERE withdrawn_at IS NULL;

-- Every word of the titles and authors, for "did you mean": a query word that matches nothing is
-- compared with these (trigram similarity) rather than with whole titles, which is fast at any size.
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trigrams ON search_words USING gin (word gin_trgm_ops);

CREATE FUNCTION fair_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT word
      FROM regexp_split_to_table(lower(fair_unaccent(NEW.title || ' ' || NEW.author)), '[^[:alnum:]]+') AS word
     WHERE length(word) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;

CREATE TRIGGER works_search_words AFTER INSERT OR UPDATE OF title, author ON works
  FOR EACH ROW EXECUTE FUNCTION fair_collect_search_words();

-- Down Migration
DROP TABLE search_words;
DROP FUNCTION fair_collect_search_words CASCADE;
DROP TABLE works;
DROP TABLE platforms;
DROP FUNCTION fair_unaccent;
