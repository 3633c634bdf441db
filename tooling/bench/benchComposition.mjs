// @ts-check
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portVariable } from '@fair/shared/site';
import { movedPortEnv } from '../layout/layout.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');

/**
 * A benchmark's own composition, as `npm start` makes one: every app built (unless `build` is
 * false), deployed into the bench's `layout` and served by the site's servers on the app table's
 * ports (and the API's) moved by `portOffset`, so a bench never meets `npm start`'s site or the
 * e2e suite's.
 * @param {{ layout: string, portOffset: number, build: boolean }} options
 */
export async function serveBenchComposition({ layout, portOffset, build }) {
  const env = { ...process.env, ...movedPortEnv(portOffset, {}) };
  /** @param {string} name */
  const address = (name) => `http://localhost:${env[portVariable(name)]}`;
  /** @param {string} command @param {string[]} args */
  const run = (command, args) => {
    const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  // A composition left on these ports (a bench that died before it could stop its own) would be
  // measured instead of this one, whose servers could not listen: refuse to start.
  const taken = await fetch(address('shell')).then(
    () => true,
    () => false,
  );
  if (taken) {
    throw new Error(
      `${address('shell')} already answers: a composition is running on the bench's ports; stop it first`,
    );
  }
  if (build) run('npm', ['run', 'build']);
  run(process.execPath, [
    'tooling/deploy/cli.mjs',
    'deploy',
    '--all',
    '--prebuilt',
    '--local',
    '--layout',
    layout,
  ]);
  const server = spawn(process.execPath, ['tooling/server/cli.mjs', '--layout', layout], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  });
  // Up once the pages are served and the API answers through them: on a new layout the API first
  // migrates and seeds its database, and a page measured before that would show its fallback.
  for (let i = 0; i < 1200; i++) {
    try {
      const [pages, api] = await Promise.all([
        fetch(`${address('shell')}/remotes.json`),
        fetch(`${address('shell')}/api/platforms`),
      ]);
      if (pages.ok && api.ok) return { env, address, stop: () => stopped(server) };
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await stopped(server);
  throw new Error('the composition did not start (its pages or its API never answered)');
}

/**
 * Stops the composition's servers and resolves once they are gone, so that what runs next (the
 * load bench, on the same ports) never meets them.
 * @param {import('node:child_process').ChildProcess} server
 * @returns {Promise<void>}
 */
function stopped(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill();
  });
}
