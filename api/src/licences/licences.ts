import { randomUUID } from 'node:crypto';
import type { ContentType, Duration, Language } from '@fair/shared/rules';
import type { Queryable } from '../db/database';
import { stateOf, type LedgerEvent, type LicenceState } from './ledger';
import { hashKey, newLicenceCode, newLicenceKey } from './secrets';

/** A licence as stored, with its ledger and the work it licenses. */
export interface LicenceRecord {
  id: string;
  /** The public code, 12 characters without dashes. */
  code: string;
  licensee: string | null;
  imported: boolean;
  work: {
    id: string;
    title: string;
    author: string;
    type: ContentType;
    language: Language;
    withdrawn: boolean;
    /** The platforms its author allows today. */
    platforms: string[];
  };
  events: LedgerEvent[];
  state: LicenceState;
}

interface LicenceRow {
  id: string;
  code: string;
  licensee: string | null;
  imported: boolean;
  work_id: string;
  title: string;
  author: string;
  type: string;
  language: string;
  withdrawn_at: Date | null;
  platforms: string[];
}

interface EventRow {
  seq: number;
  kind: 'purchase' | 'expansion';
  occurred_at: Date;
  listed_content_fee: number;
  from_duration: Duration | null;
  to_duration: Duration;
  expires_at: Date | null;
  content_fee: number;
  distribution_fee: number;
  commission: number;
  total: number;
}

const LICENCE_SELECT = `
  SELECT l.id, l.code, l.licensee, l.imported, w.id AS work_id, w.title, w.author, w.type,
         w.language, w.withdrawn_at, w.platforms
    FROM licences l JOIN works w ON w.id = l.work_id`;

/**
 * The licence whose secret key this is. `forUpdate` locks it until the transaction ends, so two
 * expansions of one licence never both apply (the second reads the first's result).
 */
export async function licenceByKey(
  db: Queryable,
  key: string,
  options: { forUpdate?: boolean } = {},
): Promise<LicenceRecord | undefined> {
  const result = await db.query<LicenceRow>(
    `${LICENCE_SELECT} WHERE l.key_hash = $1${options.forUpdate ? ' FOR UPDATE OF l' : ''}`,
    [hashKey(key)],
  );
  return withEvents(db, result.rows[0]);
}

export async function licenceByCode(
  db: Queryable,
  code: string,
): Promise<LicenceRecord | undefined> {
  const result = await db.query<LicenceRow>(`${LICENCE_SELECT} WHERE l.code = $1`, [code]);
  return withEvents(db, result.rows[0]);
}

async function withEvents(
  db: Queryable,
  row: LicenceRow | undefined,
): Promise<LicenceRecord | undefined> {
  if (!row) return undefined;
  const [events, platforms] = await Promise.all([
    db.query<EventRow>(
      `SELECT seq, kind, occurred_at, listed_content_fee, from_duration, to_duration, expires_at,
              content_fee, distribution_fee, commission, total
         FROM licence_events WHERE licence_id = $1 ORDER BY seq`,
      [row.id],
    ),
    db.query<{ seq: number; platform_id: string; fee: number }>(
      `SELECT seq, platform_id, fee FROM licence_platforms WHERE licence_id = $1
        ORDER BY seq, position`,
      [row.id],
    ),
  ]);
  const ledger: LedgerEvent[] = events.rows.map((event) => ({
    kind: event.kind,
    occurredAt: event.occurred_at.toISOString(),
    listedContentFee: event.listed_content_fee,
    fromDuration: event.from_duration,
    toDuration: event.to_duration,
    expiresAt: event.expires_at ? event.expires_at.toISOString() : null,
    addedPlatforms: platforms.rows
      .filter((line) => line.seq === event.seq)
      .map((line) => ({ platform: line.platform_id, fee: line.fee })),
    contentFee: event.content_fee,
    distributionFee: event.distribution_fee,
    commission: event.commission,
    total: event.total,
  }));
  return {
    id: row.id,
    code: row.code,
    licensee: row.licensee,
    imported: row.imported,
    work: {
      id: row.work_id,
      title: row.title,
      author: row.author,
      type: row.type as ContentType,
      language: row.language as Language,
      withdrawn: row.withdrawn_at !== null,
      platforms: row.platforms,
    },
    events: ledger,
    state: stateOf(ledger),
  };
}

/** Appends one event (and the platforms it adds) to a licence's ledger. */
export async function appendEvent(
  db: Queryable,
  licenceId: string,
  seq: number,
  event: LedgerEvent,
  paymentReference: string,
): Promise<void> {
  await db.query(
    `INSERT INTO licence_events (licence_id, seq, kind, occurred_at, listed_content_fee,
       from_duration, to_duration, expires_at, content_fee, distribution_fee, commission, total,
       payment_reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      licenceId,
      seq,
      event.kind,
      event.occurredAt,
      event.listedContentFee,
      event.fromDuration,
      event.toDuration,
      event.expiresAt,
      event.contentFee,
      event.distributionFee,
      event.commission,
      event.total,
      paymentReference,
    ],
  );
  for (const [position, line] of event.addedPlatforms.entries()) {
    await db.query(
      `INSERT INTO licence_platforms (licence_id, seq, position, platform_id, fee)
       VALUES ($1, $2, $3, $4, $5)`,
      [licenceId, seq, position, line.platform, line.fee],
    );
  }
}

/**
 * Records a new licence with its purchase event, under a fresh code and key. Returns its id and
 * the key: the only time the key exists outside the buyer's hands (only its hash is stored).
 */
export async function insertLicence(
  db: Queryable,
  licence: {
    workId: string;
    licensee: string;
    purchase: LedgerEvent;
    paymentReference: string;
    imported?: boolean;
  },
): Promise<{ id: string; key: string; code: string }> {
  const id = randomUUID();
  const key = newLicenceKey();
  // 60 random bits: a clash is all but impossible; should one happen, another code is drawn.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newLicenceCode();
    const inserted = await db.query(
      `INSERT INTO licences (id, code, key_hash, work_id, licensee, imported, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING`,
      [
        id,
        code,
        hashKey(key),
        licence.workId,
        licence.licensee,
        licence.imported ?? false,
        licence.purchase.occurredAt,
      ],
    );
    if (inserted.rowCount === 1) {
      await appendEvent(db, id, 1, licence.purchase, licence.paymentReference);
      return { id, key, code };
    }
  }
  throw new Error('no free licence code after five draws');
}

/** Erases the licensee's name (privacy): the licence and its ledger stay valid. */
export async function eraseLicensee(db: Queryable, licenceId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE licences SET licensee = NULL, licensee_erased_at = COALESCE(licensee_erased_at, $2)
      WHERE id = $1`,
    [licenceId, now.toISOString()],
  );
}

/**
 * Rewrites the first answers kept for retries (purchases, expansions, imports of this licence)
 * with the licence as it now is, its licensee erased: they hold the name otherwise, for up to
 * IDEMPOTENCY_HOURS. Rare (an erasure), so a scan of a day's answers is fine.
 */
export async function forgetLicenseeInAnswers(
  db: Queryable,
  licenceId: string,
  licence: unknown,
): Promise<void> {
  await db.query(
    `UPDATE idempotency_records SET response = jsonb_set(response, '{licence}', $2::jsonb)
      WHERE response ? 'licence' AND response->'licence'->>'id' = $1`,
    [licenceId, JSON.stringify(licence)],
  );
}
