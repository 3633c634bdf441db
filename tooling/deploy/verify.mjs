// @ts-check
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
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

/** How many refused verifications keep their traces in `<layout>/private`: the newest. */
export const KEPT_REFUSALS = 5;

/** A refused verification's traces: `verify-<pid>-<ms since 1970>-results`. */
const REFUSAL_TRACES = /^verify-\d+-(\d+)-results$/;

/**
 * Removes the traces of all but the `keep` newest refused verifications in `privateRoot`, so that
 * a layout refused again and again does not fill its disk; nothing else there is touched.
 * @param {string} privateRoot
 * @param {number} keep
 * @returns {string[]} the folders removed
 */
export function pruneRefusalTraces(privateRoot, keep) {
  const traces = readdirSync(privateRoot)
    .map((name) => ({ name, at: Number(REFUSAL_TRACES.exec(name)?.[1]) }))
    .filter(({ at }) => Number.isFinite(at))
    .sort((a, b) => b.at - a.at);
  const removed = traces.slice(keep).map(({ name }) => name);
  for (const name of removed) rmSync(join(privateRoot, name), { recursive: true, force: true });
  return removed;
}

/**
 * @typedef {{ title: string, specs?: { title: string, tests: { status: string }[] }[], suites?: ReportSuite[] }} ReportSuite
 */

/**
 * The checks of a Playwright JSON report that failed (every run of them) and those that failed
 * once and then passed, each named by its file and titles.
 * @param {{ suites?: ReportSuite[] }} report
 * @returns {{ failed: string[], flaky: string[] }}
 */
export function checkOutcomes(report) {
  /** @type {{ failed: string[], flaky: string[] }} */
  const outcomes = { failed: [], flaky: [] };
  /** @param {ReportSuite} suite @param {string[]} path */
  const walk = (suite, path) => {
    const here = [...path, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const { status } of spec.tests) {
        const name = [...here, spec.title].filter(Boolean).join(' › ');
        if (status === 'unexpected') outcomes.failed.push(name);
        if (status === 'flaky') outcomes.flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return outcomes;
}

/**
 * Checks a candidate set of versions before it goes live: a private composition of it, on ports of
 * its own, with an API over a database of its own (the public site and its data are never
 * touched), with the end-to-end suite's smoke checks run against it, up to the first that fails
 * twice (once may be the machine, not the candidate: the check runs again before it refuses).
 * Throws a VerificationError naming the failed check and the folder of its traces (the newest
 * `KEPT_REFUSALS` refusals keep theirs); logs the checks that passed only on their second run.
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
    const report = join(dir, 'report.json');
    // Beside the private composition, not in it: kept when the candidate is refused.
    const results = `${dir}-results`;
    const { code, output } = await runSuite({
      baseUrl: config.site,
      grep,
      outputDir: results,
      report,
    });
    const { failed, flaky } = readOutcomes(report);
    for (const check of flaky) log(`passed on its second run only: ${check}`);
    if (code !== 0) {
      pruneRefusalTraces(join(layout.root, 'private'), KEPT_REFUSALS);
      throw new VerificationError(
        `The candidate failed verification; nothing was switched. Failed checks:\n${(failed.length ? failed : [output.slice(-2000)]).map((line) => `  - ${line}`).join('\n')}\nTraces: ${results}`,
      );
    }
    rmSync(results, { recursive: true, force: true });
    log('verification passed');
  } finally {
    await servers.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The outcomes in a JSON report, or none when the run wrote none (it could not start). */
function readOutcomes(/** @type {string} */ report) {
  try {
    return checkOutcomes(JSON.parse(readFileSync(report, 'utf8')));
  } catch {
    return { failed: [], flaky: [] };
  }
}

/**
 * Runs the end-to-end suite (or the part `grep` selects) against a composition's address, a
 * failed test once more, writing its artifacts into `outputDir` (not the suite's own
 * `test-results`, which a run empties first: the suite may be running) and its JSON report to
 * `report`.
 * @param {{ baseUrl: string, grep: string, outputDir: string, report: string }} options
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runSuite({ baseUrl, grep, outputDir, report }) {
  const e2e = join(REPOSITORY, 'e2e');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(e2e, 'node_modules', '@playwright', 'test', 'cli.js'),
        'test',
        '--grep',
        grep,
        // A check that fails twice refuses the candidate: the others need not be waited for.
        '--retries',
        '1',
        '--max-failures',
        '1',
        '--output',
        outputDir,
        '--reporter',
        'list,json',
      ],
      {
        cwd: e2e,
        env: {
          ...process.env,
          FAIR_BASE_URL: baseUrl,
          CI: '',
          PLAYWRIGHT_JSON_OUTPUT_FILE: report,
        },
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
