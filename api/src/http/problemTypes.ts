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
  'not-found': 404,
  'work-not-found': 404,
  'licence-not-found': 404,
  /** The work was withdrawn by its author: no new sale. */
  'work-withdrawn': 410,
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
