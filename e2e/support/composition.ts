import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPort } from '@fair/shared/site';

import { PACKAGE_MANAGER } from '@fair/tooling/deploy';

export { movedPortEnv } from '@fair/tooling/layout';

export const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** This checkout. */
export const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

/** The site's address in a composition served with these port variables. */
export const siteAddress = (env: Record<string, string>) =>
  `http://localhost:${appPort('shell', env)}`;

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

/** Waits until `url` answers, for as long as a new database can take to be made on a busy machine. */
async function waitFor(url: string, process: ChildProcess, ms = 180_000): Promise<void> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
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

/**
 * Serves a layout as `npm run serve` does: each app on its port, and the API on its own, as the
 * port variables `env` say (`movedPortEnv`).
 */
export async function serveLayout(
  layout: string,
  env: Record<string, string>,
): Promise<() => Promise<void>> {
  const server = spawn(
    process.execPath,
    [join(REPOSITORY, 'tooling/server/cli.mjs'), '--layout', layout],
    { env: { ...process.env, ...env }, stdio: 'ignore' },
  );
  await waitFor(`${siteAddress(env)}/api/health`, server);
  return () =>
    new Promise((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
}

/** Runs a command to its end, and throws with its errors if it fails. */
function mustRun(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
}

/**
 * A clean clone of the committed checkout (HEAD) with its dependencies installed (offline, from
 * the store this checkout was installed from), for a team's change to be built and deployed from.
 */
export function cloneCheckout(): string {
  const clone = mkdtempSync(join(tmpdir(), 'fair-team-'));
  mustRun('git', ['clone', '--quiet', '--local', REPOSITORY, clone], tmpdir());
  mustRun('npx', ['--yes', PACKAGE_MANAGER, 'install', '--offline', '--frozen-lockfile'], clone);
  return clone;
}

/** Builds one package of a checkout (`@fair/api`, …), as its team would before deploying. */
export function buildPackage(checkout: string, name: string): void {
  mustRun('npx', ['--yes', PACKAGE_MANAGER, '--filter', name, 'build'], checkout);
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

export function removeFolder(path: string) {
  rmSync(path, { recursive: true, force: true });
}
