import { callApi, localFailure, type ApiResult, type LocalFailure } from '../api/client';
import type { Account, Passkey, Role } from '../api/types';

/**
 * What someone signing up gives: a distributor also names its platform and its fee (cents). What
 * was left out (no role chosen, no readable fee) is left out of the request too: the server says
 * beside the field that it is needed.
 */
export interface SignUpDetails {
  displayName: string;
  role?: Role;
  platform?: { name: string; fee?: number };
}

/** The browser's passkey calls, loaded only when a ceremony starts (most visits have none). */
const webauthn = () => import('@simplewebauthn/browser');

/** The browser's refusal, as the page words it: cancelled, already there, or failed. */
function refusalOf(error: unknown): LocalFailure {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'passkey-exists';
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return 'passkey-cancelled';
  return 'passkey-failed';
}

type Options = { options: Record<string, unknown> };

/**
 * One passkey ceremony: the API's options, the browser's answer (a new passkey, or the use of
 * one), the API's verdict. Never throws: each step's failure is a result the page puts into words.
 */
async function ceremony<T>(
  start: () => Promise<ApiResult<Options>>,
  answer: (options: Record<string, unknown>) => Promise<unknown>,
  finish: (response: unknown) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  let browserSupportsWebAuthn: () => boolean;
  try {
    ({ browserSupportsWebAuthn } = await webauthn());
  } catch {
    // Its code could not be downloaded (offline, or a deploy removed this version's files).
    return { ok: false, failure: localFailure('unreachable') };
  }
  if (!browserSupportsWebAuthn())
    return { ok: false, failure: localFailure('passkey-unsupported') };
  const started = await start();
  if (!started.ok) return started;
  let response: unknown;
  try {
    response = await answer(started.data.options);
  } catch (error) {
    return { ok: false, failure: localFailure(refusalOf(error)) };
  }
  return finish(response);
}

const create = async (options: Record<string, unknown>) =>
  (await webauthn()).startRegistration({ optionsJSON: options as never });
const use = async (options: Record<string, unknown>) =>
  (await webauthn()).startAuthentication({ optionsJSON: options as never });

/** Signs up with a new passkey: the account is created and signed in. */
export function signUp(details: SignUpDetails): Promise<ApiResult<Account>> {
  return ceremony(
    () => callApi<Options>('POST', 'accounts/registration-options', details),
    create,
    (response) => callApi<Account>('POST', 'accounts', { response }),
  );
}

/** Signs in with a passkey the browser or phone offers (discoverable: no name is typed). */
export function signIn(): Promise<ApiResult<Account>> {
  return ceremony(
    () => callApi<Options>('POST', 'sessions/options', {}),
    use,
    (response) => callApi<Account>('POST', 'sessions', { response }),
  );
}

/** Adds a passkey to the signed-in account. */
export function addPasskey(): Promise<ApiResult<Passkey>> {
  return ceremony(
    () => callApi<Options>('POST', 'account/passkeys/options', {}),
    create,
    (response) => callApi<Passkey>('POST', 'account/passkeys', { response }),
  );
}
