// @ts-check
import { watchedJson } from './watchedFile.mjs';

/**
 * Faults a test makes a remote's render service play, so the end-to-end suite can see what the
 * site answers when it is slow, failing or unreachable, without stopping processes the supervisor
 * would start again. They are read from the layout's `faults.json` (`{ "mf-catalog": "slow" }`),
 * which only a test's own layout holds: nothing a request carries can set one, and a server that
 * plays one says so in its log.
 *
 * - `slow`: every render answers `SLOW_RENDER_MS` late;
 * - `fail`: every render fails (500);
 * - `down`: the render service closes every connection unanswered.
 */
export const RENDER_FAULTS = /** @type {const} */ (['slow', 'fail', 'down']);

/** @typedef {(typeof RENDER_FAULTS)[number]} RenderFault */

/** How late a `slow` render answers: well past any deadline a page waits for it. */
export const SLOW_RENDER_MS = 2_000;

/**
 * The fault an app's render service plays now, if its layout says one.
 * @param {string} faultsFile the layout's `faults.json`
 * @param {string} app
 * @returns {() => RenderFault | undefined}
 */
export function renderFaults(faultsFile, app) {
  let told = /** @type {RenderFault | undefined} */ (undefined);
  const read = watchedJson(faultsFile, (value) => {
    const fault = /** @type {Record<string, unknown>} */ (value)[app];
    return RENDER_FAULTS.find((known) => known === fault);
  });
  return () => {
    const fault = read();
    if (fault !== told) {
      told = fault;
      console.warn(
        fault
          ? `[${app}] playing the test fault "${fault}" (${faultsFile})`
          : `[${app}] no test fault any more`,
      );
    }
    return fault;
  };
}
