// @ts-check
/**
 * Whether the libraries and contract a shell provides fit what a remote was built against: the
 * same major version, and at least the version the remote used (it may rely on what that version
 * added). `0.x` versions must also share the minor version.
 */

/** @param {string} version */
function parse(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? match.slice(1, 4).map(Number) : undefined;
}

/**
 * @param {string} provided
 * @param {string} needed
 */
export function fits(provided, needed) {
  const have = parse(provided);
  const want = parse(needed);
  if (!have || !want) return provided === needed;
  const [hMajor = 0, hMinor = 0, hPatch = 0] = have;
  const [wMajor = 0, wMinor = 0, wPatch = 0] = want;
  if (hMajor !== wMajor) return false;
  if (hMajor === 0 && hMinor !== wMinor) return false;
  return hMinor > wMinor || (hMinor === wMinor && hPatch >= wPatch);
}

/**
 * What does not fit between a shell build and the remote builds to run with it, as sentences.
 * @param {{ app: string, version: string, provides?: Record<string, string> }} shell
 * @param {{ app: string, version: string, needs?: Record<string, string> }[]} remotes
 * @returns {string[]}
 */
export function contractProblems(shell, remotes) {
  const provides = shell.provides ?? {};
  /** @type {string[]} */
  const problems = [];
  for (const remote of remotes) {
    for (const [name, needed] of Object.entries(remote.needs ?? {})) {
      const provided = provides[name];
      if (provided === undefined) {
        problems.push(
          `${remote.app} ${remote.version} needs ${name} ${needed}, which shell ${shell.version} does not provide`,
        );
      } else if (!fits(provided, needed)) {
        problems.push(
          `${remote.app} ${remote.version} needs ${name} ^${needed}, but shell ${shell.version} provides ${name} ${provided}`,
        );
      }
    }
  }
  return problems;
}
