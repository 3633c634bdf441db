#!/usr/bin/env node
// @ts-check
// Serves the live composition of a deploy layout, each app on its own port and in its own
// process (npm run serve; npm start deploys first). Ports follow the *_PORT variables; when they
// differ from the layout's, the pages are composed again for the new addresses first.
import { parseArgs } from 'node:util';
import { APPS } from '@fair/shared/site';
import { DEFAULT_LAYOUT, Layout, localConfig } from '../layout/layout.mjs';
import { release } from '../deploy/release.mjs';
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
const supervision = superviseApps({
  layout: layout.root,
  apps: APPS.map((app) => ({
    app: app.name,
    port: Number(new URL(/** @type {string} */ (wanted.apps[app.name])).port),
  })),
});
await supervision.ready;
console.log(`the site is on ${wanted.site}`);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => void supervision.stop().then(() => process.exit(0)));
}
