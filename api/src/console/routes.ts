import { Type } from 'typebox';
import { apiKeysOf, createApiKey, revokeApiKey } from '../accounts/apiKeys';
import { caller, guard } from '../accounts/auth';
import { PLATFORM_FEE_MAX, PlatformView } from '../accounts/schemas';
import { Problem } from '../http/problems';
import {
  Cents,
  DateTime,
  DurationSchema,
  ONE_LINE,
  PlatformId,
  ProblemDocument,
  WorkId,
} from '../http/schemas';
import { limit, type Api, type ApiContext } from '../http/types';
import { formatCode } from '../licences/secrets';

const problems = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ProblemDocument]));

const ApiKeyView = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  prefix: Type.String({ description: 'The key’s first characters, to tell keys apart' }),
  createdAt: DateTime,
  lastUsedAt: Type.Union([DateTime, Type.Null()]),
  revokedAt: Type.Union([DateTime, Type.Null()]),
});

const CoveredLicence = Type.Object({
  code: Type.String(),
  work: Type.Object({ id: WorkId, title: Type.String() }),
  platform: PlatformId,
  fee: Cents,
  paidAt: DateTime,
  duration: DurationSchema,
  expiresAt: Type.Union([DateTime, Type.Null()]),
});

/** The licences of a platform listed at once; older ones are summed in the totals. */
export const LICENCES_SHOWN = 500;

/**
 * The distributor console: its platforms and their fees (a change applies to new quotes only),
 * the licences that cover them with the fee owed for each (no buyer's personal data), and the
 * API keys its integration uses (shown once, stored hashed, named, revocable, with last use).
 */
