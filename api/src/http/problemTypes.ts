/**
 * Every problem the API answers with (RFC 9457), by its stable slug, and its HTTP status. The
 * slug is the `type` (`/api/problems/<slug>`) a client reads and translates: the site's texts
 * are `problems.<slug>` in `@fair/shared`'s common vocabulary, one per language (a test fails
 * when one is missing).
 */
export const PROBLEM_STATUS = {
  /** The request does not match its schema: unknown field, too long, wrong type or value. */
  'invalid-request': 400,
  'idempotency-key-missing': 400,
  /** A passkey's answer did not verify (wrong site, wrong challenge, a key this account lacks). */
  'passkey-rejected': 400,
  /** A passkey ceremony that was never started here, or is older than a few minutes. */
  'ceremony-expired': 400,
  /** The request needs a signed-in account (or a valid API key) and has none. */
  unauthenticated: 401,
  /** An API key that does not exist or was revoked. */
  'api-key-invalid': 401,
  /** The account is signed in but its role may not do this. */
  forbidden: 403,
  /** A state-changing request with a session came from another site (its Origin). */
  'origin-refused': 403,
  'not-found': 404,
  'work-not-found': 404,
  'licence-not-found': 404,
  /** The work was withdrawn by its author: no new sale. */
  'work-withdrawn': 410,
  /** An account's last passkey cannot be removed: the account would be lost. */
  'last-passkey': 409,
  /** Another platform already has that name. */
  'platform-taken': 409,
  /**
   * Another request made the same thing at the same moment (two sign-ups with one passkey, say):
   * nothing of this one was written; trying again gets the answer the other left.
   */
  conflict: 409,
  'body-too-large': 413,
  'unsupported-media-type': 415,
  /** The same Idempotency-Key came with another body. */
  'idempotency-key-reused': 422,
  /** A platform the work's author does not allow, or that does not exist. */
  'platform-not-offered': 422,
  /** A shorter duration, a platform the licence already covers, or nothing to expand. */
  'expansion-not-allowed': 422,
  /** An imported licence record that cannot be read as one. */
  'import-unreadable': 422,
  'rate-limited': 429,
  'server-error': 500,
  /** The database cannot be reached: nothing was written. */
  unavailable: 503,
} as const;

export type ProblemSlug = keyof typeof PROBLEM_STATUS;

export const PROBLEM_SLUGS = Object.keys(PROBLEM_STATUS) as ProblemSlug[];

/** The `type` of a problem: a stable address, the same in every language. */
export function problemType(slug: ProblemSlug): string {
  return `/api/problems/${slug}`;
}
