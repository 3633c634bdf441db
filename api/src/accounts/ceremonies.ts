import type { Queryable } from '../db/database';
import { newToken, tokenHash } from '../http/tokens';

/** The cookie that ties a passkey ceremony's two requests (options, then the signed answer). */
export const CEREMONY_COOKIE = 'fair_ceremony';
/** A ceremony not finished within this is forgotten (a passkey prompt takes seconds). */
export const CEREMONY_MINUTES = 5;

export type Purpose = 'sign-up' | 'sign-in' | 'add-passkey';

export interface Ceremony<D = Record<string, unknown>> {
  purpose: Purpose;
  challenge: string;
  details: D;
  accountId: string | null;
}

/** Records a ceremony's challenge; returns the id its cookie holds. */
export async function startCeremony(db: Queryable, ceremony: Ceremony, now: Date): Promise<string> {
  const token = newToken();
  // Forgotten ceremonies go with each new one: the table stays small with no job to run.
  await db.query('DELETE FROM ceremonies WHERE expires_at < $1', [now.toISOString()]);
  await db.query(
    `INSERT INTO ceremonies (id_hash, purpose, challenge, details, account_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      tokenHash(token),
      ceremony.purpose,
      ceremony.challenge,
      JSON.stringify(ceremony.details),
      ceremony.accountId,
      new Date(now.getTime() + CEREMONY_MINUTES * 60_000).toISOString(),
    ],
  );
  return token;
}

/** Takes a ceremony (once: it is deleted), if it exists, is for this purpose and is not stale. */
export async function takeCeremony<D>(
  db: Queryable,
  token: string | undefined,
  purpose: Purpose,
  now: Date,
): Promise<Ceremony<D> | undefined> {
  if (!token) return undefined;
  const result = await db.query<{
    purpose: Purpose;
    challenge: string;
    details: D;
    account_id: string | null;
    expires_at: Date;
  }>(
    'DELETE FROM ceremonies WHERE id_hash = $1 RETURNING purpose, challenge, details, account_id, expires_at',
    [tokenHash(token)],
  );
  const row = result.rows[0];
  if (!row || row.purpose !== purpose || row.expires_at.getTime() <= now.getTime())
    return undefined;
  return {
    purpose: row.purpose,
    challenge: row.challenge,
    details: row.details,
    accountId: row.account_id,
  };
}
