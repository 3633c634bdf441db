import { payoutDate } from '@fair/shared/rules';
import { Type } from 'typebox';
import type { Queryable } from '../db/database';
import { caller, guard } from '../accounts/auth';
import { publicWork, WORK_COLUMNS, workFromRow, type WorkRow } from '../catalogue/works';
import { Problem } from '../http/problems';
import {
  Cents,
  ContentTypeSchema,
  DateTime,
  DurationSchema,
  LanguageSchema,
  ONE_LINE,
  PlatformId,
  ProblemDocument,
  Work,
  WorkId,
} from '../http/schemas';
import { randomSuffix, slugOf } from '../http/slugs';
import { limit, type Api, type ApiContext } from '../http/types';
import { platformsByIds } from '../platforms/platforms';

const problems = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ProblemDocument]));

/** The newest sales listed (the monthly totals count them all). */
export const SALES_SHOWN = 500;

/** A description: several lines allowed, but no other control character nor half a surrogate pair. */
const MULTI_LINE = '^[^\\u0000-\\u0009\\u000B-\\u001F\\u007F\\uD800-\\uDFFF]*$';

export const WorkInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200, pattern: ONE_LINE }),
    author: Type.String({ minLength: 1, maxLength: 120, pattern: ONE_LINE }),
    type: ContentTypeSchema,
    language: LanguageSchema,
    description: Type.String({ minLength: 1, maxLength: 2000, pattern: MULTI_LINE }),
    contentFee: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    platforms: Type.Array(PlatformId, { minItems: 1, maxItems: 20, uniqueItems: true }),
  },
  { additionalProperties: false },
);

const StudioWork = Type.Intersect([
  Work,
  Type.Object({ withdrawnAt: Type.Union([DateTime, Type.Null()]) }),
]);

const Sale = Type.Object({
  kind: Type.Enum(['purchase', 'expansion']),
  soldAt: DateTime,
  work: Type.Object({ id: WorkId, title: Type.String() }),
  duration: DurationSchema,
  platforms: Type.Array(PlatformId),
  contentFee: Cents,
  payoutDate: DateTime,
});

const Month = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  sales: Type.Integer(),
  contentFees: Cents,
});

type Input = {
  title: string;
  author: string;
  type: string;
  language: string;
  description: string;
  contentFee: number;
  platforms: string[];
};

/** The text fields trimmed, each required to hold something; the platforms must exist. */
async function checkedInput(db: Queryable, input: Input) {
  const trimmed = {
    ...input,
    title: input.title.trim(),
    author: input.author.trim(),
    description: input.description.trim(),
  };
  const blank = (['title', 'author', 'description'] as const).filter(
    (field) => trimmed[field] === '',
  );
  if (blank.length > 0) {
    throw new Problem('invalid-request', 'Required fields are empty.', {
      errors: blank.map((field) => ({ pointer: `/${field}`, code: 'required' })),
    });
  }
  const known = await platformsByIds(db, input.platforms);
  if (known.length !== input.platforms.length) {
    const missing = input.platforms.filter((id) => !known.some((platform) => platform.id === id));
    throw new Problem('platform-not-offered', `Unknown platforms: ${missing.join(', ')}.`, {
      errors: missing.map((id) => ({
        pointer: `/platforms/${input.platforms.indexOf(id)}`,
        code: 'unknown',
      })),
    });
  }
  return { ...trimmed, defaultFee: known[0]?.fee ?? 0 };
}

async function ownWork(db: Queryable, ownerId: string, id: string) {
  const result = await db.query<WorkRow>(
    `SELECT ${WORK_COLUMNS} FROM works w WHERE w.id = $1 AND w.owner_id = $2`,
    [id, ownerId],
  );
  const row = result.rows[0];
  // Another author's work is answered as if it did not exist.
  if (!row) throw new Problem('work-not-found');
  return workFromRow(row);
}

const studioView = (work: ReturnType<typeof workFromRow>) => ({
  ...publicWork(work),
  withdrawnAt: work.withdrawnAt,
});

/**
 * The author studio: an author's own works (registered, edited, withdrawn) and their sales.
 * A new or edited work is in `/api/works` at once; its fee applies to new quotes only (a licence
 * keeps what it paid). Withdrawing stops new sales; every licence sold stays valid.
 */
