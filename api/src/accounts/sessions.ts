import { RETENTION } from '@fair/shared/rules';
import type { Queryable } from '../db/database';
import { newToken, tokenHash } from '../http/tokens';
import { findAccount, type Account } from './accounts';

/** The cookie that holds a session's random id (never stored: only its hash is). */
export const SESSION_COOKIE = 'fair_session';
/** A session ends after this long unused… */
export const SESSION_IDLE_DAYS = RETENTION.sessionIdleDays;
/** …and this long after sign-in, whatever happens (product rules §9). */
export const SESSION_ABSOLUTE_DAYS = RETENTION.sessionAbsoluteDays;

const DAY_MS = 86_400_000;
/** Last use is written at most this often, so reading pages writes little. */
const TOUCH_EVERY_MS = 60 * 60_000;

/** Starts a session for an account; returns the id its cookie holds. */
export async function createSession(db: Queryable, accountId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $3, $4)`,
    [
      tokenHash(token),
      accountId,
      now.toISOString(),
      new Date(now.getTime() + SESSION_ABSOLUTE_DAYS * DAY_MS).toISOString(),
    ],
  );
  return token;
}

/**
 * The account a session id stands for, if the session is still alive (used within the idle
 * period and not past its absolute end). An ended session is deleted.
 */
export async function sessionAccount(
  db: Queryable,
  token: string,
  now: Date,
): Promise<Account | undefined> {
  const hash = tokenHash(token);
  const result = await db.query<{ account_id: string; last_seen_at: Date; expires_at: Date }>(
    'SELECT account_id, last_seen_at, expires_at FROM sessions WHERE id_hash = $1',
    [hash],
  );
  const session = result.rows[0];
  if (!session) return undefined;
  const idleEnd = session.last_seen_at.getTime() + SESSION_IDLE_DAYS * DAY_MS;
  if (now.getTime() >= idleEnd || now.getTime() >= session.expires_at.getTime()) {
    await db.query('DELETE FROM sessions WHERE id_hash = $1', [hash]);
    return undefined;
  }
  if (now.getTime() - session.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', [
      hash,
      now.toISOString(),
    ]);
  }
  return findAccount(db, session.account_id);
}

export async function endSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [tokenHash(token)]);
}

/** Signs an account out of every device. */
export async function endAllSessions(db: Queryable, accountId: string): Promise<number> {
  const result = await db.query('DELETE FROM sessions WHERE account_id = $1', [accountId]);
  return result.rowCount;
}

/** The session cookie's attributes: HttpOnly, SameSite=Lax, Secure on https, the whole site. */
export function sessionCookieOptions(siteOrigin: string) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: siteOrigin.startsWith('https:'),
    path: '/',
    maxAge: SESSION_ABSOLUTE_DAYS * 86_400,
  };
}
