import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { RateLimits } from '../config';
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
}

/** A route's rate limit (product rules §8): per client address, per minute, by kind. */
export function limit(context: ApiContext, kind: keyof RateLimits) {
  return {
    rateLimit: { max: context.rateLimits[kind], timeWindow: 60_000, groupId: kind },
  };
}
