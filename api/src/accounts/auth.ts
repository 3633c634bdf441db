import type { FastifyReply, FastifyRequest } from 'fastify';
import { Problem } from '../http/problems';
import type { Api, ApiContext } from '../http/types';
import type { Account, Role } from './accounts';
import { apiKeyInUse } from './apiKeys';
import { SESSION_COOKIE, sessionAccount } from './sessions';

/**
 * Who may call a route, written into its OpenAPI operation as `x-access` (the authorisation test
 * reads every operation's and fails on one without it):
 * - `public`: anyone, signed in or not (an API key raises limits and narrows the view);
 * - `account`: any signed-in account;
 * - `author`, `distributor`: a signed-in account of that role. What it reads or changes is
 *   further limited to its own (another's is 404, as if it did not exist).
 */
export type Access = 'public' | 'account' | Role;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account (from the session cookie), or null. */
    account: Account | null;
    /** The session id the cookie holds, when it names a live session. */
    sessionToken: string | null;
    /** The distributor's API key this request carries (`Authorization: Bearer …`), or null. */
    apiKey: { id: string; accountId: string; platforms: string[] } | null;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads who is calling, before anything else runs (the rate limits depend on it): the session
 * cookie's account and the API key. A state-changing request that carries the session cookie
 * must come from the site itself (`Origin`), so no other site can act in a signed-in author's name.
 */
export function resolveCaller(api: Api, context: ApiContext) {
  api.decorateRequest('account', null);
  api.decorateRequest('sessionToken', null);
  api.decorateRequest('apiKey', null);
  api.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (
      token &&
      STATE_CHANGING.has(request.method) &&
      request.headers.origin !== context.siteOrigin
    ) {
      throw new Problem('origin-refused');
    }
    if (token) {
      const account = await sessionAccount(context.db, token, context.now());
      if (account) {
        request.account = account;
        request.sessionToken = token;
      }
    }
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const match = /^Bearer ([\x21-\x7E]{1,200})$/.exec(authorization);
      const found = match?.[1] ? await apiKeyInUse(context.db, match[1], context.now()) : undefined;
      if (!found) throw new Problem('api-key-invalid');
      request.apiKey = {
        id: found.apiKey.id,
        accountId: found.apiKey.accountId,
        platforms: found.platforms,
      };
    }
  });
}

/**
 * A route's guard (its `onRequest`: before the body is read or validated, so a caller who may not
 * call it learns nothing of its schema) and its `x-access`, for the route's schema.
 */
export function guard(access: Access) {
  const onRequest = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (access === 'public') return;
    if (!request.account) throw new Problem('unauthenticated');
    if (access !== 'account' && request.account.role !== access) throw new Problem('forbidden');
  };
  // The OpenAPI document says which operations need the session cookie (its `session` scheme),
  // so the reference page shows them locked.
  const security = access === 'public' ? {} : { security: [{ session: [] }] };
  return { onRequest, access: { 'x-access': access, ...security } as const };
}

/** The signed-in account of a guarded route (its guard ran: there is one). */
export function caller(request: FastifyRequest): Account {
  if (!request.account) throw new Problem('unauthenticated');
  return request.account;
}
