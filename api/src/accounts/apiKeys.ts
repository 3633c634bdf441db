import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { newToken, tokenHash } from '../http/tokens';

/** What an API key looks like: a recognisable prefix, then 256 random bits. */
export const API_KEY_PREFIX = 'fair_';

export interface ApiKey {
  id: string;
  accountId: string;
  name: string;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

interface ApiKeyRow {
  id: string;
  account_id: string;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const fromRow = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

const COLUMNS = 'id, account_id, name, prefix, created_at, last_used_at, revoked_at';

/** Makes a key: returns it once (only its hash is kept) with its record. */
export async function createApiKey(
  db: Queryable,
  accountId: string,
  name: string,
  now: Date,
): Promise<{ key: string; apiKey: ApiKey }> {
  const key = `${API_KEY_PREFIX}${newToken()}`;
  const result = await db.query<ApiKeyRow>(
    `INSERT INTO api_keys (id, account_id, name, key_hash, prefix, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      accountId,
      name,
      tokenHash(key),
      key.slice(0, API_KEY_PREFIX.length + 6),
      now.toISOString(),
    ],
  );
  return { key, apiKey: fromRow(result.rows[0] as ApiKeyRow) };
}

export async function apiKeysOf(db: Queryable, accountId: string): Promise<ApiKey[]> {
  const result = await db.query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM api_keys WHERE account_id = $1 ORDER BY created_at DESC, id`,
    [accountId],
  );
  return result.rows.map(fromRow);
}

/** Revokes one of an account's keys; false when it has no such key (or it was revoked). */
export async function revokeApiKey(db: Queryable, accountId: string, id: string, now: Date) {
  const result = await db.query(
    'UPDATE api_keys SET revoked_at = $3 WHERE account_id = $1 AND id = $2 AND revoked_at IS NULL',
    [accountId, id, now.toISOString()],
  );
  return result.rowCount > 0;
}

/** Last use is written at most once a minute per key: a busy integration writes little. */
const RECORD_USE_EVERY_MS = 60_000;

/** The live key this is, with the platforms its distributor runs; its use is recorded. */
export async function apiKeyInUse(
  db: Queryable,
  key: string,
  now: Date,
): Promise<{ apiKey: ApiKey; platforms: string[] } | undefined> {
  const result = await db.query<ApiKeyRow & { platforms: string[] | null }>(
    `SELECT k.id, k.account_id, k.name, k.prefix, k.created_at, k.last_used_at, k.revoked_at,
            (SELECT array_agg(p.id ORDER BY p.id) FROM platforms p WHERE p.owner_id = k.account_id) AS platforms
       FROM api_keys k WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
    [tokenHash(key)],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > RECORD_USE_EVERY_MS) {
    await db.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [
      row.id,
      now.toISOString(),
    ]);
  }
  return { apiKey: fromRow(row), platforms: row.platforms ?? [] };
}
