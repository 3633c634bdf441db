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
 *
 * `i18next` is shared although no remote uses it directly (the page's instance is
 * @fair/shared/runtime's `i18n`, and ESLint refuses `i18next` in the code that runs in a
 * remote): `Trans` imports one function of it, and i18next is a single module, so a remote that
 * bundled its own would download all of it, 15 kB gzipped.
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
 * What the shell provides of `react-i18next`: the names the remotes use, not the whole module. A
 * shared module is downloaded whole, and all of `react-i18next` is 11 kB gzipped on every first
 * visit, its `Trans` parser most of it; these three are 3 kB. A remote that needs `Trans` takes
 * `react-i18next/TransWithoutContext` into its own bundle and passes it the page's `i18n` and `t`.
 * ESLint refuses any other name from `react-i18next` in the code that runs in a remote: the
 * shell would give it `undefined`.
 */
export const PROVIDED_REACT_I18NEXT = /** @type {const} */ ([
  'I18nextProvider',
  'initReactI18next',
  'useTranslation',
]);

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
