// @ts-check
import { readFileSync, statSync } from 'node:fs';

/**
 * A JSON file read again only when it changes (its modification time, size or inode): servers
 * look at the layout's switches on every request this way, at the cost of a `stat`.
 * @template T
 * @param {string} path
 * @param {(value: unknown) => T} read what the file's JSON means (it may throw: then undefined)
 * @returns {() => T | undefined} undefined while the file is missing or unreadable
 */
export function watchedJson(path, read) {
  /** @type {{ stamp: string, value: T | undefined }} */
  let cached = { stamp: '', value: undefined };
  return () => {
    let stamp;
    try {
      const stat = statSync(path);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      cached = { stamp: '', value: undefined };
      return undefined;
    }
    if (stamp !== cached.stamp) {
      let value;
      try {
        value = read(JSON.parse(readFileSync(path, 'utf8')));
      } catch {
        value = undefined;
      }
      cached = { stamp, value };
    }
    return cached.value;
  };
}
