// @ts-check
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APPS, SHARED_PACKAGES } from '@fair/shared/site';
import { sharedPackageVersions } from './sharedLibraries.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** @param {string} app */
function manifest(app) {
  return /** @type {{ dependencies?: Record<string, string> }} */ (
    JSON.parse(readFileSync(`${ROOT}${app}/package.json`, 'utf8'))
  );
}

describe('the shared libraries', () => {
  it('are declared by every app from one source: the workspace catalog, or the workspace itself', () => {
    for (const { name } of APPS) {
      const dependencies = manifest(name).dependencies ?? {};
      for (const library of SHARED_PACKAGES) {
        const range = dependencies[library];
        expect(range, `${name} declares ${library}`).toBe(
          library === '@fair/shared' ? 'workspace:*' : 'catalog:',
        );
      }
    }
  });

  it('are installed at the same version for every remote as for the shell that provides them', () => {
    const provided = sharedPackageVersions(`${ROOT}shell`);
    for (const { name } of APPS) {
      expect(sharedPackageVersions(`${ROOT}${name}`), name).toEqual(provided);
    }
  });
});
