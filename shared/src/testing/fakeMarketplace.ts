import { createHash, randomBytes } from 'node:crypto';
import sampleCatalogue from '../../data/sample-catalogue.json';
import { formatLicenseCode, LICENSE_CODE_ALPHABET, normalizeLicenseCode } from '../licenses/codes';
import { licenseStatus } from '../licenses/status';
import { canonicalJson } from '../marketplace/canonicalJson';
import {
  MarketplaceError,
  type MarketplaceClient,
  type MarketplaceFailure,
} from '../marketplace/client';
import type {
  LicenseEvent,
  MarketplacePlatform,
  MarketplaceWork,
  ServerLicense,
} from '../marketplace/types';
import { expiryFor, type Duration } from '../pricing/durations';
import { ExpansionError, quoteExpansion } from '../pricing/expansion';
import { DISTRIBUTION_FEES, PLATFORMS, type PlatformFee } from '../pricing/platforms';
import { quoteLicense } from '../pricing/quote';

/**
 * An in-memory marketplace for component tests: the API's contract (`api/README.md`) priced by
 * the same rules, with idempotent purchases and expansions, so a page's tests exercise what the
 * real server would answer, including its refusals and its being unreachable.
 */

interface FakeRecord {
  id: string;
  code: string;
  workId: string;
  licensee: string | null;
  imported: boolean;
  events: LicenseEvent[];
}

export interface FakeMarketplace extends MarketplaceClient {
  works: Map<string, MarketplaceWork>;
  platformList: MarketplacePlatform[];
  /** Licences by key. */
  records: Map<string, FakeRecord>;
  /** Every call, in order, with its Idempotency-Key when it had one. */
  calls: { name: string; idempotencyKey?: string }[];
  /** While true, every call fails as the marketplace being unreachable. */
  down: boolean;
  /** The next `times` calls fail this way. */
  failNext(failure: MarketplaceFailure, times?: number): void;
  /** Holds every answer until `release()` (to see what a page shows while it waits). */
  hold(): void;
  release(): void;
  /** A licence made directly, as if bought earlier: its key. */
  seed(options: {
    workId: string;
    platforms: string[];
    duration: Duration;
    licensee?: string;
    purchasedAt?: Date;
  }): string;
  now: () => Date;
}

const problem = (status: number, slug: string, extra: Partial<MarketplaceFailure> = {}) =>
  new MarketplaceError({
    kind: 'problem',
    status,
    slug,
    errors: [],
    ...extra,
  } as MarketplaceFailure);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The buyer's view of a record, as the API builds it (with a certificate of the same shape). */
export function fakeLicenceView(
  record: FakeRecord,
  work: MarketplaceWork,
  now: Date,
): ServerLicense {
  const [purchase] = record.events;
  const last = record.events.at(-1);
  if (!purchase || !last) throw new Error('a licence starts with its purchase');
  const distributionFees = record.events.flatMap((event) => event.addedPlatforms);
  const state = {
    purchasedAt: purchase.occurredAt,
    duration: last.toDuration,
    expiresAt: last.expiresAt,
    contentFee: sum(record.events.map((event) => event.contentFee)),
    commission: sum(record.events.map((event) => event.commission)),
    total: sum(record.events.map((event) => event.total)),
  };
  const status = licenseStatus({ expiryDate: state.expiresAt }, now).kind;
  const code = formatLicenseCode(record.code);
  const payload = {
    format: 'fair-licence-certificate/1',
    id: record.id,
    code,
    work: { id: work.id, title: work.title, author: work.author },
    licensee: record.licensee,
    platforms: distributionFees.map((line) => line.platform),
    duration: state.duration,
    purchasedAt: state.purchasedAt,
    expiresAt: state.expiresAt,
    currency: 'EUR',
    listedContentFee: work.contentFee,
    contentFee: state.contentFee,
    distributionFees,
    commission: state.commission,
    total: state.total,
    events: record.events.length,
    imported: record.imported,
  };
  const canonical = canonicalJson(payload);
  return {
    id: record.id,
    code,
    work: {
      id: work.id,
      title: work.title,
      author: work.author,
      type: work.type,
      language: work.language,
    },
    licensee: record.licensee,
    purchasedAt: state.purchasedAt,
    duration: state.duration,
    expiresAt: state.expiresAt,
    status: status === 'other' ? 'active' : status,
    listedContentFee: work.contentFee,
    contentFee: state.contentFee,
    distributionFees,
    commission: state.commission,
    total: state.total,
    imported: record.imported,
    history: record.events.map((event) => ({ ...event })),
    certificate: {
      payload,
      canonical,
      fingerprint: createHash('sha256').update(canonical, 'utf8').digest('hex'),
      // Not Ed25519, but as long as one and the same for the same record, like a real signature.
      signature: createHash('sha512').update(`fake-signing-key:${canonical}`).digest('base64url'),
      kid: 'test-key-1',
      alg: 'EdDSA',
    },
  };
}

