// @ts-check
import { existsSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * The precompressed copies @fastify/static may send in a file's place (`preCompressed`): one for
 * each encoding it negotiates (br, gzip and deflate), whether or not our builds write it.
 */
const ENCODED_COPIES = ['.br', '.gz', '.deflate'];

/**
 * The real path of a file requested inside `root`, or undefined: it must exist, be a regular file,
 * and stay inside the real `root` once every symbolic link is followed, so a link can never lead
 * a request out of the folder it is served from. Hidden files (a segment starting with a dot) are
 * never served.
 * @param {string} root
 * @param {readonly string[]} segments decoded, already free of `.`, `..` and separators
 */
export function containedFile(root, segments) {
  if (
    segments.length === 0 ||
    segments.some((segment) => segment === '' || segment.startsWith('.'))
  ) {
    return undefined;
  }
  try {
    const realRoot = realpathSync(root);
    const inside = (/** @type {string} */ path) => path.startsWith(`${realRoot}${sep}`);
    const requested = join(root, ...segments);
    const real = realpathSync(requested);
    if (!inside(real) || !statSync(real).isFile()) return undefined;
    // The compressed copies served in its place must be as contained as the file itself.
    for (const extension of ENCODED_COPIES) {
      const variant = `${requested}${extension}`;
      if (existsSync(variant) && !inside(realpathSync(variant))) return undefined;
    }
    return real;
  } catch {
    return undefined;
  }
}
