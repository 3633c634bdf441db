import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { RETENTION } from '@fair/shared/rules';
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { Problem } from './problems';

/** How long a first answer is kept for retries (product rules §8; the privacy page says so). */
export const IDEMPOTENCY_HOURS = RETENTION.idempotencyHours;

/** 1–255 printable ASCII characters (a UUID, say). */
const KEY = /^[\x20-\x7E]{1,255}$/;

/** The request's Idempotency-Key; 400 when it is missing or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  if (header === undefined || header === '') throw new Problem('idempotency-key-missing');
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new Problem(
      'invalid-request',
      'Idempotency-Key must be 1–255 printable ASCII characters.',
      {
        errors: [{ pointer: '/headers/idempotency-key', code: 'pattern' }],
      },
    );
  }
  return header;
}

/** The body as compared between retries: its canonical JSON's hash, so key order is no change. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(canonicalize(body ?? null) ?? '')
    .digest('hex');
}

export interface Answer<T> {
  /** Purchases, expansions and imports create something: 201. */
  status: 201;
  body: T;
}

/**
 * Runs a purchase or an expansion once per Idempotency-Key: in one transaction with the record
 * of its answer, so either both are written or neither. A retry with the same key and body gets
 * the first answer back; with another body, 422. A concurrent duplicate waits on the record's
 * row (the first transaction holds it) and then gets the first answer. A failure writes nothing,
 * so the key may be used again; so may a key whose first answer is past `IDEMPOTENCY_HOURS`.
 */
export function idempotent<T>(
  db: Database,
  request: { scope: string; key: string; hash: string; now: Date },
  work: (tx: Queryable) => Promise<Answer<T>>,
): Promise<Answer<T> & { replayed: boolean }> {
  return db.transaction(async (client) => {
    // A first answer past its retention is no more, even before the purge comes by (it holds a
    // key in clear): the key starts afresh.
    await client.query(
      'DELETE FROM idempotency_records WHERE scope = $1 AND key = $2 AND created_at < $3',
      [request.scope, request.key, retentionStart(request.now).toISOString()],
    );
    const claimed = await client.query(
      `INSERT INTO idempotency_records (scope, key, request_hash, status, response, created_at)
       VALUES ($1, $2, $3, 0, 'null', $4) ON CONFLICT (scope, key) DO NOTHING`,
      [request.scope, request.key, request.hash, request.now.toISOString()],
    );
    if (claimed.rowCount === 0) {
      const first = await client.query<{ request_hash: string; status: 201; response: T }>(
        'SELECT request_hash, status, response FROM idempotency_records WHERE scope = $1 AND key = $2',
        [request.scope, request.key],
      );
      const record = first.rows[0];
      if (!record) throw new Problem('server-error');
      if (record.request_hash !== request.hash) throw new Problem('idempotency-key-reused');
      return { status: record.status, body: record.response, replayed: true };
    }
    const answer = await work(client);
    await client.query(
      'UPDATE idempotency_records SET status = $3, response = $4 WHERE scope = $1 AND key = $2',
      [request.scope, request.key, answer.status, JSON.stringify(answer.body)],
    );
    return { ...answer, replayed: false };
  });
}

/** The oldest first answer still kept at `now`. */
const retentionStart = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_HOURS * 3_600_000);

/** Forgets first answers older than the retention (they hold keys in clear). */
export async function purgeIdempotencyRecords(db: Queryable, now: Date): Promise<number> {
  const result = await db.query('DELETE FROM idempotency_records WHERE created_at < $1', [
    retentionStart(now).toISOString(),
  ]);
  return result.rowCount ?? 0;
}