export function createFakeMarketplace(options: { now?: () => Date } = {}): FakeMarketplace {
  const now = options.now ?? (() => new Date());
  const failures: MarketplaceFailure[] = [];
  const answers = new Map<string, { hash: string; answer: unknown }>();
  let held: (() => void)[] | null = null;

  const works = new Map(
    (sampleCatalogue.works as MarketplaceWork[]).map((work) => [
      work.id,
      { ...work, addedOn: `${work.addedOn}T00:00:00.000Z` },
    ]),
  );
  const platformList: MarketplacePlatform[] = PLATFORMS.map((id) => ({
    id,
    name: id,
    fee: DISTRIBUTION_FEES[id],
    seeded: true,
  }));

  const fee = (id: string): PlatformFee<string> => {
    const platform = fake.platformList.find((candidate) => candidate.id === id);
    if (!platform) throw problem(422, 'platform-not-offered');
    return { platform: id, fee: platform.fee };
  };

  /** Every call passes here: recorded, failed when asked to, held when asked to. */
  async function call<T>(name: string, run: () => T, idempotencyKey?: string): Promise<T> {
    fake.calls.push({ name, ...(idempotencyKey ? { idempotencyKey } : {}) });
    if (held) await new Promise<void>((resolve) => held?.push(resolve));
    else await Promise.resolve();
    if (fake.down) throw new MarketplaceError({ kind: 'unreachable' });
    const failure = failures.shift();
    if (failure) throw new MarketplaceError(failure);
    return run();
  }

  /** Runs once per Idempotency-Key; the same key and body answer the first answer again. */
  function once<T>(scope: string, key: string, body: unknown, run: () => T): T {
    const hash = canonicalJson(body ?? null);
    const first = answers.get(`${scope}:${key}`);
    if (first) {
      if (first.hash !== hash) throw problem(422, 'idempotency-key-reused');
      return first.answer as T;
    }
    const answer = run();
    answers.set(`${scope}:${key}`, { hash, answer });
    return answer;
  }

  const workOnSale = (id: string) => {
    const work = works.get(id);
    if (!work) throw problem(404, 'work-not-found');
    return work;
  };

  const view = (record: FakeRecord) => {
    const work = works.get(record.workId);
    if (!work) throw problem(500, 'server-error');
    return fakeLicenceView(record, work, now());
  };

  const newCode = () =>
    [...randomBytes(12)]
      .map((byte) => LICENSE_CODE_ALPHABET[byte % LICENSE_CODE_ALPHABET.length])
      .join('');

  function create(
    workId: string,
    platforms: string[],
    duration: Duration,
    licensee: string | null,
    at: Date,
    imported = false,
  ) {
    const work = workOnSale(workId);
    const offered = platforms.filter((id) => work.platforms.includes(id));
    if (offered.length !== platforms.length) throw problem(422, 'platform-not-offered');
    const quote = quoteLicense(work.contentFee, platforms.map(fee), duration);
    const key = randomBytes(32).toString('base64url');
    const record: FakeRecord = {
      id: crypto.randomUUID(),
      code: newCode(),
      workId,
      licensee,
      imported,
      events: [
        {
          kind: 'purchase',
          occurredAt: at.toISOString(),
          fromDuration: null,
          toDuration: duration,
          expiresAt: expiryFor(duration, at)?.toISOString() ?? null,
          addedPlatforms: quote.distribution,
          contentFee: quote.contentFee,
          distributionFee: sum(quote.distribution.map((line) => line.fee)),
          commission: quote.commission,
          total: quote.total,
        },
      ],
    };
    fake.records.set(key, record);
    return { key, record };
  }

  const byKey = (key: string) => {
    const record = fake.records.get(key);
    if (!record) throw problem(404, 'licence-not-found');
    return record;
  };

  function expansionOf(record: FakeRecord, body: { platforms?: string[]; duration?: Duration }) {
    const current = view(record);
    const work = workOnSale(record.workId);
    const added = (body.platforms ?? []).map((id) => {
      if (!work.platforms.includes(id)) throw problem(422, 'platform-not-offered');
      return fee(id);
    });
    try {
      const quote = quoteExpansion(
        {
          purchaseDate: current.purchasedAt,
          duration: current.duration,
          expiryDate: current.expiresAt,
          listedContentFee: current.listedContentFee,
          distributionFees: current.distributionFees,
        },
        { addPlatforms: added, ...(body.duration ? { duration: body.duration } : {}) },
        now(),
      );
      if (quote.distribution.length === 0 && quote.newDuration === current.duration) {
        throw new ExpansionError('nothing to expand');
      }
      return { current, quote };
    } catch (error) {
      if (error instanceof ExpansionError) throw problem(422, 'expansion-not-allowed');
      throw error;
    }
  }

  const fake: FakeMarketplace = {
    works,
    platformList,
    records: new Map(),
    calls: [],
    down: false,
    now,
    failNext(failure, times = 1) {
      for (let index = 0; index < times; index++) failures.push(failure);
    },
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
    seed({ workId, platforms, duration, licensee = 'Ana Souza', purchasedAt = now() }) {
      return create(workId, platforms, duration, licensee, purchasedAt).key;
    },

    quote: (body) =>
      call('quote', () => {
        const work = workOnSale(body.workId);
        if (!body.platforms.every((id) => work.platforms.includes(id))) {
          throw problem(422, 'platform-not-offered');
        }
        const quote = quoteLicense(work.contentFee, body.platforms.map(fee), body.duration);
        return {
          workId: work.id,
          duration: body.duration,
          listedContentFee: work.contentFee,
          contentFee: quote.contentFee,
          distributionFees: quote.distribution,
          subtotal: quote.subtotal,
          commission: quote.commission,
          total: quote.total,
        };
      }),
    buy: (body, idempotencyKey) =>
      call(
        'buy',
        () =>
          once('purchase', idempotencyKey, body, () => {
            const licensee = body.licensee.trim();
            if (licensee === '' || [...licensee].length > 100) {
              throw problem(400, 'invalid-request', {
                errors: [
                  licensee === ''
                    ? { pointer: '/licensee', code: 'required' }
                    : { pointer: '/licensee', code: 'maxLength', limit: 100 },
                ],
              });
            }
            const { key, record } = create(
              body.workId,
              body.platforms,
              body.duration,
              licensee,
              now(),
            );
            return { key, licence: view(record) };
          }),
        idempotencyKey,
      ),
    licence: (key) => call('licence', () => view(byKey(key))),
    expansionQuote: (key, body) =>
      call('expansionQuote', () => {
        const { quote } = expansionOf(byKey(key), body);
        return {
          newDuration: quote.newDuration,
          newExpiry: quote.newExpiry,
          contentFee: quote.contentFee,
          distributionFees: quote.distribution,
          subtotal: quote.subtotal,
          commission: quote.commission,
          total: quote.total,
        };
      }),
    expand: (key, body, idempotencyKey) =>
      call(
        'expand',
        () =>
          once(`expansion:${key}`, idempotencyKey, body, () => {
            const record = byKey(key);
            const { current, quote } = expansionOf(record, body);
            const event: LicenseEvent = {
              kind: 'expansion',
              occurredAt: now().toISOString(),
              fromDuration: current.duration,
              toDuration: quote.newDuration,
              expiresAt: quote.newExpiry,
              addedPlatforms: quote.distribution,
              contentFee: quote.contentFee,
              distributionFee: sum(quote.distribution.map((line) => line.fee)),
              commission: quote.commission,
              total: quote.total,
            };
            record.events.push(event);
            return { licence: view(record), expansion: event };
          }),
        idempotencyKey,
      ),
    eraseLicensee: (key) =>
      call('eraseLicensee', () => {
        const record = byKey(key);
        record.licensee = null;
        return view(record);
      }),
    importRecord: (record, idempotencyKey) =>
      call(
        'importRecord',
        () =>
          once('import', idempotencyKey, record, () => {
            const old = record as {
              workId: string;
              licensee: string;
              purchaseDate: string;
              duration: Duration;
              contentFee: number;
              commission: number;
              distributionFees: PlatformFee<string>[];
              history: unknown[];
            };
            // The real server replays a history by the rules (api/src/licences/routes.ts); the
            // fake takes records without one, and refuses the rest as the server refuses what
            // it cannot read.
            if (old.history.length > 0) throw problem(422, 'import-unreadable');
            const { key, record: created } = create(
              old.workId,
              old.distributionFees.map((line) => line.platform),
              old.duration,
              old.licensee,
              new Date(old.purchaseDate),
            );
            const [purchase] = created.events;
            const differs =
              !purchase ||
              purchase.contentFee !== old.contentFee ||
              purchase.commission !== old.commission ||
              purchase.distributionFee !== sum(old.distributionFees.map((line) => line.fee));
            created.imported = differs;
            return { key, licence: view(created), imported: differs };
          }),
        idempotencyKey,
      ),
    verify: (code) =>
      call('verify', () => {
        const normalized = normalizeLicenseCode(code);
        const found = [...fake.records.values()].find((record) => record.code === normalized);
        if (!found) return { valid: false as const, status: 'unknown' as const };
        const licence = view(found);
        return {
          valid: licence.status !== 'expired',
          status: licence.status,
          work: { id: licence.work.id, title: licence.work.title, author: licence.work.author },
          platforms: licence.distributionFees.map((line) => line.platform),
          duration: licence.duration,
          purchasedAt: licence.purchasedAt,
          expiresAt: licence.expiresAt,
          imported: licence.imported,
        };
      }),
    work: (id) => call('work', () => workOnSale(id)),
    platforms: () =>
      call('platforms', () => fake.platformList.map((platform) => ({ ...platform }))),
  };
  return fake;
}

