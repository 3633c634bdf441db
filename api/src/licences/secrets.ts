import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  formatLicenseCode,
  LICENSE_CODE_ALPHABET,
  LICENSE_CODE_LENGTH,
  normalizeLicenseCode,
} from '@fair/shared/rules';

/**
 * A licence's two identifiers. The **key** is the buyer's secret (256 random bits, base64url,
 * shown once and stored only as its SHA-256): whoever holds it sees and expands the licence. The
 * **code** is public, for verification: 12 Crockford base-32 characters (60 random bits), read
 * aloud without ambiguity (no I, L, O, U), shown `XXXX-XXXX-XXXX`. Neither reveals anything.
 */

const KEY_BYTES = 32;
/** How codes are written and read back is the site's (`@fair/shared`): one rule for both. */
export const CODE_LENGTH = LICENSE_CODE_LENGTH;
export const CROCKFORD = LICENSE_CODE_ALPHABET;

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
export const formatCode = formatLicenseCode;

/**
 * A code as a person may type it, read back: case, spaces and dashes ignored, and the letters
 * Crockford decodes as digits (I and L as 1, O as 0). Null when it cannot be a code.
 */
export const normalizeCode = normalizeLicenseCode;
