import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey } from './accounts';

/** The relying party: the site, by its host (a passkey works on that host only). */
export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
}

export function relyingParty(siteOrigin: string): RelyingParty {
  return { name: 'Fair Licensing', id: new URL(siteOrigin).hostname, origin: siteOrigin };
}

/**
 * Options for creating a passkey: discoverable (so signing in needs no name typed), user
 * verification preferred, no attestation (the marketplace needs no proof of the device's make).
 */
export function registrationOptions(
  rp: RelyingParty,
  user: { handle: Uint8Array; name: string },
  existing: readonly Pick<Passkey, 'id' | 'transports'>[] = [],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new Uint8Array(user.handle),
    userName: user.name,
    userDisplayName: user.name,
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports as never,
    })),
  });
}

export function authenticationOptions(rp: RelyingParty) {
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred' });
}

/** A new passkey's public key and counter, if the browser's answer holds. */
export async function verifiedPasskey(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
) {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: (credential.transports ?? []) as string[],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    };
  } catch {
    return undefined;
  }
}

/** The passkey's new counter, if the browser's sign-in answer holds for it. */
export async function verifiedSignIn(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: Passkey,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
