import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_SERVICE, APPS, portVariable, type AppName } from '@fair/shared/site';

/** This checkout. */
export const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

/** A port for every app of the table and for the API, by name (`shell`, `mf-catalog`, `api`). */
export type Ports = Record<AppName | typeof API_SERVICE.name, number>;

/**
 * The app table's ports and the API's, each moved by `offset`: a composition of a test's own
 * that collides with no other (the suite's own composition is on the table's ports).
 */
export function offsetPorts(offset: number): Ports {
  return Object.fromEntries([
    ...APPS.map((app) => [app.name, app.port + offset]),
    [API_SERVICE.name, API_SERVICE.port + offset],
  ]) as Ports;
}

/** The *_PORT variables that move each app and the API, as the app table names them. */
export function portEnv(ports: Ports): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [portVariable(name), String(port)]),
  );
}

export interface CliResult {
  code: number;
  output: string;
}

/** Runs the deploy command of a checkout (this one, or a clone a team deploys from). */
export function deployCli(
  checkout: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(checkout, 'tooling/deploy/cli.mjs'), ...args], {
      cwd: checkout,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function waitFor(url: string, process: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (process.exitCode !== null) throw new Error(`the server exited (${process.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Serves a layout, each app on its port, as `npm run serve` does. */
export async function serveLayout(layout: string, ports: Ports): Promise<() => Promise<void>> {
  const server = spawn(
    process.execPath,
    [join(REPOSITORY, 'tooling/server/cli.mjs'), '--layout', layout],
    {
      env: { ...process.env, ...portEnv(ports) },
      stdio: 'ignore',
    },
  );
  await waitFor(`http://localhost:${ports.shell}/remotes.json`, server);
  return () =>
    new Promise((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
}

/**
 * A clean clone of the committed checkout (HEAD) with its dependencies installed (offline, from
 * the store this checkout was installed from), for a team's change to be built and deployed from.
 */
export function cloneCheckout(): string {
  const clone = mkdtempSync(join(tmpdir(), 'fair-team-'));
  const run = (command: string, args: string[], cwd: string) => {
    const result = spawnSync(command, args, {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
    });
    if (result.status !== 0)
      throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  };
  run('git', ['clone', '--quiet', '--local', REPOSITORY, clone], tmpdir());
  run('npx', ['--yes', 'pnpm@12.21.0', 'install', '--offline', '--frozen-lockfile'], clone);
  return clone;
}

/** Every file under a folder with its size and modification time: what a deploy may not touch. */
export function fileListing(dir: string): string[] {
  const entries: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const stat = statSync(path);
        entries.push(`${relative(dir, path)} ${stat.size} ${stat.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return entries.sort();
}

export const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export function removeFolder(path: string) {
  rmSync(path, { recursive: true, force: true });
}
