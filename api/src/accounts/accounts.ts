import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

export const ROLES = ['author', 'distributor'] as const;
export type Role = (typeof ROLES)[number];

export interface Account {
  id: string;
  displayName: string;
  role: Role;
  /** The WebAuthn user handle (random; not the id). */
  userHandle: Buffer;
  createdAt: string;
}

interface AccountRow {
  id: string;
  display_name: string;
  role: Role;
  user_handle: Uint8Array;
  created_at: Date;
}

const fromRow = (row: AccountRow): Account => ({
  id: row.id,
  displayName: row.display_name,
  role: row.role,
  userHandle: Buffer.from(row.user_handle),
  createdAt: row.created_at.toISOString(),
});

export function newUserHandle(): Buffer {
  return randomBytes(32);
}

export async function createAccount(
  db: Queryable,
  account: { displayName: string; role: Role; userHandle: Buffer; now: Date },
): Promise<Account> {
  const result = await db.query<AccountRow>(
    `INSERT INTO accounts (id, display_name, role, user_handle, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id, display_name, role, user_handle, created_at`,
    [
      randomUUID(),
      account.displayName,
      account.role,
      account.userHandle,
      account.now.toISOString(),
    ],
  );
  return fromRow(result.rows[0] as AccountRow);
}

export async function findAccount(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Account | undefined> {
  const result = await db.query<AccountRow>(
    `SELECT id, display_name, role, user_handle, created_at FROM accounts WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = result.rows[0];
  return row ? fromRow(row) : undefined;
}

/** A passkey as stored: what verifying a sign-in needs, and what its owner may see of it. */
export interface Passkey {
  id: string;
  accountId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

interface PasskeyRow {
  id: string;
  account_id: string;
  public_key: Uint8Array;
  counter: string | number;
  transports: string[];
  device_type: string;
  backed_up: boolean;
  created_at: Date;
  last_used_at: Date | null;
}

const passkeyFromRow = (row: PasskeyRow): Passkey => ({
  id: row.id,
  accountId: row.account_id,
  publicKey: new Uint8Array(row.public_key),
  counter: Number(row.counter),
  transports: row.transports,
  deviceType: row.device_type,
  backedUp: row.backed_up,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at ? row.last_used_at.toISOString() : null,
});

const PASSKEY_COLUMNS =
  'id, account_id, public_key, counter, transports, device_type, backed_up, created_at, last_used_at';

export async function addPasskey(
  db: Queryable,
  passkey: Omit<Passkey, 'createdAt' | 'lastUsedAt'>,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO passkeys (id, account_id, public_key, counter, transports, device_type, backed_up, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      passkey.id,
      passkey.accountId,
      Buffer.from(passkey.publicKey),
      passkey.counter,
      passkey.transports,
      passkey.deviceType,
      passkey.backedUp,
      now.toISOString(),
    ],
  );
}

export async function findPasskey(db: Queryable, id: string): Promise<Passkey | undefined> {
  const result = await db.query<PasskeyRow>(
    `SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE id = $1`,
    [id],
  );
  const row = result.rows[0];
  return row ? passkeyFromRow(row) : undefined;
}

export async function passkeysOf(db: Queryable, accountId: string): Promise<Passkey[]> {
  const result = await db.query<PasskeyRow>(
    `SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE account_id = $1 ORDER BY created_at, id`,
    [accountId],
  );
  return result.rows.map(passkeyFromRow);
}

export async function recordPasskeyUse(db: Queryable, id: string, counter: number, now: Date) {
  await db.query('UPDATE passkeys SET counter = $2, last_used_at = $3 WHERE id = $1', [
    id,
    counter,
    now.toISOString(),
  ]);
}

/** Removes one of an account's passkeys; false when it has no such passkey. Never the last: see routes. */
export async function removePasskey(
  db: Queryable,
  accountId: string,
  id: string,
): Promise<boolean> {
  const result = await db.query('DELETE FROM passkeys WHERE account_id = $1 AND id = $2', [
    accountId,
    id,
  ]);
  return result.rowCount > 0;
}
