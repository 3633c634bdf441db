import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RETENTION } from '@fair/shared/rules';
import type {
  FastifyBaseLogger,
  FastifyRequest,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { API_KEY_RATE_FACTOR, type RateLimits } from '../config';
import type { CatalogueSearch } from '../catalogue/search';
import type { Database } from '../db/database';
import type { PaymentProvider } from '../payments/paymentProvider';

/** The API's Fastify instance, typed by its TypeBox schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What the routes work with, given once when the API is built (tests give their own). */
export interface ApiContext {
  db: Database;
  search: CatalogueSearch;
  payments: PaymentProvider;
  /** The time, injected so that expiry and retention can be tested. */
  now: () => Date;
  rateLimits: RateLimits;
  /** The site's origin: where passkeys belong and where session requests must come from. */
  siteOrigin: string;
}

/**
 * A route's rate limit (product rules §8): per client address, per minute, by kind; a
 * distributor's API key has its own, higher allowance.
 */
export function limit(context: ApiContext, kind: keyof RateLimits) {
  const base = context.rateLimits[kind];
  return {
    rateLimit: {
      max: async (request: FastifyRequest) => (request.apiKey ? base * API_KEY_RATE_FACTOR : base),
      keyGenerator: (request: FastifyRequest) =>
        request.apiKey ? `key:${request.apiKey.id}` : request.ip,
      timeWindow: RETENTION.rateLimitWindowMinutes * 60_000,
      groupId: kind,
    },
  };
}
