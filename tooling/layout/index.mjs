// @ts-check
export {
  DEFAULT_LAYOUT,
  Layout,
  localConfig,
  movedPortEnv,
  NAME,
  sameAddresses,
  writeAtomically,
} from './layout.mjs';
export { withLayoutLock } from './lock.mjs';
