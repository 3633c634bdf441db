import { PUBLIC } from '../accounts/access';
import {
  checkLicensee,
  ExpansionError,
  LICENSEE_MAX_LENGTH,
  type Duration,
  type PlatformFee,
} from '@fair/shared/rules';
import { Type } from 'typebox';
import type { Queryable } from '../db/database';
import { findWork, type StoredWork } from '../catalogue/works';
import { IDEMPOTENCY_HOURS, idempotencyKeyOf, idempotent, requestHash } from '../http/idempotency';
import { Problem } from '../http/problems';
import {
  Code,
  ExpansionAnswer,
  ExpansionQuote,
  ExpansionRequest,
  IdempotencyHeaders,
  ImportAnswer,
  ImportRequest,
  Licence,
  LicenceKey,
  ProblemDocument,
  PurchaseAnswer,
  PurchaseRequest,
  Quote,
  QuoteRequest,
  Verification,
  VerifyQuery,
} from '../http/schemas';
import { limit, type Api, type ApiContext } from '../http/types';
import { platformsByIds } from '../platforms/platforms';
import type { SigningKey } from '../signing/signingKeys';
import { expansionEvent, purchaseEvent, stateOf, type LedgerEvent } from './ledger';
import {
  appendEvent,
  eraseLicensee,
  forgetLicenseeInAnswers,
  insertLicence,
  licenceByCode,
  licenceByKey,
} from './licences';
import { hashKey, normalizeCode } from './secrets';
import { eventView, licenceView, verificationView } from './views';

const NO_STORE = 'no-store';
const KeyParams = Type.Object({ key: LicenceKey });
const problems = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ProblemDocument]));

/** The work, if it is on sale: 404 unknown, 410 withdrawn by its author. */
async function workOnSale(db: Queryable, id: string): Promise<StoredWork> {
  const work = await findWork(db, id);
  if (!work) throw new Problem('work-not-found');
  if (work.withdrawnAt) throw new Problem('work-withdrawn');
  return work;
}

/**
 * The chosen platforms with the fee each sets today, in the order chosen: each must exist and
 * be one the work's author allows (422 otherwise).
 */
async function pricedPlatforms(
  db: Queryable,
  work: StoredWork,
  chosen: readonly string[],
): Promise<PlatformFee<string>[]> {
  const offered = chosen.filter((id) => work.platforms.includes(id));
  const platforms = await platformsByIds(db, offered);
  if (platforms.length !== chosen.length) {
    const missing = chosen.filter((id) => !platforms.some((platform) => platform.id === id));
    throw new Problem('platform-not-offered', `Not offered: ${missing.join(', ')}.`, {
      errors: missing.map((id) => ({
        pointer: `/platforms/${chosen.indexOf(id)}`,
        code: 'notOffered',
      })),
    });
  }
  return platforms.map((platform) => ({ platform: platform.id, fee: platform.fee }));
}

/** The licensee's name by the rule (trimmed, 1–100 characters), or 400 beside the field. */
function licenseeOf(input: string): string {
  const checked = checkLicensee(input);
  if (checked.ok) return checked.value;
  throw new Problem('invalid-request', 'The licensee’s name is required, at most 100 characters.', {
    errors: [
      checked.error === 'required'
        ? { pointer: '/licensee', code: 'required' }
        : { pointer: '/licensee', code: 'maxLength', limit: LICENSEE_MAX_LENGTH },
    ],
  });
}

function expansionRefused(error: unknown): never {
  if (error instanceof ExpansionError) throw new Problem('expansion-not-allowed', error.message);
  throw error;
}

/**
 * Licences: quotes, purchases (idempotent), the buyer's view by key, expansions (idempotent,
 * one at a time per licence), erasing the licensee's name, moving a browser's record here, and
 * public verification by code with the keys that check certificates.
 */
