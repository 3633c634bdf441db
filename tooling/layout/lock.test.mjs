// @ts-check
// The layout's lock, against the cases a lock kept alive by a timer (proper-lockfile) gets wrong
// for a deploy: a holder that works without a pause for longer than the lock's stale time (the
// composer compresses every page synchronously) loses its lock to a second deploy, and crashes
// when its timer finds out (ECOMPROMISED); a holder that was killed keeps everyone waiting for the
// stale time. Each case runs in processes of its own, as two deploys do.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withLayoutLock } from './lock.mjs';

const LOCK = new URL('./lock.mjs', import.meta.url).href;

/** @type {string[]} */
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function layoutRoot() {
  const root = mkdtempSync(join(tmpdir(), 'fair-lock-'));
  made.push(root);
  return root;
}

/**
 * Runs `body` in a process of its own holding the lock of `root`; resolves once it holds it.
 * @param {string} root @param {string} body
 */
function holdInAnotherProcess(root, body) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { withLayoutLock } from ${JSON.stringify(LOCK)};
       await withLayoutLock(${JSON.stringify(root)}, async () => {
         console.log('holding');
         ${body}
       });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  /** @type {Promise<void>} */
  const holding = new Promise((resolve, reject) => {
    child.stdout.on('data', (data) => String(data).includes('holding') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited (${code}) before holding`)));
  });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, holding, exited };
}

describe('the layout lock', () => {
  it('stays with a holder that works for seconds without a pause, and passes on when it is done', async () => {
    const root = layoutRoot();
    const done = join(root, 'done');
    // Three seconds of synchronous work: longer than proper-lockfile's shortest stale time (2 s).
    const holder = holdInAnotherProcess(
      root,
      `const until = Date.now() + 3000;
       while (Date.now() < until) {}
       (await import('node:fs')).writeFileSync(${JSON.stringify(done)}, '');`,
    );
    await holder.holding;
    const sawDone = await withLayoutLock(root, async () => {
      const { existsSync } = await import('node:fs');
      return existsSync(done);
    });
    expect(sawDone).toBe(true);
    expect(await holder.exited).toBe(0);
  });

  it('is taken over at once from a holder that was killed', async () => {
    const root = layoutRoot();
    const holder = holdInAnotherProcess(root, `process.kill(process.pid, 'SIGKILL');`);
    await holder.holding;
    await holder.exited;
    const started = Date.now();
    await withLayoutLock(root, () => undefined);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('takes turns within one process too, in the order asked', async () => {
    const root = layoutRoot();
    /** @type {string[]} */
    const order = [];
    const slow = withLayoutLock(root, async () => {
      order.push('first in');
      await new Promise((resolve) => setTimeout(resolve, 300));
      order.push('first out');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await withLayoutLock(root, () => order.push('second'));
    await slow;
    expect(order).toEqual(['first in', 'first out', 'second']);
  });

  it('is never taken from a live owner on this host, however old its lock', async () => {
    const root = layoutRoot();
    const dir = join(root, '.lock');
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'owner.json'),
      JSON.stringify({ pid: process.pid, host: hostname(), since: '2000-01-01T00:00:00Z' }),
    );
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(dir, hourAgo, hourAgo);
    await expect(withLayoutLock(root, () => undefined, { waitMs: 300 })).rejects.toThrow(
      /the layout is locked by .*"pid":/,
    );
  });

  it('is taken from an owner on another host once it is ten minutes old, not before', async () => {
    const root = layoutRoot();
    const dir = join(root, '.lock');
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'owner.json'),
      JSON.stringify({ pid: 1, host: `not-${hostname()}`, since: new Date().toISOString() }),
    );
    await expect(withLayoutLock(root, () => undefined, { waitMs: 300 })).rejects.toThrow(
      /locked by/,
    );
    const old = new Date(Date.now() - 11 * 60_000);
    utimesSync(dir, old, old);
    await expect(withLayoutLock(root, () => 'mine', { waitMs: 300 })).resolves.toBe('mine');
  });
});
