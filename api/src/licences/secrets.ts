import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * A licence's two identifiers. The **key** is the buyer's secret (256 random bits, base64url,
 * shown once and stored only as its SHA-256): whoever holds it sees and expands the licence. The
 * **code** is public, for verification: 12 Crockford base-32 characters (60 random bits), read
 * aloud without ambiguity (no I, L, O, U), shown `XXXX-XXXX-XXXX`. Neither reveals anything.
 */

const KEY_BYTES = 32;
export const CODE_LENGTH = 12;
/** Crockford's base-32 alphabet: digits and letters but I, L, O and U. */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newLicenceKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

/** What is stored of a key: its SHA-256 (a 256-bit random key needs no slow hash). */
export function hashKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

export function newLicenceCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CROCKFORD[randomInt(CROCKFORD.length)];
  return code;
}

/** `ABCD1234EFGH` → `ABCD-1234-EFGH`. */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A code as a person may type it, read back: case, spaces and dashes ignored, and the letters
 * Crockford decodes as digits (I and L as 1, O as 0). Null when it cannot be a code.
 */
export function normalizeCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (code.length !== CODE_LENGTH) return null;
  for (const character of code) if (!CROCKFORD.includes(character)) return null;
  return code;
}