/**
 * The fake marketplace behind `fetch`, for a page that talks to the API through the page's own
 * client: requests to `/api/…` are answered as the API answers them (problems as RFC 9457
 * documents, no answer when the fake is down); `other` answers anything else.
 */
export function fakeMarketplaceFetch(
  fake: FakeMarketplace,
  other: (url: string, init?: RequestInit) => Promise<Response> = async () =>
    new Response('Not found', { status: 404 }),
): typeof fetch {
  const answer = async (run: () => Promise<unknown>, status = 200): Promise<Response> => {
    try {
      return new Response(JSON.stringify(await run()), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    } catch (error) {
      if (!(error instanceof MarketplaceError)) throw error;
      const { failure } = error;
      if (failure.kind === 'unreachable') throw new TypeError('Failed to fetch');
      if (failure.kind === 'malformed') return new Response('{}', { status: failure.status });
      return new Response(
        JSON.stringify({
          type: `/api/problems/${failure.slug}`,
          title: failure.slug,
          status: failure.status,
          errors: failure.errors,
        }),
        { status: failure.status, headers: { 'content-type': 'application/problem+json' } },
      );
    }
  };
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const key = headers['idempotency-key'] ?? '';
    const path = url.pathname.split('/').map(decodeURIComponent);
    if (path[1] !== 'api') return other(String(input), init);
    const [, , resource, id, action, extra] = path;
    type Any = Parameters<FakeMarketplace['buy']>[0] & Parameters<FakeMarketplace['expand']>[1];
    const b = body as Any;
    if (resource === 'quotes' && method === 'POST') return answer(() => fake.quote(b));
    if (resource === 'platforms')
      return answer(async () => ({ platforms: await fake.platforms() }));
    if (resource === 'works' && id) return answer(() => fake.work(id));
    if (resource === 'verify' && id) return answer(() => fake.verify(id));
    if (resource === 'licences') {
      if (id === 'imports' && method === 'POST') {
        return answer(() => fake.importRecord((body as { licence: unknown }).licence, key), 201);
      }
      if (!id) return answer(() => fake.buy(b, key), 201);
      if (action === undefined && extra === undefined) return answer(() => fake.licence(id));
      if (action === 'expansion-quotes') return answer(() => fake.expansionQuote(id, b));
      if (action === 'expansions') return answer(() => fake.expand(id, b, key), 201);
      if (action === 'licensee' && method === 'DELETE') return answer(() => fake.eraseLicensee(id));
    }
    return new Response('Not found', { status: 404 });
  }) as typeof fetch;
}
