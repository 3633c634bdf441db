// Public API of @fair/shared. (Money, pricing, catalogue and license modules are added below.)
export * from './languages';
export * from './remote-contract';
export { i18n, initI18n, loadNamespaces } from './i18n/instance';
export {
  registerNamespaces,
  registerLocaleFiles,
  type NamespaceLoader,
  type LocaleModule,
} from './i18n/namespaces';
export { formatDate } from './i18n/dates';
export { findParityProblems, type ParityOptions } from './i18n/parity';
// React helpers for remote pages. They live in this one entry on purpose: a second shared entry
// would bundle its own copy of the i18n instance into each remote.
export * from './react';
