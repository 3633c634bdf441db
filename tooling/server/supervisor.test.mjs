// @ts-check
// The supervisor: one process per app, so a process that dies takes no other app with it and is
// started again; and no app outlives its supervisor.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_DO_NOT_RESTART, REMOTE_APPS } from '@fair/shared/site';
import { ask, closeConnections, freePort, liveFixture } from '../test/servers.mjs';
import { FIRST_START_ATTEMPTS, superviseApps } from './supervisor.mjs';

const APPS = ['shell', ...REMOTE_APPS.map((remote) => remote.name)];
/** A file each app serves. */
const known = (/** @type {string} */ app) =>
  app === 'shell' ? '/robots.txt' : '/v1/remoteEntry.js';

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `condition` every 25 ms until it holds or `ms` pass; says whether it held. */
async function eventually(/** @type {() => boolean | Promise<boolean>} */ condition, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(25);
  }
  return condition();
}

/** @type {ReturnType<typeof liveFixture>} */
let fixture;
/** @type {number[]} pids to end if a test left them running */
const started = [];
/** @type {string[]} */
const made = [];
beforeAll(() => {
  fixture = liveFixture();
});
afterAll(() => {
  closeConnections();
  for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
  if (fixture) made.push(fixture.layout.root);
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Free ports for every app. */
async function ports() {
  /** @type {Record<string, number>} */
  const byApp = {};
  for (const app of APPS) byApp[app] = await freePort();
  return byApp;
}

describe('the supervisor', () => {
  it('keeps the other apps answering while one is killed, and starts that one again', async () => {
    const byApp = await ports();
    /** @type {string[]} */
    const log = [];
    const supervision = superviseApps({
      layout: fixture.layout.root,
      apps: APPS.map((app) => ({ app, port: /** @type {number} */ (byApp[app]) })),
      host: '127.0.0.1',
      log: (line) => log.push(line),
    });
    try {
      await supervision.ready;
      const before = supervision.pids();
      started.push(.../** @type {number[]} */ (Object.values(before)));
      /** @param {string} app */
      const status = (app) =>
        ask(/** @type {number} */ (byApp[app]), { path: known(app) }).then(
          (answer) => answer.status,
          () => 0,
        );
      expect(await Promise.all(APPS.map(status))).toEqual(APPS.map(() => 200));

      const killed = 'mf-licenses';
      const others = APPS.filter((app) => app !== killed);
      const oldPid = /** @type {number} */ (before[killed]);
      process.kill(oldPid, 'SIGKILL');

      // Round after round until the killed app answers from a new process, the others answer
      // every time, also in the rounds where it does not.
      /** @type {number[]} */
      const killedStatuses = [];
      const back = await eventually(async () => {
        const statuses = await Promise.all(others.map(status));
        expect(statuses).toEqual(others.map(() => 200));
        killedStatuses.push(await status(killed));
        const pid = supervision.pids()[killed];
        return killedStatuses.at(-1) === 200 && pid !== undefined && pid !== oldPid;
      });
      expect(back).toBe(true);
      expect(killedStatuses).toContain(0);
      const after = supervision.pids();
      started.push(/** @type {number} */ (after[killed]));
      expect(after[killed]).not.toBe(oldPid);
      expect(alive(oldPid)).toBe(false);
      for (const app of others) expect(after[app]).toBe(before[app]);
      expect(log.some((line) => line.startsWith(`${killed} stopped (SIGKILL)`))).toBe(true);
    } finally {
      await supervision.stop();
    }
    // Stopping ends every process it started.
    for (const pid of Object.values(supervision.pids()))
      expect(alive(/** @type {number} */ (pid))).toBe(false);
  });

  it('leaves no app running once it is gone, even killed with SIGKILL', async () => {
    const port = await freePort();
    const supervisor = new URL('./supervisor.mjs', import.meta.url).href;
    const script = `
      import { superviseApps } from ${JSON.stringify(supervisor)};
      const supervision = superviseApps({
        layout: ${JSON.stringify(fixture.layout.root)},
        apps: [{ app: 'shell', port: ${port} }],
        host: '127.0.0.1',
        log: () => {},
      });
      await supervision.ready;
      console.log(JSON.stringify(supervision.pids()));
      setInterval(() => {}, 1000);
    `;
    const dir = mkdtempSync(join(tmpdir(), 'fair-supervisor-'));
    made.push(dir);
    writeFileSync(join(dir, 'supervise.mjs'), script);
    const parent = spawn(process.execPath, [join(dir, 'supervise.mjs')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    started.push(/** @type {number} */ (parent.pid));
    /** @type {number} */
    const child = await new Promise((resolve, reject) => {
      parent.stdout.once('data', (data) => resolve(JSON.parse(String(data)).shell));
      parent.once('exit', () => reject(new Error('the supervisor ended before its app was up')));
    });
    started.push(child);
    expect((await ask(port, { path: '/robots.txt' })).status).toBe(200);

    parent.kill('SIGKILL');
    expect(await eventually(() => !alive(child))).toBe(true);
    // Its port is free again for the next supervisor.
    const refused = await ask(port, { path: '/robots.txt', headers: { connection: 'close' } }).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
  });

  it('fails, instead of starting it for ever, a process that is never ready (a missing build)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fair-supervisor-'));
    made.push(dir);
    /** @type {string[]} */
    const log = [];
    const supervision = superviseApps({
      layout: fixture.layout.root,
      apps: [],
      services: [{ name: 'api', script: join(dir, 'not-built.mjs'), args: [] }],
      log: (line) => log.push(line),
    });
    try {
      await expect(supervision.ready).rejects.toThrow(
        `api exited ${FIRST_START_ATTEMPTS} times (last: exit 1) without ever being ready`,
      );
      await expect(supervision.failed).resolves.toMatch(/^api exited/);
      expect(log.filter((line) => line.startsWith('api stopped (exit 1)'))).toHaveLength(
        FIRST_START_ATTEMPTS - 1,
      );
    } finally {
      await supervision.stop();
    }
  });

  it('stops, without starting it again, a process that exits saying starting again cannot help', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fair-supervisor-'));
    made.push(dir);
    const script = join(dir, 'no-database.mjs');
    writeFileSync(script, `process.exit(${EXIT_DO_NOT_RESTART});`);
    /** @type {string[]} */
    const log = [];
    const supervision = superviseApps({
      layout: fixture.layout.root,
      apps: [],
      services: [{ name: 'api', script, args: [] }],
      log: (line) => log.push(line),
    });
    try {
      await expect(supervision.ready).rejects.toThrow(
        `api stopped and cannot start again (exit ${EXIT_DO_NOT_RESTART})`,
      );
      await expect(supervision.failed).resolves.toMatch(/^api stopped and cannot start again/);
      expect(log.filter((line) => line.includes('starting it again'))).toEqual([]);
    } finally {
      await supervision.stop();
    }
  });

  it('is ready once a process that failed its first start is ready on a later one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fair-supervisor-'));
    made.push(dir);
    // Fails its first start (as when its port is still held), then is ready.
    const script = join(dir, 'second-time.mjs');
    writeFileSync(
      script,
      `import { existsSync, writeFileSync } from 'node:fs';
      const mark = ${JSON.stringify(join(dir, 'tried'))};
      if (!existsSync(mark)) { writeFileSync(mark, ''); process.exit(1); }
      process.send({ ready: 'late' });
      process.on('disconnect', () => process.exit(0));
      setInterval(() => {}, 1000);`,
    );
    const supervision = superviseApps({
      layout: fixture.layout.root,
      apps: [],
      services: [{ name: 'late', script, args: [] }],
      log: () => undefined,
    });
    try {
      await expect(supervision.ready).resolves.toBeUndefined();
      started.push(/** @type {number} */ (supervision.pids().late));
    } finally {
      await supervision.stop();
    }
  });
});
