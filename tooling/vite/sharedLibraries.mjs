// @ts-check
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SHARED_PACKAGES } from '@fair/shared/site';

export { packageOf, SHARED_LIBRARIES, SHARED_PACKAGES } from '@fair/shared/site';

/**
 * The version of a package as installed for the app in `root` (what its build bundles or uses:
 * the lockfile's, from the workspace catalog).
 * @param {string} root the app's folder
 * @param {string} name a package name
 */
export function installedVersion(root, name) {
  const require = createRequire(join(root, 'package.json'));
  const manifest = require.resolve(`${name}/package.json`);
  return /** @type {{ version: string }} */ (JSON.parse(readFileSync(manifest, 'utf8'))).version;
}

/**
 * Every shared package's installed version (`react`, `react-dom`, …, `@fair/shared`).
 * @param {string} root
 * @returns {Record<string, string>}
 */
export function sharedPackageVersions(root) {
  return Object.fromEntries(SHARED_PACKAGES.map((name) => [name, installedVersion(root, name)]));
}
