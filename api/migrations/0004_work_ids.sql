-- Up Migration

-- The ids of the works on sale in byte order (`GET /api/work-ids`, the sitemap's pages): read
-- from this index alone, never by sorting the catalogue.
CREATE INDEX works_ids_on_sale ON works (id COLLATE "C") WHERE withdrawn_at IS NULL;

-- Down Migration
DROP INDEX works_ids_on_sale;
