-- Up Migration

-- A licence: who holds it (erasable), the work, its public code and the hash of its secret key.
-- What it covers and what was paid is never stored here: it is derived from its events.
CREATE TABLE licences (
  id uuid PRIMARY KEY,
  -- 12 Crockford base-32 characters, stored without dashes in upper case.
  code text NOT NULL UNIQUE CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{12}$'),
  -- SHA-256 of the secret key: the key itself is never stored.
  key_hash bytea NOT NULL UNIQUE CHECK (length(key_hash) = 32),
  work_id text NOT NULL REFERENCES works (id),
  licensee text CHECK (licensee IS NULL OR length(licensee) BETWEEN 1 AND 100),
  licensee_erased_at timestamptz,
  -- Moved from a browser's own records: its amounts were recomputed and differed.
  imported boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((licensee IS NULL) = (licensee_erased_at IS NOT NULL))
);
CREATE INDEX licences_work ON licences (work_id, created_at);

-- The ledger: the purchase, then one event per expansion, never changed. Each records what it
-- cost; the licence's state is the sum of its events.
CREATE TABLE licence_events (
  licence_id uuid NOT NULL REFERENCES licences (id),
  seq integer NOT NULL CHECK (seq >= 1),
  kind text NOT NULL CHECK (kind IN ('purchase', 'expansion')),
  occurred_at timestamptz NOT NULL,
  -- The work's listed content fee the licence was priced from (the purchase's, kept on each event).
  listed_content_fee integer NOT NULL CHECK (listed_content_fee BETWEEN 0 AND 1000000000),
  from_duration text CHECK (from_duration IN ('30-days', '1-year', 'rental', 'lifetime')),
  to_duration text NOT NULL CHECK (to_duration IN ('30-days', '1-year', 'rental', 'lifetime')),
  expires_at timestamptz,
  content_fee integer NOT NULL CHECK (content_fee >= 0),
  distribution_fee integer NOT NULL CHECK (distribution_fee >= 0),
  commission integer NOT NULL CHECK (commission >= 0),
  total integer NOT NULL CHECK (total = content_fee + distribution_fee + commission),
  payment_reference text NOT NULL CHECK (length(payment_reference) BETWEEN 1 AND 100),
  PRIMARY KEY (licence_id, seq),
  CHECK ((seq = 1) = (kind = 'purchase')),
  CHECK ((kind = 'purchase') = (from_duration IS NULL))
);

-- The platforms an event added, each with the fee paid for it: a platform is paid for once.
CREATE TABLE licence_platforms (
  licence_id uuid NOT NULL,
  seq integer NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  platform_id text NOT NULL REFERENCES platforms (id),
  fee integer NOT NULL CHECK (fee >= 0),
  PRIMARY KEY (licence_id, platform_id),
  FOREIGN KEY (licence_id, seq) REFERENCES licence_events (licence_id, seq)
);
CREATE INDEX licence_platforms_platform ON licence_platforms (platform_id, licence_id);

CREATE FUNCTION fair_refuse_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;

CREATE TRIGGER licence_events_append_only BEFORE UPDATE OR DELETE ON licence_events
  FOR EACH ROW EXECUTE FUNCTION fair_refuse_change();
CREATE TRIGGER licence_platforms_append_only BEFORE UPDATE OR DELETE ON licence_platforms
  FOR EACH ROW EXECUTE FUNCTION fair_refuse_change();

-- A purchase or expansion's first answer, replayed for a retry with the same Idempotency-Key
-- for 24 hours (then deleted: only the key's hash remains, in `licences`).
CREATE TABLE idempotency_records (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_records_age ON idempotency_records (created_at);

-- The Ed25519 keys that sign certificates; the newest signs, every one stays published.
CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  public_jwk jsonb NOT NULL,
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE signing_keys;
DROP TABLE idempotency_records;
DROP TABLE licence_platforms;
DROP TABLE licence_events;
DROP FUNCTION fair_refuse_change;
DROP TABLE licences;
