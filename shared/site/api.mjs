// @ts-check
import { portVariable } from './apps.mjs';

/**
 * The marketplace's API: a service beside the app table (it serves no page). It listens on its
 * own port; the site's own address forwards `/api/` to it (the shell's server locally, the CDN in
 * production), so a browser only ever talks to the site's origin.
 */
export const API_SERVICE = /** @type {const} */ ({ name: 'api', port: 4180, pathPrefix: '/api/' });

/**
 * The name under which every answer of the API says its own time (`Server-Timing:
 * api;dur=<ms>`), which browsers give a page in its resource timing (`serverTiming`).
 */
export const SERVER_TIMING_NAME = API_SERVICE.name;

/**
 * The port the API listens on: 4180 unless `API_PORT` says otherwise.
 * @param {Record<string, string | undefined>} [env]
 */
export function apiPort(env = globalThis.process?.env ?? {}) {
  const variable = portVariable(API_SERVICE.name);
  const value = env[variable];
  if (value === undefined || value === '') return API_SERVICE.port;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable}=${value} is not a valid port`);
  }
  return port;
}

/**
 * The longest search text `GET /api/works?q=` reads, in characters (Unicode code points, as the
 * API's schema counts them). The API refuses a longer one; a page never sends it.
 */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/**
 * The most works one answer of `GET /api/works?limit=` holds. A page that shows more than that
 * (several "Show more") asks again for no more than this many when it comes back.
 */
export const WORKS_PAGE_MAX_SIZE = 100;

/**
 * The marketplace's ids (works, platforms): lower-case letters and digits, in words joined by
 * single dashes (`calculo-i-araujo`). The API's schemas and the site's addresses (`/obras/{id}`)
 * read the same pattern.
 */
export const ID_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** The longest work id the API takes, in characters. */
export const WORK_ID_MAX_LENGTH = 80;
