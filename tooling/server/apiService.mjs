// @ts-check
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_SERVICE, portVariable } from '@fair/shared/site';

/**
 * The marketplace's API as the local servers run it: its build (`npm run build` makes
 * `api/dist/`) over the database of a deploy layout (`<layout>/data`, PGlite; `DATABASE_URL`
 * names a PostgreSQL server instead), which it migrates and seeds before it listens. When the
 * database cannot be opened it exits saying so (`EXIT_DO_NOT_RESTART`), and serving stops.
 */
export const API_SERVER = fileURLToPath(import.meta.resolve('@fair/api/server'));

/** Where a layout keeps its embedded database. */
export const layoutData = (/** @type {string} */ layoutRoot) => join(layoutRoot, 'data');

/**
 * The API as a supervised service, on its port, over the layout's database, for the site at
 * `site` (the origin browsers see: passkeys are bound to it, and state-changing requests must come
 * from it).
 * @param {{ layoutRoot: string, port: number, site: string }} options
 * @returns {import('./supervisor.mjs').Service}
 */
export function apiService({ layoutRoot, port, site }) {
  return {
    name: API_SERVICE.name,
    script: API_SERVER,
    args: ['--data', layoutData(layoutRoot), '--prepare'],
    env: { [portVariable(API_SERVICE.name)]: String(port), SITE_ORIGIN: new URL(site).origin },
  };
}

/** Why the API cannot be served from this checkout, or null. */
export function apiBuildProblem() {
  return existsSync(API_SERVER)
    ? null
    : `the API is not built (${API_SERVER}): run "npm run build"`;
}
