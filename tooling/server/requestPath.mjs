// @ts-check
/** The longest request target the servers look at; longer ones answer 414. */
export const MAX_TARGET_LENGTH = 4096;

/**
 * @typedef {{ ok: true, path: string, segments: string[], query: string }
 *   | { ok: false, status: 400 | 404 | 414 }} RequestPath
 * `path` is decoded; `segments` are its parts after the first slash; `query` keeps its `?`.
 */

/**
 * Reads a request target as the servers use it: an absolute path, each segment percent-decoded
 * once. Anything that could step out of a folder or smuggle a separator is refused before any
 * file is looked at: malformed escapes, NUL, backslashes and encoded slashes (400), `.` and `..`
 * segments and hidden files (404).
 * @param {string | undefined} target the raw request target (`request.raw.url`)
 * @returns {RequestPath}
 */
export function requestPath(target) {
  if (!target || !target.startsWith('/')) return { ok: false, status: 400 };
  if (target.length > MAX_TARGET_LENGTH) return { ok: false, status: 414 };
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query =
    queryAt === -1 || target[queryAt] === '#' ? '' : (target.slice(queryAt).split('#')[0] ?? '');
  /** @type {string[]} */
  const segments = [];
  for (const raw of rawPath.slice(1).split('/')) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, status: 400 };
    }
    if (/[\\/]/.test(segment) || /\p{Cc}/u.test(segment)) return { ok: false, status: 400 };
    if (segment === '.' || segment === '..') return { ok: false, status: 404 };
    segments.push(segment);
  }
  return { ok: true, path: `/${segments.join('/')}`, segments, query };
}
