// @ts-check
import { REMOTE_APPS, federationName } from './apps.mjs';

/**
 * The remotes document says where each remote lives: `{ "remotes": { "mf_catalog": "<entry URL>" } }`.
 * This one module checks it for both the server (which derives the Content-Security-Policy from
 * it) and the browser (which loads the remotes it names), so the two can never disagree.
 *
 * - A structure that is not such an object is broken: the site shows its error page.
 * - A name that is not one of the site's remotes is ignored (and reported, to be logged).
 * - A known remote with a missing or unusable address is left out: its pages show their fallback
 *   while every other remote works.
 */

/** The federation names of the site's remotes (`mf_catalog`, …), from the app table. */
export const REMOTE_NAMES = REMOTE_APPS.map((app) => federationName(app.name));

const MAX_URL_LENGTH = 2048;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = `(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])`;
const PATH = '(?:/(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})*)*';
/** scheme://host[:port]/path and nothing else: no user, query, fragment, wildcard or other syntax. */
const PLAIN_URL = new RegExp(`^https?://${HOST}(?::[0-9]{1,5})?${PATH}$`);

/**
 * Why an entry address is unusable, or undefined when it is a plain http(s) URL with a host.
 * @param {unknown} value
 * @returns {string | undefined}
 */
export function entryAddressProblem(value) {
  if (typeof value !== 'string') return 'is not a string';
  if (value.length > MAX_URL_LENGTH) return `is longer than ${MAX_URL_LENGTH} characters`;
  if (!PLAIN_URL.test(value)) {
    return 'is not a plain http(s) URL with a host (no wildcards, credentials, query or other syntax)';
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    return 'is not a valid URL';
  }
  if (url.port !== '' && Number(url.port) > 65535) return 'has an invalid port';
  if (url.href !== value) return `is not written in its normal form (${url.href})`;
  return undefined;
}

/**
 * @typedef {{ kind: 'broken', reason: string }
 *   | { kind: 'usable', entries: Record<string, string>, unusable: Record<string, string>, unknown: string[] }} CheckedRemotesDocument
 * `entries`: the remotes that can be loaded, by federation name; `unusable`: the known remotes
 * left out, with the reason; `unknown`: the names that are not remotes of this site.
 */

/**
 * @param {unknown} value the parsed JSON document
 * @returns {CheckedRemotesDocument}
 */
export function checkRemotesDocument(value) {
  if (!isPlainObject(value)) return { kind: 'broken', reason: 'the document is not a JSON object' };
  const remotes = value.remotes;
  if (!isPlainObject(remotes))
    return { kind: 'broken', reason: 'the document has no "remotes" object' };
  /** @type {Record<string, string>} */
  const entries = {};
  /** @type {Record<string, string>} */
  const unusable = {};
  for (const name of REMOTE_NAMES) {
    if (!Object.hasOwn(remotes, name)) {
      unusable[name] = 'has no entry';
      continue;
    }
    const problem = entryAddressProblem(remotes[name]);
    if (problem) unusable[name] = `its address ${problem}`;
    else entries[name] = /** @type {string} */ (remotes[name]);
  }
  const unknown = Object.keys(remotes).filter((name) => !REMOTE_NAMES.includes(name));
  return { kind: 'usable', entries, unusable, unknown };
}

/**
 * The origins the usable entries are served from: what the shell's CSP allows.
 * @param {Record<string, string>} entries
 */
export function entryOrigins(entries) {
  return [...new Set(Object.values(entries).map((entry) => new URL(entry).origin))].sort();
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
