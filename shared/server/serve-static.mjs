#!/usr/bin/env node
// Serves one app's production build the way a static host would: precompressed files, long-lived
// caching for hashed assets, CORS on remotes (the shell loads their code from another origin), and
// on the shell a Content-Security-Policy allowing scripts only from itself and its remotes (and
// the page's own inline preloader and styles, by their hashes).
import { createHash } from 'node:crypto';
import { readFileSync, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { APPS, portOf } from './apps.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.json', '.svg', '.txt', '.map']);

/** Writes .br and .gz next to each text file once, so every response is served compressed. */
function precompress(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      precompress(path);
    } else if (COMPRESSIBLE.has(extname(path)) && !existsSync(`${path}.br`)) {
      const content = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${path}.br`, brotliCompressSync(content));
    }
  }
}

/** The origins of the remotes a document names: what the shell's CSP must allow. */
export function remoteOrigins(document) {
  return [...new Set(Object.values(document.remotes ?? {}).map((url) => new URL(url).origin))];
}

/** The code of a page's inline scripts (the shell inlines its page preloader). */
export function inlineScripts(html) {
  return contentsOf(html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g));
}

/**
 * The hashes of a page's inline scripts, in CSP form, so the policy allows exactly those scripts
 * and no other inline code.
 */
export function inlineScriptHashes(html) {
  return inlineScripts(html).map(hashSource);
}

/** The same for its inline style elements (the shell inlines its own stylesheet). */
export function inlineStyleHashes(html) {
  return contentsOf(html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)).map(hashSource);
}

function contentsOf(matches) {
  return [...matches].map((match) => match[1]).filter((code) => code.trim() !== '');
}

function hashSource(code) {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

export function contentSecurityPolicy(origins, scriptHashes = [], styleHashes = []) {
  const remotes = origins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...origins].join(' ')}`,
    `style-src 'self' ${[...styleHashes, ...origins].join(' ')}`,
    `connect-src 'self' ${remotes}`,
    `img-src 'self' data: ${remotes}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

let guarded = false;

/**
 * sirv lists a build's files when it starts and streams them without an error handler: a file that
 * a rebuild removed in the meantime would take the whole composition down. That one failure is
 * logged instead (the request fails, the next start serves the new build); anything else still
 * stops the process.
 */
function survivePulledFiles() {
  if (guarded) return;
  guarded = true;
  process.on('uncaughtException', (error) => {
    if (error && error.code === 'ENOENT' && error.syscall === 'open') {
      console.error(`a served file disappeared (rebuilt?): ${error.path}`);
      return;
    }
    console.error(error);
    process.exit(1);
  });
}

export function startApp(appName, { env = process.env, remotesDocumentPath } = {}) {
  survivePulledFiles();
  const app = APPS.find((candidate) => candidate.name === appName);
  if (!app) throw new Error(`Unknown app ${appName}`);
  const dist = join(ROOT, app.name, 'dist');
  const builtFile = appName === 'shell' ? 'index.html' : 'remoteEntry.js';
  if (!existsSync(join(dist, builtFile))) {
    throw new Error(`${app.name} is not built: run "npm run build" first`);
  }
  precompress(dist);
  const port = portOf(app, env);
  const isShell = app.name === 'shell';

  // The shell serves the deployed remotes document: its build's copy, or one given at start.
  const documentPath = remotesDocumentPath ?? env.REMOTES_DOCUMENT ?? join(dist, 'remotes.json');
  let csp;
  if (isShell) {
    let origins = [];
    try {
      origins = remoteOrigins(JSON.parse(readFileSync(documentPath, 'utf8')));
    } catch {
      // A missing or malformed document is the shell's to report on its error page.
    }
    const page = readFileSync(join(dist, 'index.html'), 'utf8');
    csp = contentSecurityPolicy(origins, inlineScriptHashes(page), inlineStyleHashes(page));
  }

  const files = sirv(dist, {
    brotli: true,
    gzip: true,
    etag: true,
    single: isShell, // the shell's router handles every path, including its 404 page
    setHeaders(res, pathname) {
      const hashed = pathname.startsWith('/assets/');
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (!isShell) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });

  const server = createServer((req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (csp) res.setHeader('Content-Security-Policy', csp);
    if (isShell && req.url?.split('?')[0] === '/remotes.json') {
      if (!existsSync(documentPath)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(readFileSync(documentPath));
      return;
    }
    if (!isShell && req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    files(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'));
  });
  server.listen(port, () => console.log(`${app.name} on http://localhost:${port}`));
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const index = process.argv.indexOf('--app');
  const appName = index > 0 ? process.argv[index + 1] : undefined;
  if (!appName) {
    console.error(
      'usage: serve-static.mjs --app <shell|mf-catalog|mf-licenses|mf-content|mf-audiences>',
    );
    process.exit(2);
  }
  startApp(appName);
}
