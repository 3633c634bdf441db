import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Queryable } from '../db/database';
import { Problem } from '../http/problems';
import { ProblemDocument } from '../http/schemas';
import { randomSuffix, slugOf } from '../http/slugs';
import { limit, type Api, type ApiContext } from '../http/types';
import {
  addPasskey,
  createAccount,
  findAccount,
  findPasskey,
  newUserHandle,
  passkeysOf,
  recordPasskeyUse,
  removePasskey,
  type Account,
  type Role,
} from './accounts';
import { caller, guard } from './auth';
import { CEREMONY_COOKIE, CEREMONY_MINUTES, startCeremony, takeCeremony } from './ceremonies';
import {
  AccountView,
  AuthenticationRequest,
  CeremonyOptions,
  PasskeyView,
  RegistrationRequest,
  SessionView,
  SignUpRequest,
} from './schemas';
import {
  createSession,
  endAllSessions,
  endSession,
  SESSION_COOKIE,
  sessionCookieOptions,
} from './sessions';
import {
  authenticationOptions,
  registrationOptions,
  relyingParty,
  verifiedPasskey,
  verifiedSignIn,
} from './webauthn';

const problems = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ProblemDocument]));

interface SignUpDetails {
  displayName: string;
  role: Role;
  userHandle: string;
  platform?: { name: string; fee: number };
}

/** The account as its owner sees it: with a distributor's platforms and how many passkeys. */
export async function accountView(db: Queryable, account: Account) {
  const [platforms, passkeys] = await Promise.all([
    db.query<{ id: string; name: string; fee: number; seeded: boolean }>(
      'SELECT id, name, fee, seeded FROM platforms WHERE owner_id = $1 ORDER BY name, id',
      [account.id],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM passkeys WHERE account_id = $1', [
      account.id,
    ]),
  ]);
  return {
    id: account.id,
    displayName: account.displayName,
    role: account.role,
    createdAt: account.createdAt,
    platforms: platforms.rows,
    passkeys: passkeys.rows[0]?.n ?? 0,
  };
}

async function platformNameTaken(db: Queryable, name: string): Promise<boolean> {
  const taken = await db.query('SELECT 1 FROM platforms WHERE lower(name) = lower($1)', [name]);
  return taken.rowCount > 0;
}

/** A platform id from its name, free of every other's. */
async function freePlatformId(db: Queryable, name: string): Promise<string> {
  const base = slugOf(name, 30, 'platform');
  for (const candidate of [base, ...Array.from({ length: 5 }, () => `${base}-${randomSuffix()}`)]) {
    const taken = await db.query('SELECT 1 FROM platforms WHERE id = $1', [candidate]);
    if (taken.rowCount === 0) return candidate;
  }
  throw new Error('no free platform id');
}

/**
 * A distributor's own platform, under a free id. Two sign-ups at once may choose one id (names
 * that differ only in accents) or one name (in another case): the insert skips a clash with
 * either (`ON CONFLICT DO NOTHING`, after the other sign-up commits or gives up), and then a name
 * taken meanwhile is `platform-taken` and an id taken meanwhile is chosen again.
 */
