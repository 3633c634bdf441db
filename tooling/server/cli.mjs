#!/usr/bin/env node
// @ts-check
// Serves the live composition of a deploy layout, each app on its own port and in its own
// process, and the API beside them over the layout's database (npm run serve; npm start deploys
// first). Ports follow the *_PORT variables; when they differ from the layout's, the pages are
// composed again for the new addresses first. The API migrates and seeds the database before it
// listens; when it cannot open it, serving stops with the message that names the database.
import { parseArgs } from 'node:util';
import { APPS, apiPort } from '@fair/shared/site';
import { DEFAULT_LAYOUT, Layout, localConfig } from '../layout/layout.mjs';
import { release } from '../deploy/release.mjs';
import { apiBuildProblem, apiService } from './apiService.mjs';
import { superviseApps } from './supervisor.mjs';

const { values } = parseArgs({ options: { layout: { type: 'string' } } });
const layout = new Layout(values.layout ?? process.env.FAIR_LAYOUT ?? DEFAULT_LAYOUT);
if (!layout.readCurrent()) {
  console.error(
    `nothing is deployed in ${layout.root}: run "npm start" (or "npm run deploy -- --all")`,
  );
  process.exit(1);
}
const wanted = localConfig();
if (JSON.stringify(layout.readConfig()) !== JSON.stringify(wanted)) {
  await release({
    layout,
    changes: {},
    config: wanted,
    reason: 'serve on other addresses',
    log: console.log,
  });
}

const unbuilt = apiBuildProblem();
if (unbuilt) {
  console.error(unbuilt);
  process.exit(1);
}

const api = `http://localhost:${apiPort()}`;
const supervision = superviseApps({
  layout: layout.root,
  apps: APPS.map((app) => ({
    app: app.name,
    port: Number(new URL(/** @type {string} */ (wanted.apps[app.name])).port),
    ...(app.name === 'shell' ? { api } : {}),
  })),
  services: [apiService({ layoutRoot: layout.root, port: apiPort() })],
});
const stop = (/** @type {number} */ code) => void supervision.stop().then(() => process.exit(code));
// The API could not open its database: its message names it; nothing is left serving.
void supervision.failed.then(() => stop(1));
try {
  await supervision.ready;
} catch {
  stop(1);
}
console.log(`the site is on ${wanted.site}`);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => stop(0));
}
