// @ts-check
import { APPS, REMOTE_APPS } from '@fair/shared/site';
import { compose } from '../compose/compose.mjs';
import { localConfig } from '../layout/layout.mjs';
import { withLayoutLock } from '../layout/lock.mjs';
import { readBuildInfo } from './build.mjs';
import { contractProblems } from './contract.mjs';

/** @import { Layout, LayoutConfig } from '../layout/layout.mjs' */
/** @import { Composition } from '../compose/compose.mjs' */

export class RefusedError extends Error {
  /** @param {string} message @param {string[]} reasons */
  constructor(message, reasons) {
    super(`${message}:\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`);
    this.reasons = reasons;
  }
}

/**
 * Whether a set of versions can run together: every remote's needs fit what the shell provides.
 * @param {Layout} layout
 * @param {Record<string, string>} versions
 */
export function checkVersions(layout, versions) {
  const shellVersion = versions.shell;
  if (!shellVersion || !layout.hasVersion('shell', shellVersion))
    return [`no shell version ${shellVersion ?? ''} in the layout`];
  const shell = readBuildInfo(layout.versionDir('shell', shellVersion));
  const remotes = REMOTE_APPS.filter(
    (app) => versions[app.name] && layout.hasVersion(app.name, versions[app.name] ?? ''),
  ).map((app) =>
    readBuildInfo(layout.versionDir(app.name, /** @type {string} */ (versions[app.name]))),
  );
  return contractProblems(shell, remotes);
}

/**
 * @typedef {{ layout: Layout, changes: Record<string, string>, reason: string,
 *   config?: LayoutConfig, rollback?: string,
 *   verify?: (candidate: Record<string, string>) => Promise<void>,
 *   log?: (line: string) => void }} ReleaseOptions
 * `changes`: the apps to switch and the version each goes to (already in the layout);
 * `rollback`: the app whose stack is popped (a rollback); `verify`: checks the candidate before
 * anything is switched, and throws to stop the release.
 */

/**
 * Switches apps to new versions, all at once: under the layout's lock it reads what is live, checks
 * the candidate set (the contract between shell and remotes, then `verify` if given), composes the
 * pages for it and makes that composition live with one atomic write. A refusal leaves everything
 * as it was. Old versions and compositions beyond the kept number (`KEEP_VERSIONS`) are removed
 * afterwards.
 * @param {ReleaseOptions} options
 * @returns {Promise<Composition>}
 */
export async function release({
  layout,
  changes,
  reason,
  config,
  rollback,
  verify,
  log = () => undefined,
}) {
  return withLayoutLock(
    layout.root,
    async () => {
      const current = layout.readCurrent();
      const layoutConfig = config ?? layout.readConfig() ?? localConfig();
      if (config || !layout.readConfig()) layout.writeConfig(layoutConfig);
      const versions = { ...(current?.versions ?? {}), ...changes };
      const missing = APPS.filter((app) => !versions[app.name]).map((app) => app.name);
      if (missing.length > 0) {
        throw new RefusedError('Nothing was switched', [
          `no version of ${missing.join(', ')} is deployed yet (deploy --all first)`,
        ]);
      }
      const problems = checkVersions(layout, versions);
      if (problems.length > 0)
        throw new RefusedError(
          'Refused: these versions do not fit together; nothing was switched',
          problems,
        );
      if (verify) await verify(versions);
      const composition = compose({ layout, config: layoutConfig, versions });
      for (const problem of composition.problems) log(`composition: ${problem}`);
      if (rollback) layout.popStack(rollback, /** @type {string} */ (versions[rollback]));
      layout.switchTo({
        composition: composition.id,
        versions,
        switchedAt: new Date().toISOString(),
        reason,
      });
      const removed = layout.collectGarbage();
      if (removed.length > 0) log(`removed ${removed.length} old versions and compositions`);
      return composition;
    },
    { onWait: (owner) => log(`waiting for ${owner} to finish its switch…`) },
  );
}

/**
 * The version an app goes back to on rollback: the one live before the current one, still on disk.
 * @param {Layout} layout
 * @param {string} app
 */
export function previousVersion(layout, app) {
  const stack = layout.readStacks()[app] ?? [];
  const current = layout.readCurrent()?.versions[app];
  const earlier = stack.slice(0, current && stack.at(-1) === current ? -1 : stack.length);
  return [...earlier]
    .reverse()
    .find((version) => version !== current && layout.hasVersion(app, version));
}
