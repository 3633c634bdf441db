// @ts-check
import { watchedJson } from './watchedFile.mjs';

/**
 * Faults a test makes a remote's render service play, so the end-to-end suite can see what the
 * site answers when it is slow, failing or unreachable, without stopping processes the supervisor
 * would start again. They are read from the layout's `faults.json`, which only a test's own layout
 * holds: nothing a request carries can set one, and a server that plays one says so in its log.
 * A fault is played on every render (`{ "mf-catalog": "slow" }`) or only on the renders whose
 * address holds one of the given texts (`{ "mf-catalog": { "fault": "slow", "only": ["x1"] } }`),
 * so that a test's fault leaves the pages other tests open at the same time alone.
 *
 * - `slow`: the render answers `SLOW_RENDER_MS` late;
 * - `fail`: the render fails (500);
 * - `down`: the render service closes the connection unanswered;
 * - `api-down`: the render runs, but cannot reach the API (as when the API is down).
 */
export const RENDER_FAULTS = /** @type {const} */ (['slow', 'fail', 'down', 'api-down']);

/** @typedef {(typeof RENDER_FAULTS)[number]} RenderFault */
/** @typedef {{ fault: RenderFault, only: string[] | undefined }} PlayedFault */

/** How late a `slow` render answers: well past any deadline a page waits for it. */
export const SLOW_RENDER_MS = 2_000;

/** @param {unknown} value @returns {PlayedFault | undefined} */
function readFault(value) {
  const fault = RENDER_FAULTS.find(
    (known) =>
      known === value ||
      (typeof value === 'object' &&
        value !== null &&
        known === /** @type {{ fault?: unknown }} */ (value).fault),
  );
  if (!fault) return undefined;
  const only =
    typeof value === 'object' && value !== null
      ? /** @type {{ only?: unknown }} */ (value).only
      : undefined;
  return {
    fault,
    only: Array.isArray(only)
      ? only.filter((text) => typeof text === 'string' && text !== '')
      : undefined,
  };
}

/**
 * The fault an app's render service plays now on a render's address, if its layout says one.
 * @param {string} faultsFile the layout's `faults.json`
 * @param {string} app
 * @returns {(address: string) => RenderFault | undefined}
 */
export function renderFaults(faultsFile, app) {
  /** @type {string | undefined} */
  let told;
  const read = watchedJson(faultsFile, (value) =>
    readFault(/** @type {Record<string, unknown>} */ (value)[app]),
  );
  return (address) => {
    const played = read();
    const said = played ? JSON.stringify(played) : undefined;
    if (said !== told) {
      told = said;
      console.warn(
        played
          ? `[${app}] playing the test fault ${said} (${faultsFile})`
          : `[${app}] no test fault any more`,
      );
    }
    if (!played) return undefined;
    if (played.only && !played.only.some((text) => address.includes(text))) return undefined;
    return played.fault;
  };
}
