// @ts-check
// The apps' Vite builds: every remote's config, the shell's build plugins, and their helpers.
export { BUILD_INFO_FILE, CONTRACT, createBuildId } from './buildInfo.mjs';
export { chunkFileNames } from './chunkFileNames.mjs';
export { FRAGMENTS_DIR, FRAGMENTS_INDEX, RENDER_MODULE, SERVER_DIR } from './pageFragments.mjs';
export { remoteViteConfig, withPageData } from './remoteConfig.mjs';
export { SHARED_LIBRARIES, packageOf, sharedPackageVersions } from './sharedLibraries.mjs';
export {
  FRAMES_DIR,
  FRAMES_INDEX,
  SHELL_ENTRY,
  SHELL_INTERACTIVE_STYLES,
  SHELL_MANIFEST,
  shellViteConfig,
} from './shellConfig.mjs';
export { appVitestConfig } from './vitestConfig.mjs';
