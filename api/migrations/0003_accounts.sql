-- Up Migration

-- An author or a distributor. Buyers need no account (their licence keys are enough). No password
-- is ever stored: an account signs in with its passkeys.
CREATE TABLE accounts (
  id uuid PRIMARY KEY,
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 80),
  role text NOT NULL CHECK (role IN ('author', 'distributor')),
  -- The WebAuthn user handle: random, so a passkey reveals nothing of the account's id.
  user_handle bytea NOT NULL UNIQUE CHECK (length(user_handle) = 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE passkeys (
  id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 1400),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL CHECK (counter >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  device_type text NOT NULL,
  backed_up boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_account ON passkeys (account_id);

-- A signed-in browser: the SHA-256 of the random id its cookie holds, with idle and absolute ends.
CREATE TABLE sessions (
  id_hash bytea PRIMARY KEY CHECK (length(id_hash) = 32),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);

-- A sign-up, sign-in or new passkey in progress: the challenge the browser must sign, found by the
-- SHA-256 of a random id in a short-lived cookie, used once.
CREATE TABLE ceremonies (
  id_hash bytea PRIMARY KEY CHECK (length(id_hash) = 32),
  purpose text NOT NULL CHECK (purpose IN ('sign-up', 'sign-in', 'add-passkey')),
  challenge text NOT NULL,
  details jsonb NOT NULL,
  account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

-- A distributor's keys for integrating by API: only their hash is kept, with a name and last use.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  key_hash bytea NOT NULL UNIQUE CHECK (length(key_hash) = 32),
  -- The key's first characters, shown so its holder can tell keys apart.
  prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_account ON api_keys (account_id);

-- Who publishes a work and who runs a platform. The sample catalogue belongs to no one; the seed
-- platforms to the seeded demo distributor.
ALTER TABLE works ADD COLUMN owner_id uuid REFERENCES accounts (id);
CREATE INDEX works_owner ON works (owner_id, added_at DESC) WHERE owner_id IS NOT NULL;
-- A distributor's own view of the catalogue: the works its platforms may distribute.
CREATE INDEX works_platforms ON works USING gin (platforms) WHERE withdrawn_at IS NULL;
ALTER TABLE platforms ADD COLUMN owner_id uuid REFERENCES accounts (id);
CREATE INDEX platforms_owner ON platforms (owner_id) WHERE owner_id IS NOT NULL;
-- Two platforms never share a name, whatever its case: buyers choose among them by name.
CREATE UNIQUE INDEX platforms_name ON platforms (lower(name));

-- Down Migration
DROP INDEX works_platforms;
DROP INDEX platforms_name;
DROP INDEX platforms_owner;
ALTER TABLE platforms DROP COLUMN owner_id;
DROP INDEX works_owner;
ALTER TABLE works DROP COLUMN owner_id;
DROP TABLE api_keys;
DROP TABLE ceremonies;
DROP TABLE sessions;
DROP TABLE passkeys;
DROP TABLE accounts;
