// @ts-check
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { APPS } from '@fair/shared/site';
import { compose } from '../compose/compose.mjs';
import { Layout } from '../layout/layout.mjs';
import { apiBuildProblem, apiService } from '../server/apiService.mjs';
import { superviseApps } from '../server/supervisor.mjs';
import { REPOSITORY } from './build.mjs';

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export class VerificationError extends Error {}

/**
 * Checks a candidate set of versions before it goes live: a private composition of it, on ports of
 * its own, with an API over a database of its own (the public site and its data are never
 * touched), with the end-to-end suite's smoke checks run against it, up to the first that fails.
 * Throws a VerificationError naming the failed check.
 * @param {{ layout: Layout, versions: Record<string, string>, log?: (line: string) => void, grep?: string }} options
 */
export async function verifyCandidate({
  layout,
  versions,
  log = () => undefined,
  grep = '@smoke',
}) {
  const unbuilt = apiBuildProblem();
  if (unbuilt) throw new VerificationError(`The candidate cannot be verified: ${unbuilt}`);
  const dir = join(layout.root, 'private', `verify-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  symlinkSync(join(layout.root, 'versions'), join(dir, 'versions'), 'dir');
  const privateLayout = new Layout(dir);
  /** @type {Record<string, number>} */
  const ports = {};
  for (const app of APPS) ports[app.name] = /** @type {number} */ (await freePort());
  const apps = Object.fromEntries(
    APPS.map((app) => [app.name, `http://localhost:${ports[app.name]}`]),
  );
  const config = { site: /** @type {string} */ (apps.shell), apps };
  privateLayout.writeConfig(config);
  const composition = compose({ layout: privateLayout, config, versions });
  privateLayout.switchTo({
    composition: composition.id,
    versions,
    switchedAt: new Date().toISOString(),
    reason: 'verify',
  });
  const apiPort = /** @type {number} */ (await freePort());
  const servers = superviseApps({
    layout: dir,
    apps: APPS.map((app) => ({
      app: app.name,
      port: /** @type {number} */ (ports[app.name]),
      api: `http://localhost:${apiPort}`,
    })),
    services: [apiService({ layoutRoot: dir, port: apiPort, site: config.site })],
    log: () => undefined,
  });
  try {
    await Promise.race([
      servers.ready,
      servers.failed.then((reason) => Promise.reject(new VerificationError(reason))),
    ]);
    log(`verifying the candidate on ${config.site} (${grep})…`);
    const { code, output } = await runSuite({ baseUrl: config.site, grep });
    if (code !== 0) {
      const failed = output
        .split('\n')
        .filter((line) => /^\s+\d+\) /.test(line))
        .map((line) => line.trim());
      throw new VerificationError(
        `The candidate failed verification; nothing was switched. Failed checks:\n${(failed.length ? failed : [output.slice(-2000)]).map((line) => `  - ${line}`).join('\n')}`,
      );
    }
    log('verification passed');
  } finally {
    await servers.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs the end-to-end suite (or the part `grep` selects) against a composition's address.
 * @param {{ baseUrl: string, grep: string }} options
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runSuite({ baseUrl, grep }) {
  const e2e = join(REPOSITORY, 'e2e');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(e2e, 'node_modules', '@playwright', 'test', 'cli.js'),
        'test',
        '--grep',
        grep,
        // One failed check refuses the candidate: the others need not be waited for.
        '--max-failures',
        '1',
        '--reporter',
        'list',
      ],
      {
        cwd: e2e,
        env: { ...process.env, FAIR_BASE_URL: baseUrl, CI: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}
