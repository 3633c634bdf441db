// @ts-check
import { findApp } from '@fair/shared/site';

/** @import { Plugin } from 'vite' */

const MODULE_ID = 'virtual:fair-standalone';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * A remote's dev server page: the standalone harness of @fair/shared running the remote's own
 * lifecycles, for the team that owns it. The page and its start module are made here from the
 * app's name, so a remote holds no index.html or start file of its own; every address that asks
 * for HTML gets the page (the harness routes by the address, as the shell does).
 * @param {string} appName
 * @returns {Plugin}
 */
export function standalonePage(appName) {
  const app = findApp(appName);
  const page = [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<link rel="icon" href="data:," />',
    `<title>${app.name}</title>`,
    '</head>',
    '<body>',
    '<div id="root"></div>',
    `<script type="module" src="/@id/${MODULE_ID}"></script>`,
    '</body>',
    '</html>',
  ].join('\n');
  return {
    name: 'fair:standalone-page',
    apply: 'serve',
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return [
        "import { startStandalone } from '@fair/shared/standalone';",
        `void startStandalone(${JSON.stringify(app.name)}, import.meta.glob('/src/lifecycles/*.ts'));`,
      ].join('\n');
    },
    configureServer(server) {
      // After Vite's own middlewares have had their turn (modules, files), before its 404.
      return () => {
        server.middlewares.use((request, response, next) => {
          const path = new URL(request.url ?? '/', 'http://localhost').pathname;
          const accept = request.headers.accept ?? '*/*';
          // A page's address asked for by a browser or a plain client (Vite's SPA fallback has
          // already turned an address without a file into /index.html).
          const isPage = /(?:\.html|\/[^/.]*)$/.test(path) && /text\/html|\*\/\*/.test(accept);
          if (request.method !== 'GET' || !isPage) {
            next();
            return;
          }
          server.transformIndexHtml(request.url ?? '/', page).then((html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(html);
          }, next);
        });
      };
    },
  };
}
