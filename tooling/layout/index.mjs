// @ts-check
export {
  DEFAULT_LAYOUT,
  KEEP_VERSIONS,
  Layout,
  localConfig,
  movedPortEnv,
  NAME,
  sameAddresses,
  writeAtomically,
} from './layout.mjs';
export { withLayoutLock } from './lock.mjs';
