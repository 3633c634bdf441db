// @ts-check
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVE_APP = fileURLToPath(new URL('./serveApp.mjs', import.meta.url));

/**
 * @typedef {{ app: string, port: number }} Served
 * @typedef {{ stop: () => Promise<void>, ready: Promise<void>, pids: () => Record<string, number | undefined> }} Supervision
 */

/**
 * Serves a composition with one process per app, so no request that brings one server down takes
 * another with it. A process that exits is started again (after 100 ms, doubling up to 5 s while
 * it keeps failing quickly).
 * @param {{ layout: string, apps: Served[], host?: string, log?: (line: string) => void }} options
 * @returns {Supervision}
 */
export function superviseApps({
  layout,
  apps,
  host = 'localhost',
  log = (line) => console.log(line),
}) {
  let stopping = false;
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const children = new Map();
  /** @type {Promise<void>[]} */
  const firstStarts = [];

  /** @param {Served} served @param {number} delay @param {(() => void) | undefined} onReady */
  const start = (served, delay, onReady) => {
    const startedAt = Date.now();
    const child = fork(
      SERVE_APP,
      ['--app', served.app, '--layout', layout, '--port', String(served.port), '--host', host],
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    children.set(served.app, child);
    child.on('message', (message) => {
      if (message && typeof message === 'object' && 'ready' in message) {
        log(`${served.app} on http://${host}:${served.port} (pid ${child.pid})`);
        onReady?.();
      }
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const quick = Date.now() - startedAt < 2000;
      const next = quick ? Math.min(delay * 2, 5000) : 100;
      log(`${served.app} stopped (${signal ?? `exit ${code}`}); starting it again in ${next} ms`);
      setTimeout(() => !stopping && start(served, next, undefined), next);
    });
  };

  for (const served of apps) {
    firstStarts.push(new Promise((resolve) => start(served, 100, resolve)));
  }

  return {
    ready: Promise.all(firstStarts).then(() => undefined),
    pids: () => Object.fromEntries([...children].map(([app, child]) => [app, child.pid])),
    async stop() {
      stopping = true;
      await Promise.all(
        [...children.values()].map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
