// @ts-check
/**
 * The apps write React's API, and Preact runs it: `react` and `react-dom` are Preact's
 * compatibility layer (the workspace catalog says so), and JSX compiles to Preact's own runtime,
 * which the compatibility layer extends.
 */
export const JSX_IMPORT_SOURCE = 'preact';

/**
 * The libraries the shell provides to every remote at run time, as singletons: each is downloaded
 * once for the whole page whichever remotes are visited, and a remote's build takes them from the
 * shell. Their versions are not written here: the workspace catalog (pnpm-workspace.yaml) is the
 * one place, and each build reads what is installed.
 *
 * `react-dom` is not among them: remotes never import it (their pages are mounted by
 * `createPageLifecycles`, part of @fair/shared/runtime), and every library shared costs each remote's
 * first visit its loading code. A remote that imported it would bundle a second Preact, which
 * the federation e2e check (one copy of Preact per page) refuses.
 */
export const SHARED_LIBRARIES = /** @type {const} */ ([
  'react',
  `${JSX_IMPORT_SOURCE}/jsx-runtime`,
  'i18next',
  'react-i18next',
  '@fair/shared/runtime',
]);

/** @typedef {(typeof SHARED_LIBRARIES)[number]} SharedLibrary */

/**
 * The package a library entry belongs to: `preact/jsx-runtime` → `preact`, `@fair/shared/runtime` → `@fair/shared`.
 * @param {string} library
 */
export function packageOf(library) {
  const parts = library.split('/');
  return library.startsWith('@') ? parts.slice(0, 2).join('/') : /** @type {string} */ (parts[0]);
}

/** The packages behind the shared libraries (`react`, `preact`, …). */
export const SHARED_PACKAGES = [...new Set(SHARED_LIBRARIES.map(packageOf))];
