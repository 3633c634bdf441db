/** The privacy page's sections of running text, in order: keys in `privacy.json`. */
export const PRIVACY_SECTION_IDS = ['browser', 'public', 'payments', 'tracking'] as const;

/**
 * What the marketplace's server keeps, one table row each, in order: keys under `server.rows`.
 * Their figures (how long) are the rules' (`RETENTION` in `@fair/shared`), quoted as text
 * variables: the page says what the server does.
 */
export const SERVER_ROW_IDS = [
  'licensee',
  'keyHash',
  'answers',
  'addresses',
  'purchases',
  'accounts',
] as const;

/** The columns of that table: keys under `server.columns` and in each row. */
export const SERVER_COLUMNS = ['what', 'why', 'kept'] as const;
