import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

/**
 * @fastify/rate-limit's in-memory store, shared by every route: the plugin gives each route a
 * store of its own, so a kind of limit (its `groupId`: purchases, sign-in, …) would count each
 * route apart; with one store, the kind's allowance counts across its routes (its key holds the
 * group). In memory, per API process: behind a load balancer, a shared store (Redis) replaces it.
 */
export class SharedRateLimitStore extends LocalStore {
  constructor(options: {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
    cache?: number;
  }) {
    super(options.continueExceeding, options.exponentialBackoff, options.cache);
  }
  override child(): this {
    return this;
  }
}