export function studioRoutes(api: Api, context: ApiContext) {
  const db = context.db;
  const author = guard('author');
  const base = { onRequest: author.onRequest };

  api.get(
    '/api/studio/works',
    {
      ...base,
      config: limit(context, 'reads'),
      schema: {
        ...author.access,
        summary: 'The author’s works, withdrawn ones included',
        tags: ['studio'],
        response: { 200: Type.Object({ works: Type.Array(StudioWork) }), ...problems(401, 403) },
      },
    },
    async (request, reply) => {
      const result = await db.query<WorkRow>(
        `SELECT ${WORK_COLUMNS} FROM works w WHERE w.owner_id = $1 ORDER BY w.added_at DESC, w.id`,
        [caller(request).id],
      );
      reply.header('Cache-Control', 'no-store');
      return { works: result.rows.map((row) => studioView(workFromRow(row))) };
    },
  );

  api.post(
    '/api/studio/works',
    {
      ...base,
      config: limit(context, 'purchases'),
      schema: {
        ...author.access,
        summary: 'Register a work',
        description:
          'No file is uploaded: the marketplace does not host content (the platforms deliver it).',
        tags: ['studio'],
        body: WorkInput,
        response: { 201: StudioWork, ...problems(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const account = caller(request);
      const input = await checkedInput(db, request.body);
      const id = `${slugOf(input.title, 60, 'work')}-${randomSuffix(6)}`;
      await db.query(
        `INSERT INTO works (id, title, author, type, language, description, content_fee, platforms,
                            card_subtotal, added_at, owner_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          id,
          input.title,
          input.author,
          input.type,
          input.language,
          input.description,
          input.contentFee,
          input.platforms,
          input.contentFee + input.defaultFee,
          context.now().toISOString(),
          account.id,
        ],
      );
      reply.code(201).header('Cache-Control', 'no-store');
      return studioView(await ownWork(db, account.id, id));
    },
  );

  api.put(
    '/api/studio/works/:id',
    {
      ...base,
      config: limit(context, 'purchases'),
      schema: {
        ...author.access,
        summary: 'Edit a work',
        description: 'Its new fee applies to new quotes only: licences keep what they paid.',
        tags: ['studio'],
        params: Type.Object({ id: WorkId }),
        body: WorkInput,
        response: { 200: StudioWork, ...problems(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const account = caller(request);
      await ownWork(db, account.id, request.params.id);
      const input = await checkedInput(db, request.body);
      await db.query(
        `UPDATE works SET title = $3, author = $4, type = $5, language = $6, description = $7,
                content_fee = $8, platforms = $9, card_subtotal = $10
          WHERE id = $1 AND owner_id = $2`,
        [
          request.params.id,
          account.id,
          input.title,
          input.author,
          input.type,
          input.language,
          input.description,
          input.contentFee,
          input.platforms,
          input.contentFee + input.defaultFee,
        ],
      );
      reply.header('Cache-Control', 'no-store');
      return studioView(await ownWork(db, account.id, request.params.id));
    },
  );

  api.post(
    '/api/studio/works/:id/withdrawal',
    {
      ...base,
      config: limit(context, 'purchases'),
      schema: {
        ...author.access,
        summary: 'Withdraw a work',
        description: 'New sales stop; every licence sold, rentals included, stays valid.',
        tags: ['studio'],
        params: Type.Object({ id: WorkId }),
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: StudioWork, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const account = caller(request);
      await ownWork(db, account.id, request.params.id);
      await db.query(
        'UPDATE works SET withdrawn_at = COALESCE(withdrawn_at, $3) WHERE id = $1 AND owner_id = $2',
        [request.params.id, account.id, context.now().toISOString()],
      );
      reply.header('Cache-Control', 'no-store');
      return studioView(await ownWork(db, account.id, request.params.id));
    },
  );

  api.get(
    '/api/studio/sales',
    {
      ...base,
      config: limit(context, 'reads'),
      schema: {
        ...author.access,
        summary: 'The licences sold of the author’s works',
        description:
          'Each purchase and expansion: when, which work, the duration, the platforms, the content fee earned and the date it is paid (product rules §8). No buyer’s personal data. Totals per month (UTC).',
        tags: ['studio'],
        response: {
          200: Type.Object({ sales: Type.Array(Sale), months: Type.Array(Month) }),
          ...problems(401, 403),
        },
      },
    },
    async (request, reply) => {
      const owner = caller(request).id;
      const totals = await db.query<{ month: string; sales: number; content_fees: string }>(
        `SELECT to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS sales,
                sum(e.content_fee)::text AS content_fees
           FROM licence_events e JOIN licences l ON l.id = e.licence_id JOIN works w ON w.id = l.work_id
          WHERE w.owner_id = $1 GROUP BY 1 ORDER BY 1 DESC`,
        [owner],
      );
      const result = await db.query<{
        kind: 'purchase' | 'expansion';
        occurred_at: Date;
        work_id: string;
        title: string;
        to_duration: string;
        content_fee: number;
        platforms: string[] | null;
      }>(
        `SELECT e.kind, e.occurred_at, w.id AS work_id, w.title, e.to_duration, e.content_fee,
                (SELECT array_agg(p.platform_id ORDER BY p.position) FROM licence_platforms p
                  WHERE p.licence_id = e.licence_id AND p.seq = e.seq) AS platforms
           FROM licence_events e
           JOIN licences l ON l.id = e.licence_id
           JOIN works w ON w.id = l.work_id
          WHERE w.owner_id = $1
          ORDER BY e.occurred_at DESC, e.licence_id, e.seq
          LIMIT ${SALES_SHOWN}`,
        [owner],
      );
      const sales = result.rows.map((row) => ({
        kind: row.kind,
        soldAt: row.occurred_at.toISOString(),
        work: { id: row.work_id, title: row.title },
        duration: row.to_duration as never,
        platforms: row.platforms ?? [],
        contentFee: row.content_fee,
        payoutDate: payoutDate(row.occurred_at).toISOString(),
      }));
      const months = totals.rows.map((row) => ({
        month: row.month,
        sales: row.sales,
        contentFees: Number(row.content_fees),
      }));
      reply.header('Cache-Control', 'no-store');
      return { sales, months };
    },
  );
}
