import { createHash, randomBytes } from 'node:crypto';

/** A random secret of 256 bits, base64url: a session id, a ceremony id, an API key's body. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored of a secret: its SHA-256 (256 random bits need no slow hash). */
export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
