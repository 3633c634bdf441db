#!/usr/bin/env node
// @ts-check
// Deploys, rolls back and shows the versions of the site's apps in a deploy layout.
//   npm run deploy -- mf-content [--verify]      build one app into a new version and switch to it
//   npm run deploy -- --all [--prebuilt]         release every app at once (a new React major, …)
//   npm run deploy -- --local                    compose what is live again for this machine's ports
//   npm run rollback -- mf-content [--verify]    switch an app back to its previous version
//   node tooling/deploy/cli.mjs status           what is live
// --layout <dir> (or FAIR_LAYOUT) picks the layout; the default is .deploy in the repository.
// --local composes for http://localhost:<port>, each app's port from the app table and its *_PORT
// variable, and keeps those addresses in layout.json; without it a layout keeps the addresses it
// has (a new one gets the local ones). Serving only reads a layout: it refuses one composed for
// other ports.
import { parseArgs } from 'node:util';
import { APPS } from '@fair/shared/site';
import { DEFAULT_LAYOUT, Layout, localConfig, sameAddresses } from '../layout/layout.mjs';
import { apiBuildProblem } from '../server/apiService.mjs';
import { buildVersion, installBuild } from './build.mjs';
import { previousVersion, RefusedError, release } from './release.mjs';
import { VerificationError, verifyCandidate } from './verify.mjs';

const USAGE = `usage:
  deploy <app>... [--verify] [--local] [--layout <dir>]
  deploy --all [--prebuilt] [--verify] [--local] [--layout <dir>]
  deploy --local [--layout <dir>]
  rollback <app> [--verify] [--local] [--layout <dir>]
  status [--layout <dir>]
apps: ${APPS.map((app) => app.name).join(', ')}`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    prebuilt: { type: 'boolean', default: false },
    verify: { type: 'boolean', default: false },
    local: { type: 'boolean', default: false },
    layout: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const [command, ...names] = positionals;
const layout = new Layout(values.layout ?? process.env.FAIR_LAYOUT ?? DEFAULT_LAYOUT);
const log = (/** @type {string} */ line) => console.log(line);
const started = Date.now();
const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function fail(/** @type {string} */ message) {
  console.error(message);
  process.exit(1);
}

if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 2);
}
for (const name of names) {
  if (!APPS.some((app) => app.name === name)) fail(`unknown app "${name}"\n${USAGE}`);
}
// The candidate is verified with this checkout's API: say so before building anything.
const unbuiltApi = values.verify ? apiBuildProblem() : null;
if (unbuiltApi) fail(`--verify serves the candidate with this checkout's API, but ${unbuiltApi}`);
const verify = values.verify
  ? (/** @type {Record<string, string>} */ versions) => verifyCandidate({ layout, versions, log })
  : undefined;
/** The addresses to compose for: this machine's with --local, otherwise the layout's own. */
const config = values.local ? localConfig() : undefined;

try {
  if (command === 'status') {
    const current = layout.readCurrent();
    if (!current) fail(`nothing is deployed in ${layout.root}`);
    console.log(JSON.stringify({ layout: layout.root, ...current }, null, 2));
  } else if (command === 'deploy') {
    const apps = values.all ? APPS.map((app) => app.name) : names;
    if (apps.length === 0 && !values.local) fail(USAGE);
    if (apps.length === 0 && layout.readCurrent() && sameAddresses(layout.readConfig(), config)) {
      log(`${layout.root} is composed for these addresses already`);
      process.exit(0);
    }
    /** @type {Record<string, string>} */
    const changes = {};
    if (values.prebuilt) {
      for (const app of apps) changes[app] = installBuild(layout, app);
    } else if (apps.length > 0) {
      log(`building ${apps.join(', ')}…`);
      const versions = await Promise.all(
        apps.map((app) => buildVersion(layout, app, { quiet: true })),
      );
      apps.forEach((app, index) => (changes[app] = /** @type {string} */ (versions[index])));
    }
    const composition = await release({
      layout,
      changes,
      reason: apps.length > 0 ? `deploy ${apps.join(' ')}` : 'compose for local addresses',
      ...(config ? { config } : {}),
      verify,
      log,
    });
    if (config) log(`composed for ${Object.values(config.apps).join(', ')}`);
    for (const [app, version] of Object.entries(changes)) log(`${app} ${version} is live`);
    log(`composition ${composition.id} in ${layout.root} (${took()})`);
  } else if (command === 'rollback') {
    const [app] = names;
    if (!app || names.length !== 1) fail(USAGE);
    const target = previousVersion(layout, /** @type {string} */ (app));
    if (!target) fail(`${app} has no earlier version to go back to`);
    const composition = await release({
      layout,
      changes: { [/** @type {string} */ (app)]: /** @type {string} */ (target) },
      reason: `rollback ${app}`,
      rollback: app,
      ...(config ? { config } : {}),
      verify,
      log,
    });
    log(`${app} is back to ${target} (composition ${composition.id}, ${took()})`);
  } else {
    fail(USAGE);
  }
} catch (error) {
  if (error instanceof RefusedError || error instanceof VerificationError) fail(error.message);
  throw error;
}
