#!/usr/bin/env node
// @ts-check
// One app's server, in a process of its own (the supervisor starts one per app):
//   node tooling/server/serveApp.mjs --app mf-catalog --layout .deploy --port 4174
import { parseArgs } from 'node:util';
import { Layout } from '../layout/layout.mjs';
import { createAppServer } from './appServer.mjs';

const { values } = parseArgs({
  options: {
    app: { type: 'string' },
    layout: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    api: { type: 'string' },
  },
});
if (!values.app || !values.layout || !values.port) {
  console.error(
    'usage: serveApp.mjs --app <app> --layout <dir> --port <port> [--host <address>] [--api <address>]',
  );
  process.exit(2);
}

// An error no request handler caught ends this process; the supervisor starts it again, and the
// other apps, in their own processes, never notice.
process.on('uncaughtException', (error) => {
  console.error(`[${values.app}] stopping after an uncaught error:`, error);
  process.exit(1);
});

const server = await createAppServer({
  layout: new Layout(values.layout),
  app: values.app,
  ...(values.api ? { api: values.api } : {}),
});
await server.listen({ port: Number(values.port), host: values.host ?? 'localhost' });
const stop = () => void server.close().then(() => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
if (process.send) {
  // Started by the supervisor: when it is gone (killed, even with SIGKILL), its channel closes and
  // this app stops too, instead of holding its port against the next supervisor's.
  if (!process.connected) stop();
  else {
    process.on('disconnect', stop);
    process.send({ ready: values.app });
  }
}
