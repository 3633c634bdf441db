#!/usr/bin/env node
// Serves the whole composition as `npm start` promises: each app's build on its own port (4173 to
// 4177 unless *_PORT variables move them). When a remote's port moves, the shell is given a remotes
// document that says so; REMOTES_DOCUMENT points the shell at any other document instead.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS, portOf } from './apps.mjs';
import { startApp } from './serve-static.mjs';

function remotesDocumentForPorts(env) {
  const moved = APPS.some((app) => app.remote && portOf(app, env) !== app.port);
  if (!moved || env.REMOTES_DOCUMENT) return env.REMOTES_DOCUMENT;
  const remotes = Object.fromEntries(
    APPS.filter((app) => app.remote).map((app) => [
      app.remote,
      `http://localhost:${portOf(app, env)}/remoteEntry.js`,
    ]),
  );
  const path = join(mkdtempSync(join(tmpdir(), 'fair-remotes-')), 'remotes.json');
  writeFileSync(path, JSON.stringify({ remotes }, null, 2));
  return path;
}

const remotesDocumentPath = remotesDocumentForPorts(process.env);
const servers = APPS.map((app) =>
  startApp(app.name, app.name === 'shell' ? { remotesDocumentPath } : {}),
);

const stop = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