async function insertOwnPlatform(
  tx: Queryable,
  platform: { name: string; fee: number },
  ownerId: string,
  now: Date,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await platformNameTaken(tx, platform.name)) throw new Problem('platform-taken');
    const inserted = await tx.query(
      `INSERT INTO platforms (id, name, fee, seeded, owner_id, created_at)
       VALUES ($1, $2, $3, false, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
      [
        await freePlatformId(tx, platform.name),
        platform.name,
        platform.fee,
        ownerId,
        now.toISOString(),
      ],
    );
    if (inserted.rows.length > 0) return;
  }
  throw new Error('no free platform id');
}

/**
 * Accounts with passkeys (WebAuthn, `@simplewebauthn/server`): sign-up (with a distributor's
 * platform), sign-in, the session, passkeys added and removed (never the last), signing out of
 * this device or of every one. No password exists anywhere.
 */
export function accountRoutes(api: Api, context: ApiContext) {
  const db = context.db;
  const rp = relyingParty(context.siteOrigin);
  const cookie = sessionCookieOptions(context.siteOrigin);
  const ceremonyCookie = { ...cookie, maxAge: CEREMONY_MINUTES * 60, path: '/api/' };

  const startSession = async (reply: FastifyReply, account: Account, previous: string | null) => {
    // A sign-in always starts a new session (its id rotates); the one it replaces ends.
    if (previous) await endSession(db, previous);
    const token = await createSession(db, account.id, context.now());
    reply.setCookie(SESSION_COOKIE, token, cookie);
    reply.clearCookie(CEREMONY_COOKIE, { path: '/api/' });
  };

  const open = guard('public');
  const signedIn = guard('account');

  api.post(
    '/api/accounts/registration-options',
    {
      config: limit(context, 'signIn'),
      schema: {
        ...open.access,
        summary: 'Start signing up: the options for creating a passkey',
        description:
          'An author or a distributor (who names its platform and its distribution fee). The answer’s `options` go to the browser’s WebAuthn call; its result is posted to `/api/accounts` within a few minutes.',
        tags: ['accounts'],
        body: SignUpRequest,
        response: { 200: CeremonyOptions, ...problems(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const displayName = body.displayName.trim();
      if (!displayName) {
        throw new Problem('invalid-request', 'A name is required.', {
          errors: [{ pointer: '/displayName', code: 'required' }],
        });
      }
      const platform = body.platform
        ? { name: body.platform.name.trim(), fee: body.platform.fee }
        : undefined;
      if (body.role === 'distributor' && !platform?.name) {
        throw new Problem('invalid-request', 'A distributor names its platform.', {
          errors: [{ pointer: '/platform/name', code: 'required' }],
        });
      }
      if (body.role === 'author' && platform) {
        throw new Problem('invalid-request', 'An author runs no platform.', {
          errors: [{ pointer: '/platform', code: 'additionalProperties' }],
        });
      }
      if (platform && (await platformNameTaken(db, platform.name)))
        throw new Problem('platform-taken');
      const userHandle = newUserHandle();
      const options = await registrationOptions(rp, { handle: userHandle, name: displayName });
      const details: SignUpDetails = {
        displayName,
        role: body.role,
        userHandle: userHandle.toString('base64url'),
        ...(platform ? { platform } : {}),
      };
      const token = await startCeremony(
        db,
        {
          purpose: 'sign-up',
          challenge: options.challenge,
          details: { ...details },
          accountId: null,
        },
        context.now(),
      );
      reply.setCookie(CEREMONY_COOKIE, token, ceremonyCookie).header('Cache-Control', 'no-store');
      return { options: options as unknown as Record<string, unknown> };
    },
  );

  api.post(
    '/api/accounts',
    {
      config: limit(context, 'signIn'),
      schema: {
        ...open.access,
        summary: 'Finish signing up with the new passkey',
        description: 'Creates the account (and a distributor’s platform) and signs it in.',
        tags: ['accounts'],
        body: RegistrationRequest,
        response: { 201: AccountView, ...problems(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const now = context.now();
      const ceremony = await takeCeremony<SignUpDetails>(
        db,
        request.cookies[CEREMONY_COOKIE],
        'sign-up',
        now,
      );
      if (!ceremony) throw new Problem('ceremony-expired');
      const passkey = await verifiedPasskey(
        rp,
        request.body.response as unknown as RegistrationResponseJSON,
        ceremony.challenge,
      );
      // A passkey already registered (an authenticator that repeats its credential) opens no
      // second account: refused as adding it to an account is.
      if (!passkey || (await findPasskey(db, passkey.id))) throw new Problem('passkey-rejected');
      const { details } = ceremony;
      const account = await db.transaction(async (tx) => {
        const created = await createAccount(tx, {
          displayName: details.displayName,
          role: details.role,
          userHandle: Buffer.from(details.userHandle, 'base64url'),
          now,
        });
        await addPasskey(tx, { ...passkey, accountId: created.id }, now);
        if (details.platform) await insertOwnPlatform(tx, details.platform, created.id, now);
        return created;
      });
      await startSession(reply, account, request.sessionToken);
      reply.code(201).header('Cache-Control', 'no-store');
      return accountView(db, account);
    },
  );

  api.post(
    '/api/sessions/options',
    {
      config: limit(context, 'signIn'),
      schema: {
        ...open.access,
        summary: 'Start signing in: the options for using a passkey',
        tags: ['accounts'],
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: CeremonyOptions, ...problems(400, 429) },
      },
    },
    async (_request, reply) => {
      const options = await authenticationOptions(rp);
      const token = await startCeremony(
        db,
        { purpose: 'sign-in', challenge: options.challenge, details: {}, accountId: null },
        context.now(),
      );
      reply.setCookie(CEREMONY_COOKIE, token, ceremonyCookie).header('Cache-Control', 'no-store');
      return { options: options as unknown as Record<string, unknown> };
    },
  );

  api.post(
    '/api/sessions',
    {
      config: limit(context, 'signIn'),
      schema: {
        ...open.access,
        summary: 'Sign in with a passkey',
        description: 'Starts a new session (a new cookie; the one it replaces ends).',
        tags: ['accounts'],
        body: AuthenticationRequest,
        response: { 200: AccountView, ...problems(400, 429) },
      },
    },
    async (request, reply) => {
      const now = context.now();
      const ceremony = await takeCeremony(db, request.cookies[CEREMONY_COOKIE], 'sign-in', now);
      if (!ceremony) throw new Problem('ceremony-expired');
      const response = request.body.response as unknown as AuthenticationResponseJSON;
      const passkey = await findPasskey(db, response.id);
      if (!passkey) throw new Problem('passkey-rejected');
      const counter = await verifiedSignIn(rp, response, ceremony.challenge, passkey);
      if (counter === undefined) throw new Problem('passkey-rejected');
      await recordPasskeyUse(db, passkey.id, counter, now);
      const account = await findAccount(db, passkey.accountId);
      if (!account) throw new Problem('passkey-rejected');
      await startSession(reply, account, request.sessionToken);
      reply.header('Cache-Control', 'no-store');
      return accountView(db, account);
    },
  );

  api.get(
    '/api/session',
    {
      config: limit(context, 'reads'),
      schema: {
        ...open.access,
        summary: 'Who is signed in: the account, or null',
        description:
          'Answers 200 whether or not anyone is signed in, so a page can ask on every visit without an error: `account` is null without a live session (a cookie naming an ended one is cleared).',
        tags: ['accounts'],
        response: { 200: SessionView },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!request.account) {
        if (request.cookies[SESSION_COOKIE] !== undefined)
          reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { account: null };
      }
      return { account: await accountView(db, request.account) };
    },
  );

  api.delete(
    '/api/session',
    {
      onRequest: signedIn.onRequest,
      config: limit(context, 'reads'),
      schema: {
        ...signedIn.access,
        summary: 'Sign out of this device',
        tags: ['accounts'],
        response: { 204: Type.Null(), ...problems(401, 403) },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await endSession(db, request.sessionToken);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );

  api.delete(
    '/api/sessions',
    {
      onRequest: signedIn.onRequest,
      config: limit(context, 'reads'),
      schema: {
        ...signedIn.access,
        summary: 'Sign out of every device',
        tags: ['accounts'],
        response: { 204: Type.Null(), ...problems(401, 403) },
      },
    },
    async (request, reply) => {
      await endAllSessions(db, caller(request).id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/account/passkeys',
    {
      onRequest: signedIn.onRequest,
      config: limit(context, 'reads'),
      schema: {
        ...signedIn.access,
        summary: 'The account’s passkeys',
        tags: ['accounts'],
        response: { 200: Type.Object({ passkeys: Type.Array(PasskeyView) }), ...problems(401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const passkeys = await passkeysOf(db, caller(request).id);
      return {
        passkeys: passkeys.map((passkey) => ({
          id: passkey.id,
          createdAt: passkey.createdAt,
          lastUsedAt: passkey.lastUsedAt,
          deviceType: passkey.deviceType,
          backedUp: passkey.backedUp,
        })),
      };
    },
  );

  api.post(
    '/api/account/passkeys/options',
    {
      onRequest: signedIn.onRequest,
      config: limit(context, 'signIn'),
      schema: {
        ...signedIn.access,
        summary: 'Start adding a passkey',
        tags: ['accounts'],
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: CeremonyOptions, ...problems(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const account = caller(request);
      const existing = await passkeysOf(db, account.id);
      const options = await registrationOptions(
        rp,
        { handle: account.userHandle, name: account.displayName },
        existing,
      );
      const token = await startCeremony(
        db,
        {
          purpose: 'add-passkey',
          challenge: options.challenge,
          details: {},
          accountId: account.id,
        },
        context.now(),
      );
      reply.setCookie(CEREMONY_COOKIE, token, ceremonyCookie).header('Cache-Control', 'no-store');
      return { options: options as unknown as Record<string, unknown> };
    },
  );

  api.post(
    '/api/account/passkeys',
    {
      onRequest: signedIn.onRequest,
      config: limit(context, 'signIn'),
      schema: {
        ...signedIn.access,
        summary: 'Finish adding a passkey',
        tags: ['accounts'],
        body: RegistrationRequest,
        response: { 201: PasskeyView, ...problems(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const account = caller(request);
      const now = context.now();
      const ceremony = await takeCeremony(db, request.cookies[CEREMONY_COOKIE], 'add-passkey', now);
      if (!ceremony || ceremony.accountId !== account.id) throw new Problem('ceremony-expired');
      const passkey = await verifiedPasskey(
        rp,
        request.body.response as unknown as RegistrationResponseJSON,
        ceremony.challenge,
      );
      if (!passkey || (await findPasskey(db, passkey.id))) throw new Problem('passkey-rejected');
      await addPasskey(db, { ...passkey, accountId: account.id }, now);
      reply.clearCookie(CEREMONY_COOKIE, { path: '/api/' });
      reply.code(201).header('Cache-Control', 'no-store');
      return {
        id: passkey.id,
        createdAt: now.toISOString(),
        lastUsedAt: null,
        deviceType: passkey.deviceType,
        backedUp: passkey.backedUp,
      };
    },
  );

  api.delete(
    '/api/account/passkeys/:id',
    {
      onRequest: signedIn.onRequest,
      config: limit(context, 'signIn'),
      schema: {
        ...signedIn.access,
        summary: 'Remove a passkey (never the last)',
        tags: ['accounts'],
        params: Type.Object({
          id: Type.String({ minLength: 1, maxLength: 1400, pattern: '^[A-Za-z0-9_-]+$' }),
        }),
        response: { 204: Type.Null(), ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const account = caller(request);
      await db.transaction(async (tx) => {
        // Locked, so two removals at once cannot both leave it with none.
        await findAccount(tx, account.id, { forUpdate: true });
        const passkeys = await passkeysOf(tx, account.id);
        if (!passkeys.some((passkey) => passkey.id === request.params.id))
          throw new Problem('not-found');
        if (passkeys.length <= 1) throw new Problem('last-passkey');
        await removePasskey(tx, account.id, request.params.id);
      });
      return reply.code(204).send(null);
    },
  );
}
