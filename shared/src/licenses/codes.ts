/**
 * How a licence's two identifiers are written (product rules §8). The **key** is the buyer's
 * secret: 256 random bits in base64url, shown once, the only way back to the licence. The
 * **code** is public, for verification: 12 Crockford base-32 characters, shown `XXXX-XXXX-XXXX`,
 * read back ignoring case, spaces and dashes. The server makes both; the browser and the server
 * read them with these same functions.
 */

export const LICENSE_CODE_LENGTH = 12;
/** Crockford's base-32 alphabet: digits and letters but I, L, O and U (never misread aloud). */
export const LICENSE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `ABCD1234EFGH` → `ABCD-1234-EFGH`. */
export function formatLicenseCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A code as a person may type it, read back: case, spaces and dashes ignored, and the letters
 * Crockford reads as digits (I and L as 1, O as 0). Null when it cannot be a code.
 */
export function normalizeLicenseCode(input: string): string | null {
  if (input.length > 64) return null;
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (code.length !== LICENSE_CODE_LENGTH) return null;
  for (const character of code) if (!LICENSE_CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** What a licence key may look like: base64url, as the server issues it (43 characters today). */
export const LICENSE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** A key as pasted (surrounding spaces and line breaks dropped), or null when it cannot be one. */
export function normalizeLicenseKey(input: string): string | null {
  const key = input.trim();
  return LICENSE_KEY_PATTERN.test(key) ? key : null;
}
