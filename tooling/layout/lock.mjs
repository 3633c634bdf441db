// @ts-check
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A lock whose owner is on another host (a shared folder) is taken to be left behind after this. */
const STALE_MS = 10 * 60 * 1000;
/** A lock whose owner cannot be read this long after it was made: its maker died making it. */
const UNREADABLE_MS = 10 * 1000;

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Runs `work` while holding the layout's lock, so switches happen one at a time: a deploy reads
 * what is live, composes and switches with no other switch in between, and two deploys started
 * together both take effect, one after the other. The lock is a directory (made atomically)
 * naming its owner. One left by a process of this host that is gone is taken over at once; a
 * live owner of this host keeps it however long it works, even without a pause (composing
 * compresses every page synchronously); an owner on another host is taken to be gone after ten
 * minutes. (proper-lockfile, which keeps a lock alive by touching it from a timer, hands over a
 * lock whose holder has not let its timer run for its stale time, and keeps one whose holder was
 * killed for that time: see lock.test.mjs.)
 * @template T
 * @param {string} root the layout
 * @param {() => Promise<T> | T} work
 * @param {{ waitMs?: number, onWait?: (owner: string) => void }} [options]
 * @returns {Promise<T>}
 */
export async function withLayoutLock(root, work, { waitMs = 10 * 60 * 1000, onWait } = {}) {
  mkdirSync(root, { recursive: true });
  const dir = join(root, '.lock');
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(
        join(dir, 'owner.json'),
        JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }),
      );
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const owner = readOwner(dir);
      const stale = owner
        ? owner.host === hostname()
          ? !alive(owner.pid)
          : ageOf(dir) > STALE_MS
        : ageOf(dir) > UNREADABLE_MS;
      if (stale) {
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > waitMs)
        throw new Error(`the layout is locked by ${JSON.stringify(owner)}`);
      if (!told && onWait)
        onWait(owner ? `process ${owner.pid} on ${owner.host}` : 'another process');
      told = true;
      await sleep(50 + Math.random() * 100);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {string} dir @returns {{ pid: number, host: string } | undefined} */
function readOwner(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'owner.json'), 'utf8'));
  } catch {
    return undefined; // being written, or already gone
  }
}

/** @param {string} dir */
function ageOf(dir) {
  try {
    return Date.now() - statSync(dir).mtimeMs;
  } catch {
    return 0;
  }
}
