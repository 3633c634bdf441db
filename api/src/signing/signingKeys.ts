import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

/** A public Ed25519 key as `/api/keys` publishes it (RFC 8037 JWK, RFC 7517 set). */
export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: PublicJwk;
}

/** RFC 7638 thumbprint of an OKP key: its id, stable and derived from the key itself. */
export function thumbprint(jwk: { crv: string; kty: string; x: string }): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  return createHash('sha256').update(canonical).digest('base64url');
}

function publicJwkOf(publicKey: KeyObject): PublicJwk {
  const jwk = publicKey.export({ format: 'jwk' }) as { crv: string; kty: string; x: string };
  return { kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid: thumbprint(jwk), alg: 'EdDSA', use: 'sig' };
}

/**
 * The key that signs certificates: the newest stored, or a new one made and stored on first use
 * (so a new database signs from its first licence, and a key is never lost on restart).
 * Concurrent first starts agree: the insert keeps the first key.
 */
export async function signingKey(db: Queryable): Promise<SigningKey> {
  const existing = await newestKey(db);
  if (existing) return existing;
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const publicJwk = publicJwkOf(publicKey);
  await db.query(
    `INSERT INTO signing_keys (kid, public_jwk, private_jwk) VALUES ($1, $2, $3)
     ON CONFLICT (kid) DO NOTHING`,
    [
      publicJwk.kid,
      JSON.stringify(publicJwk),
      JSON.stringify(privateKey.export({ format: 'jwk' })),
    ],
  );
  const stored = await newestKey(db);
  if (!stored) throw new Error('the signing key could not be stored');
  return stored;
}

async function newestKey(db: Queryable): Promise<SigningKey | undefined> {
  const result = await db.query<{ kid: string; public_jwk: PublicJwk; private_jwk: JsonWebKey }>(
    'SELECT kid, public_jwk, private_jwk FROM signing_keys ORDER BY created_at DESC, kid LIMIT 1',
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    kid: row.kid,
    publicJwk: row.public_jwk,
    privateKey: createPrivateKey({ key: row.private_jwk, format: 'jwk' }),
  };
}

/** Every key that has signed certificates: what `/api/keys` publishes. */
export async function publicKeys(db: Queryable): Promise<PublicJwk[]> {
  const result = await db.query<{ public_jwk: PublicJwk }>(
    'SELECT public_jwk FROM signing_keys ORDER BY created_at DESC, kid',
  );
  return result.rows.map((row) => row.public_jwk);
}

/** Ed25519 signature of the bytes, base64url. */
export function signBytes(key: SigningKey, data: string): string {
  return sign(null, Buffer.from(data, 'utf8'), key.privateKey).toString('base64url');
}

/** Checks a signature with a published key (what anyone holding `/api/keys` can do). */
export function verifySignature(jwk: PublicJwk, data: string, signature: string): boolean {
  const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' });
  return verify(null, Buffer.from(data, 'utf8'), key, Buffer.from(signature, 'base64url'));
}
