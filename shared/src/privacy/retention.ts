/**
 * How long the marketplace's server keeps what it keeps about people (product rules §8): the
 * API holds itself to these figures, and the privacy page quotes them (as text variables), so
 * the page can never promise less than the server does.
 */
export const RETENTION = {
  /**
   * A purchase's, expansion's or import's first answer, kept so that a retry gets it back: it
   * holds the licence key in clear (and the licensee's name) for this long, then is deleted.
   */
  idempotencyHours: 24,
  /** Client addresses are counted for rate limits in memory, per window of this many minutes. */
  rateLimitWindowMinutes: 1,
  /** An account's session ends after this many days unused… */
  sessionIdleDays: 30,
  /** …and this many days after sign-in at the latest. */
  sessionAbsoluteDays: 90,
  /** The language a visitor chose is remembered (the `fair_language` cookie) for this long. */
  languageCookieDays: 365,
} as const;
