-- Up Migration

-- The catalogue's version: one number, moved by the database itself in the transaction of every
-- change of what a search answers (a work added, changed or withdrawn; a platform added or its fee
-- changed). The API keeps recent answers of its search under it (`CachedCatalogueSearch`): every
-- process reads it before it answers from memory, so none answers from a catalogue that changed,
-- whichever process (or tool) changed it. Changes of the catalogue are rare (an author publishes,
-- a distributor sets a fee): that they wait for each other on this one row costs nothing.
CREATE TABLE catalogue_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO catalogue_version (version) VALUES (1);

CREATE FUNCTION fair_catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER works_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON works
  FOR EACH STATEMENT EXECUTE FUNCTION fair_catalogue_changed();
CREATE TRIGGER platforms_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON platforms
  FOR EACH STATEMENT EXECUTE FUNCTION fair_catalogue_changed();

-- Down Migration
DROP TRIGGER platforms_catalogue_version ON platforms;
DROP TRIGGER works_catalogue_version ON works;
DROP FUNCTION fair_catalogue_changed;
DROP TABLE catalogue_version;
