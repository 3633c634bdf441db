// @ts-check
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_CONTRACT_VERSION } from '@fair/shared/site';
import { sharedPackageVersions } from './sharedLibraries.mjs';

/** The file every app's build leaves at the top of its output: what it is and what it fits. */
export const BUILD_INFO_FILE = 'build.json';

/** The name the contract between shell and remotes goes by in a build's needs and provides. */
export const CONTRACT = 'remote-contract';

/**
 * A new build's id, which is also the name of the version folder it is deployed to: when it was
 * built and a random part, so two builds of the same second differ (`20261123-190512-3fa9c1`).
 */
export function createBuildId(now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

/**
 * @typedef {{ app: string, version: string, builtAt: string,
 *   provides?: Record<string, string>, needs?: Record<string, string> }} BuildInfo
 * A shell build `provides` the shared libraries (installed versions) and the contract it speaks;
 * a remote build `needs` the ones it was built against.
 */

/**
 * @param {{ kind: 'shell' | 'remote', app: string, version: string, root: string }} build
 * @returns {BuildInfo}
 */
export function buildInfo({ kind, app, version, root }) {
  const versions = { ...sharedPackageVersions(root), [CONTRACT]: REMOTE_CONTRACT_VERSION };
  return {
    app,
    version,
    builtAt: new Date().toISOString(),
    ...(kind === 'shell' ? { provides: versions } : { needs: versions }),
  };
}

/**
 * @param {string} outDir
 * @param {BuildInfo} info
 */
export function writeBuildInfo(outDir, info) {
  writeFileSync(join(outDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}