export function licenceRoutes(api: Api, context: ApiContext, signing: SigningKey) {
  const pool = context.db;

  api.post(
    '/api/quotes',
    {
      config: limit(context, 'reads'),
      schema: {
        ...PUBLIC,
        summary: 'Price a licence',
        description:
          'The content fee for the duration, each platform’s distribution fee, the 7 % commission on their sum, and the total: computed by the server from the rules, never sent by a client.',
        tags: ['licences'],
        body: QuoteRequest,
        response: { 200: Quote, ...problems(400, 404, 410, 422) },
      },
    },
    async (request, reply) => {
      const { workId, platforms, duration } = request.body;
      const work = await workOnSale(pool, workId);
      const fees = await pricedPlatforms(pool, work, platforms);
      const { quote } = purchaseEvent(work.contentFee, fees, duration, context.now());
      reply.header('Cache-Control', NO_STORE);
      return {
        workId,
        duration,
        listedContentFee: work.contentFee,
        contentFee: quote.contentFee,
        distributionFees: quote.distribution,
        subtotal: quote.subtotal,
        commission: quote.commission,
        total: quote.total,
      };
    },
  );

  api.post(
    '/api/licences',
    {
      config: limit(context, 'purchases'),
      schema: {
        ...PUBLIC,
        summary: 'Buy a licence',
        description: `Needs an \`Idempotency-Key\`: the same key and body return the first answer (the key included) for ${IDEMPOTENCY_HOURS} hours; the same key with another body is 422. Answers \`key\`, the buyer’s secret (shown once, unrecoverable), and the licence with its public \`code\`.`,
        tags: ['licences'],
        headers: IdempotencyHeaders,
        body: PurchaseRequest,
        response: { 201: PurchaseAnswer, ...problems(400, 404, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const body = request.body;
      const licensee = licenseeOf(body.licensee);
      const now = context.now();
      const answer = await idempotent(
        pool,
        { scope: 'purchase', key: idempotencyKey, hash: requestHash(body), now },
        async (client) => {
          const work = await workOnSale(client, body.workId);
          const fees = await pricedPlatforms(client, work, body.platforms);
          const { event, quote } = purchaseEvent(work.contentFee, fees, body.duration, now);
          const payment = await context.payments.charge({
            amount: quote.total,
            currency: 'EUR',
            description: work.title,
            idempotencyKey,
          });
          const created = await insertLicence(client, {
            workId: work.id,
            licensee,
            purchase: event,
            paymentReference: payment.reference,
          });
          const record = await licenceByKey(client, created.key);
          if (!record) throw new Problem('server-error');
          return {
            status: 201,
            body: { licence: licenceView(record, signing, now), key: created.key },
          };
        },
      );
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(answer.status).header('Cache-Control', NO_STORE).send(answer.body);
    },
  );

  api.get(
    '/api/licences/:key',
    {
      config: limit(context, 'reads'),
      schema: {
        ...PUBLIC,
        summary: 'A licence, by its secret key',
        description:
          'The buyer’s view: what it covers, what was paid, its history and its signed certificate.',
        tags: ['licences'],
        params: KeyParams,
        response: { 200: Licence, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const record = await licenceByKey(pool, request.params.key);
      if (!record) throw new Problem('licence-not-found');
      reply.header('Cache-Control', NO_STORE);
      return licenceView(record, signing, context.now());
    },
  );

  /** The platforms to add, priced, and the duration to move to, or 422/410 first. */
  const expansionOf = async (
    db: Queryable,
    record: NonNullable<Awaited<ReturnType<typeof licenceByKey>>>,
    body: { platforms?: string[]; duration?: Duration },
  ) => {
    if (record.work.withdrawn) throw new Problem('work-withdrawn');
    const chosen = body.platforms ?? [];
    const owned = new Set(record.state.distributionFees.map((line) => line.platform));
    const already = chosen.filter((id) => owned.has(id));
    if (already.length > 0) {
      throw new Problem('expansion-not-allowed', `Already covered: ${already.join(', ')}.`);
    }
    const offered = chosen.filter((id) => record.work.platforms.includes(id));
    const platforms = await platformsByIds(db, offered);
    if (platforms.length !== chosen.length) {
      throw new Problem('platform-not-offered');
    }
    return {
      addPlatforms: platforms.map((platform) => ({ platform: platform.id, fee: platform.fee })),
      ...(body.duration ? { duration: body.duration } : {}),
    };
  };

  api.post(
    '/api/licences/:key/expansion-quotes',
    {
      config: limit(context, 'reads'),
      schema: {
        ...PUBLIC,
        summary: 'Price an expansion of a licence',
        description: 'Added platforms’ fees and the difference of content fees only, plus 7 %.',
        tags: ['licences'],
        params: KeyParams,
        body: ExpansionRequest,
        response: { 200: ExpansionQuote, ...problems(400, 404, 410, 422) },
      },
    },
    async (request, reply) => {
      const record = await licenceByKey(pool, request.params.key);
      if (!record) throw new Problem('licence-not-found');
      const wanted = await expansionOf(pool, record, request.body);
      let quote;
      try {
        quote = expansionEvent(record.state, wanted, context.now()).quote;
      } catch (error) {
        expansionRefused(error);
      }
      reply.header('Cache-Control', NO_STORE);
      return {
        newDuration: quote.newDuration,
        newExpiry: quote.newExpiry,
        contentFee: quote.contentFee,
        distributionFees: quote.distribution,
        subtotal: quote.subtotal,
        commission: quote.commission,
        total: quote.total,
      };
    },
  );

  api.post(
    '/api/licences/:key/expansions',
    {
      config: limit(context, 'purchases'),
      schema: {
        ...PUBLIC,
        summary: 'Expand a licence',
        description:
          'Adds platforms and/or moves to a longer duration, priced as the product rules say (the difference only), appended to the licence’s history. Needs an `Idempotency-Key`.',
        tags: ['licences'],
        headers: IdempotencyHeaders,
        params: KeyParams,
        body: ExpansionRequest,
        response: { 201: ExpansionAnswer, ...problems(400, 404, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const key = request.params.key;
      const now = context.now();
      const answer = await idempotent(
        pool,
        {
          scope: `expansion:${hashKey(key).toString('hex')}`,
          key: idempotencyKey,
          hash: requestHash(request.body),
          now,
        },
        async (client) => {
          // Locked until this transaction ends: a concurrent expansion waits and then sees this one.
          const record = await licenceByKey(client, key, { forUpdate: true });
          if (!record) throw new Problem('licence-not-found');
          const wanted = await expansionOf(client, record, request.body);
          let priced;
          try {
            priced = expansionEvent(record.state, wanted, now);
          } catch (error) {
            expansionRefused(error);
          }
          const payment = await context.payments.charge({
            amount: priced.quote.total,
            currency: 'EUR',
            description: record.work.title,
            idempotencyKey,
          });
          await appendEvent(
            client,
            record.id,
            record.events.length + 1,
            priced.event,
            payment.reference,
          );
          const updated = await licenceByKey(client, key);
          if (!updated) throw new Problem('server-error');
          return {
            status: 201,
            body: {
              licence: licenceView(updated, signing, now),
              expansion: eventView(priced.event),
            },
          };
        },
      );
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(answer.status).header('Cache-Control', NO_STORE).send(answer.body);
    },
  );

  api.delete(
    '/api/licences/:key/licensee',
    {
      config: limit(context, 'purchases'),
      schema: {
        ...PUBLIC,
        summary: 'Erase the licensee’s name',
        description:
          'The licence stays valid; its certificate then names no one, and the answers kept for retries no longer hold the name.',
        tags: ['licences'],
        params: KeyParams,
        response: { 200: Licence, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const now = context.now();
      const erased = await pool.transaction(async (client) => {
        const record = await licenceByKey(client, request.params.key, { forUpdate: true });
        if (!record) throw new Problem('licence-not-found');
        await eraseLicensee(client, record.id, now);
        const updated = await licenceByKey(client, request.params.key);
        if (!updated) throw new Problem('licence-not-found');
        const view = licenceView(updated, signing, now);
        // The first answers kept for retries hold the name too: they now say what the licence
        // says, so a retry gets the licence without it and nothing keeps the name.
        await forgetLicenseeInAnswers(client, record.id, view);
        return view;
      });
      reply.header('Cache-Control', NO_STORE);
      return erased;
    },
  );

  api.post(
    '/api/licences/imports',
    {
      config: limit(context, 'purchases'),
      schema: {
        ...PUBLIC,
        summary: 'Move a licence kept by a browser to the server',
        description:
          'For licences bought before the server existed. The server recomputes every amount from the rules; a licence whose recorded amounts differ is kept and flagged `imported`, and its verification says so. Needs an `Idempotency-Key`.',
        tags: ['licences'],
        headers: IdempotencyHeaders,
        body: ImportRequest,
        response: { 201: ImportAnswer, ...problems(400, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const old = request.body.licence;
      const licensee = licenseeOf(old.licensee);
      const now = context.now();
      const answer = await idempotent(
        pool,
        { scope: 'import', key: idempotencyKey, hash: requestHash(request.body), now },
        async (client) => {
          const work = await findWork(client, old.workId);
          if (!work) throw new Problem('work-not-found');
          const events = await recomputedLedger(client, work, old, now);
          const state = stateOf(events);
          const recordedFees = old.distributionFees.reduce((sum, line) => sum + line.fee, 0);
          const serverFees = state.distributionFees.reduce((sum, line) => sum + line.fee, 0);
          const differs =
            old.listedContentFee !== state.listedContentFee ||
            old.contentFee !== state.contentFee ||
            old.commission !== state.commission ||
            recordedFees !== serverFees;
          const [purchase, ...expansions] = events;
          if (!purchase) throw new Problem('import-unreadable');
          const reference = `import_${old.id}`.slice(0, 100);
          const created = await insertLicence(client, {
            workId: work.id,
            licensee,
            purchase,
            paymentReference: reference,
            imported: differs,
          });
          for (const [index, event] of expansions.entries()) {
            await appendEvent(client, created.id, index + 2, event, reference);
          }
          const record = await licenceByKey(client, created.key);
          if (!record) throw new Problem('server-error');
          return {
            status: 201,
            body: {
              licence: licenceView(record, signing, now),
              key: created.key,
              imported: differs,
            },
          };
        },
      );
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(answer.status).header('Cache-Control', NO_STORE).send(answer.body);
    },
  );

  api.get(
    '/api/verify/:code',
    {
      config: limit(context, 'verification'),
      schema: {
        ...PUBLIC,
        summary: 'Verify a licence by its public code',
        description:
          'Anyone may ask: whether the licence is valid (for `platform`, when named), its status, work, platforms and dates. No personal data. An unknown code answers `{ valid: false, status: "unknown" }`. Case, spaces and dashes in the code are ignored. With a distributor’s API key: valid means valid for one of its platforms (or the one named), and a licence of a work none of its platforms may distribute is unknown.',
        security: [{}, { apiKey: [] }],
        tags: ['verification'],
        params: Type.Object({ code: Code }),
        querystring: VerifyQuery,
        response: { 200: Verification, ...problems(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      const code = normalizeCode(request.params.code);
      const record = code ? await licenceByCode(pool, code) : undefined;
      const unknown = { valid: false, status: 'unknown' as const };
      if (!record) return unknown;
      const own = request.apiKey?.platforms;
      if (!own) return verificationView(record, context.now(), request.query.platform);
      // A distributor's own view: only works its platforms may distribute, valid for one of them.
      if (!record.work.platforms.some((platform) => own.includes(platform))) return unknown;
      const asked = request.query.platform ? [request.query.platform] : own;
      const views = asked.map((platform) => verificationView(record, context.now(), platform));
      return views.find((view) => view.valid) ?? views[0] ?? unknown;
    },
  );
}

/**
 * A date of a browser's record: one the schema's format allows may still be none (a leap second,
 * `…T23:59:60Z`) or before any licence (the year 0, which PostgreSQL refuses).
 */
function dateOf(text: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1970) {
    throw new Problem('import-unreadable', 'Its dates cannot be read.');
  }
  return date;
}

/**
 * The ledger a browser's record stands for, priced by the server: the purchase with the
 * platforms bought then, and each expansion in order, from the work's listed fee and the
 * platforms' fees as the server knows them. Dates come from the record; a record whose history
 * the rules refuse (or that claims the future) cannot be read.
 */
async function recomputedLedger(
  db: Queryable,
  work: StoredWork,
  old: {
    purchaseDate: string;
    duration: Duration;
    distributionFees: { platform: string }[];
    history: {
      date: string;
      addedPlatforms: { platform: string }[];
      fromDuration: Duration;
      toDuration: Duration;
    }[];
  },
  now: Date,
): Promise<LedgerEvent[]> {
  const purchasedAt = dateOf(old.purchaseDate);
  const dates = [purchasedAt, ...old.history.map((entry) => dateOf(entry.date))];
  if (dates.some((date, i) => date > now || (i > 0 && date < (dates[i - 1] as Date)))) {
    throw new Problem('import-unreadable', 'Its dates are out of order or in the future.');
  }
  const added = new Set(
    old.history.flatMap((entry) => entry.addedPlatforms.map((line) => line.platform)),
  );
  const bought = old.distributionFees.map((line) => line.platform).filter((id) => !added.has(id));
  const allIds = old.distributionFees.map((line) => line.platform);
  // Every platform its history adds is one it holds in the end, and one the work is offered on
  // (its author chose them): priced by the server, each of them, never at nothing.
  if ([...added].some((id) => !allIds.includes(id))) {
    throw new Problem('import-unreadable', 'Its history adds platforms it does not hold.');
  }
  if (allIds.some((id) => !work.platforms.includes(id))) {
    throw new Problem('import-unreadable', 'It names platforms its work is not offered on.');
  }
  const known = await platformsByIds(db, allIds);
  if (known.length !== new Set(allIds).size || bought.length === 0) {
    throw new Problem('import-unreadable', 'It names platforms this marketplace does not have.');
  }
  const fee = (id: string) => {
    const platform = known.find((candidate) => candidate.id === id);
    if (!platform) throw new Error(`the platform ${id} was checked and is missing`);
    return { platform: id, fee: platform.fee };
  };
  const firstDuration = old.history[0]?.fromDuration ?? old.duration;
  const events = [
    purchaseEvent(work.contentFee, bought.map(fee), firstDuration, purchasedAt).event,
  ];
  try {
    for (const entry of old.history) {
      const state = stateOf(events);
      const { event } = expansionEvent(
        state,
        {
          addPlatforms: entry.addedPlatforms.map((line) => fee(line.platform)),
          ...(entry.toDuration !== state.duration ? { duration: entry.toDuration } : {}),
        },
        new Date(entry.date),
      );
      events.push(event);
    }
  } catch (error) {
    if (error instanceof ExpansionError) throw new Problem('import-unreadable', error.message);
    throw error;
  }
  if (stateOf(events).duration !== old.duration) {
    throw new Problem('import-unreadable', 'Its history does not lead to its duration.');
  }
  return events;
}
