// @ts-check
export { DEFAULT_LAYOUT, Layout, localConfig, NAME, writeAtomically } from './layout.mjs';
export { withLayoutLock } from './lock.mjs';
