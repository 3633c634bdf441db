// @ts-check
export { createAppServer } from './appServer.mjs';
export { containedFile } from './files.mjs';
export { requestPath } from './requestPath.mjs';
export { superviseApps } from './supervisor.mjs';
export {
  FRAGMENT_CACHE_S,
  FRAGMENT_DEADLINE_MS,
  FRAGMENT_FILL_TIMEOUT_MS,
  FRAGMENT_STALE_S,
} from './liveFragments.mjs';
export { RENDER_FAULTS, SLOW_RENDER_MS } from './faults.mjs';
export { FRAGMENT_TIMING, fragmentTiming, readFragmentTiming } from './fragmentTiming.mjs';
