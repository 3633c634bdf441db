import type common from './locales/pt-BR/common.json';

/**
 * The common vocabulary as the type system sees it, typed from the reference language (pt-BR;
 * the parity tests keep the other six on a par). Each app declares its i18next resources as
 * `CommonResources & { <its namespaces> }` in its own `src/i18next.ts`.
 *
 * It is imported from `@fair/shared/i18n-types`, with `import type`, and never at run time: it is
 * not part of the API the shell provides to remotes (`src/index.ts`, versioned in
 * api-versions.json), so typing keys moves no version.
 */
export interface CommonResources {
  common: typeof common;
}
