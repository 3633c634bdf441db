#!/usr/bin/env node
// @ts-check
// Serves the live composition of a deploy layout, each app on its own port and in its own
// process, and the API beside them over the layout's database (npm run serve; npm start deploys
// first). Ports follow the *_PORT variables. Serving only reads the layout: one composed for other
// ports is refused, saying how to compose it for these (a deploy with --local). The API migrates
// and seeds the database before it listens; when it cannot open it, serving stops with the
// message that names the database.
import { parseArgs } from 'node:util';
import { APPS, apiPort, portVariable } from '@fair/shared/site';
import { DEFAULT_LAYOUT, Layout, localConfig, sameAddresses } from '../layout/layout.mjs';
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
const composed = layout.readConfig();
if (!sameAddresses(composed, wanted)) {
  const where = values.layout || process.env.FAIR_LAYOUT ? ` --layout ${layout.root}` : '';
  console.error(
    [
      `${layout.root} is composed for other addresses than the ports asked for give:`,
      ...APPS.filter((app) => composed?.apps[app.name] !== wanted.apps[app.name]).map(
        (app) =>
          `  ${app.name} (${portVariable(app.name)}): ${wanted.apps[app.name]}, composed for ${composed?.apps[app.name] ?? 'nothing'}`,
      ),
      `Compose what is live for these ports first (no build): npm run deploy -- --local${where}`,
      'or start everything anew: npm start',
    ].join('\n'),
  );
  process.exit(1);
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
    // The shell forwards /api/ to it; a remote's render service reads it.
    api,
  })),
  services: [apiService({ layoutRoot: layout.root, port: apiPort(), site: wanted.site })],
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
