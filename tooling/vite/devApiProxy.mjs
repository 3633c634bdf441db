// @ts-check
import { API_SERVICE, apiPort } from '@fair/shared/site';

/**
 * The dev servers' forwarding of `/api/` to the API on its port (`API_PORT`), as the site's own
 * server does in production: a page under `vite` talks to one origin too. Start the API beside
 * (`node api/dist/server.mjs --data <folder> --prepare`); without it, the pages say search is
 * unavailable.
 * @returns {Record<string, { target: string }>}
 */
export function devApiProxy() {
  return { [API_SERVICE.pathPrefix]: { target: `http://localhost:${apiPort()}` } };
}