export function consoleRoutes(api: Api, context: ApiContext) {
  const db = context.db;
  const distributor = guard('distributor');
  const base = { onRequest: distributor.onRequest };

  api.get(
    '/api/console/platforms',
    {
      ...base,
      config: limit(context, 'reads'),
      schema: {
        ...distributor.access,
        summary: 'The distributor’s platforms',
        tags: ['console'],
        response: {
          200: Type.Object({ platforms: Type.Array(PlatformView) }),
          ...problems(401, 403),
        },
      },
    },
    async (request, reply) => {
      const result = await db.query<{ id: string; name: string; fee: number; seeded: boolean }>(
        'SELECT id, name, fee, seeded FROM platforms WHERE owner_id = $1 ORDER BY name, id',
        [caller(request).id],
      );
      reply.header('Cache-Control', 'no-store');
      return { platforms: result.rows };
    },
  );

  api.put(
    '/api/console/platforms/:id/fee',
    {
      ...base,
      config: limit(context, 'purchases'),
      schema: {
        ...distributor.access,
        summary: 'Change a platform’s distribution fee',
        description: 'Applies to new quotes only: every licence keeps the fee it paid.',
        tags: ['console'],
        params: Type.Object({ id: PlatformId }),
        body: Type.Object(
          { fee: Type.Integer({ minimum: 0, maximum: PLATFORM_FEE_MAX }) },
          { additionalProperties: false },
        ),
        response: { 200: PlatformView, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const owner = caller(request).id;
      const updated = await db.transaction(async (tx) => {
        const result = await tx.query<{ id: string; name: string; fee: number; seeded: boolean }>(
          'UPDATE platforms SET fee = $3 WHERE id = $1 AND owner_id = $2 RETURNING id, name, fee, seeded',
          [request.params.id, owner, request.body.fee],
        );
        const platform = result.rows[0];
        if (!platform) throw new Problem('not-found');
        // The works whose card shows this platform sort by price with its new fee.
        await tx.query(
          'UPDATE works SET card_subtotal = content_fee + $2 WHERE platforms[1] = $1',
          [platform.id, platform.fee],
        );
        return platform;
      });
      reply.header('Cache-Control', 'no-store');
      return updated;
    },
  );

  api.get(
    '/api/console/licences',
    {
      ...base,
      config: limit(context, 'reads'),
      schema: {
        ...distributor.access,
        summary: 'The licences that cover the distributor’s platforms',
        description:
          'With the fee each paid for the platform (owed to the distributor). No buyer’s personal data.',
        tags: ['console'],
        response: {
          200: Type.Object({
            licences: Type.Array(CoveredLicence),
            totals: Type.Array(
              Type.Object({ platform: PlatformId, licences: Type.Integer(), fees: Cents }),
            ),
          }),
          ...problems(401, 403),
        },
      },
    },
    async (request, reply) => {
      const owner = caller(request).id;
      const [rows, totals] = await Promise.all([
        db.query<{
          code: string;
          work_id: string;
          title: string;
          platform_id: string;
          fee: number;
          paid_at: Date;
          duration: string;
          expires_at: Date | null;
        }>(
          `SELECT l.code, w.id AS work_id, w.title, lp.platform_id, lp.fee, e.occurred_at AS paid_at,
                  last.to_duration AS duration, last.expires_at
             FROM licence_platforms lp
             JOIN platforms p ON p.id = lp.platform_id AND p.owner_id = $1
             JOIN licences l ON l.id = lp.licence_id
             JOIN works w ON w.id = l.work_id
             JOIN licence_events e ON e.licence_id = lp.licence_id AND e.seq = lp.seq
             JOIN LATERAL (SELECT to_duration, expires_at FROM licence_events x
                            WHERE x.licence_id = l.id ORDER BY x.seq DESC LIMIT 1) last ON true
            ORDER BY e.occurred_at DESC, l.code
            LIMIT ${LICENCES_SHOWN}`,
          [owner],
        ),
        db.query<{ platform_id: string; licences: number; fees: string }>(
          `SELECT lp.platform_id, count(*)::int AS licences, sum(lp.fee)::text AS fees
             FROM licence_platforms lp JOIN platforms p ON p.id = lp.platform_id AND p.owner_id = $1
            GROUP BY lp.platform_id ORDER BY lp.platform_id`,
          [owner],
        ),
      ]);
      reply.header('Cache-Control', 'no-store');
      return {
        licences: rows.rows.map((row) => ({
          code: formatCode(row.code),
          work: { id: row.work_id, title: row.title },
          platform: row.platform_id,
          fee: row.fee,
          paidAt: row.paid_at.toISOString(),
          duration: row.duration as never,
          expiresAt: row.expires_at?.toISOString() ?? null,
        })),
        totals: totals.rows.map((row) => ({
          platform: row.platform_id,
          licences: row.licences,
          fees: Number(row.fees),
        })),
      };
    },
  );

  api.get(
    '/api/console/api-keys',
    {
      ...base,
      config: limit(context, 'reads'),
      schema: {
        ...distributor.access,
        summary: 'The distributor’s API keys (never the keys themselves)',
        tags: ['console'],
        response: { 200: Type.Object({ apiKeys: Type.Array(ApiKeyView) }), ...problems(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const keys = await apiKeysOf(db, caller(request).id);
      return { apiKeys: keys.map(({ accountId: _owner, ...key }) => key) };
    },
  );

  api.post(
    '/api/console/api-keys',
    {
      ...base,
      config: limit(context, 'purchases'),
      schema: {
        ...distributor.access,
        summary: 'Create an API key',
        description:
          'The answer holds the key, once: only its hash is kept. Send it as `Authorization: Bearer <key>`.',
        tags: ['console'],
        body: Type.Object(
          { name: Type.String({ minLength: 1, maxLength: 80, pattern: ONE_LINE }) },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({ key: Type.String(), apiKey: ApiKeyView }),
          ...problems(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      if (!name) {
        throw new Problem('invalid-request', 'A key needs a name.', {
          errors: [{ pointer: '/name', code: 'required' }],
        });
      }
      const { key, apiKey } = await createApiKey(db, caller(request).id, name, context.now());
      const { accountId: _owner, ...view } = apiKey;
      reply.code(201).header('Cache-Control', 'no-store');
      return { key, apiKey: view };
    },
  );

  api.delete(
    '/api/console/api-keys/:id',
    {
      ...base,
      config: limit(context, 'purchases'),
      schema: {
        ...distributor.access,
        summary: 'Revoke an API key',
        tags: ['console'],
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 204: Type.Null(), ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const revoked = await revokeApiKey(db, caller(request).id, request.params.id, context.now());
      if (!revoked) throw new Problem('not-found');
      return reply.code(204).send(null);
    },
  );
}
