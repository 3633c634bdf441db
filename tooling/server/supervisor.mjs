// @ts-check
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { EXIT_DO_NOT_RESTART } from '@fair/shared/site';

const SERVE_APP = fileURLToPath(new URL('./serveApp.mjs', import.meta.url));

/**
 * How many times a process that has never been ready is started before the supervision fails: a
 * missing build or a port someone else holds fails every start, and would otherwise be started
 * again for ever while `ready` never comes.
 */
export const FIRST_START_ATTEMPTS = 5;

/**
 * @typedef {{ app: string, port: number, api?: string }} Served
 * An app of the table on a port (`api`: the API, where the shell forwards `/api/` and a remote's
 * render service reads).
 * @typedef {{ name: string, script: string, args: string[], env?: Record<string, string> }} Service
 * A process that is not an app of the table (the API): its script, arguments and environment.
 * @typedef {{ stop: () => Promise<void>, ready: Promise<void>, failed: Promise<string>, pids: () => Record<string, number | undefined> }} Supervision
 * `failed`: resolves, with the reason, when a process exited with EX_DO_NOT_RESTART.
 */

/**
 * Serves a composition with one process per app (and per service, such as the API), so no
 * request that brings one server down takes another with it. A process that exits is started
 * again (after 100 ms, doubling up to 5 s while it keeps failing quickly), unless it exits
 * saying that starting again cannot help (`EXIT_DO_NOT_RESTART`), or has exited
 * `FIRST_START_ATTEMPTS` times without ever being ready: then `ready` rejects and `failed`
 * resolves.
 * @param {{ layout: string, apps: Served[], services?: Service[], host?: string, log?: (line: string) => void }} options
 * @returns {Supervision}
 */
export function superviseApps({
  layout,
  apps,
  services = [],
  host = 'localhost',
  log = (line) => console.log(line),
}) {
  let stopping = false;
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const children = new Map();
  /** @type {Promise<void>[]} */
  const firstStarts = [];
  /** @type {(reason: string) => void} */
  let fail = () => undefined;
  /** @type {Promise<string>} */
  const failed = new Promise((resolve) => (fail = resolve));

  /**
   * @param {{ name: string, script: string, args: string[], env?: Record<string, string>, where: string }} process_
   * @param {number} delay
   * @param {{ resolve: () => void, reject: (error: Error) => void, attempt: number } | undefined} first
   *   set until the process has been ready once
   */
  const start = (process_, delay, first) => {
    const startedAt = Date.now();
    const child = fork(process_.script, process_.args, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, ...process_.env },
    });
    children.set(process_.name, child);
    child.on('message', (message) => {
      if (message && typeof message === 'object' && 'ready' in message) {
        log(`${process_.name} on ${process_.where} (pid ${child.pid})`);
        first?.resolve();
        first = undefined;
      }
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (code === EXIT_DO_NOT_RESTART) {
        const reason = `${process_.name} stopped and cannot start again (exit ${code}): see its message above`;
        log(reason);
        first?.reject(new Error(reason));
        fail(reason);
        return;
      }
      if (first && first.attempt >= FIRST_START_ATTEMPTS) {
        const reason = `${process_.name} exited ${first.attempt} times (last: ${signal ?? `exit ${code}`}) without ever being ready: see its messages above`;
        log(reason);
        first.reject(new Error(reason));
        fail(reason);
        return;
      }
      const quick = Date.now() - startedAt < 2000;
      const next = quick ? Math.min(delay * 2, 5000) : 100;
      log(
        `${process_.name} stopped (${signal ?? `exit ${code}`}); starting it again in ${next} ms`,
      );
      const again = first && { ...first, attempt: first.attempt + 1 };
      setTimeout(() => !stopping && start(process_, next, again), next);
    });
  };

  const processes = [
    ...apps.map((served) => ({
      name: served.app,
      script: SERVE_APP,
      args: [
        '--app',
        served.app,
        '--layout',
        layout,
        '--port',
        String(served.port),
        '--host',
        host,
        ...(served.api ? ['--api', served.api] : []),
      ],
      where: `http://${host}:${served.port}`,
    })),
    ...services.map((service) => ({ ...service, where: service.script })),
  ];
  for (const process_ of processes) {
    firstStarts.push(
      new Promise((resolve, reject) =>
        start(process_, 100, { resolve: () => resolve(undefined), reject, attempt: 1 }),
      ),
    );
  }

  return {
    ready: Promise.all(firstStarts).then(() => undefined),
    failed,
    pids: () => Object.fromEntries([...children].map(([name, child]) => [name, child.pid])),
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
