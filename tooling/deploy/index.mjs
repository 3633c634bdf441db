// @ts-check
export {
  appFolder,
  buildApp,
  buildVersion,
  installBuild,
  PACKAGE_MANAGER,
  readBuildInfo,
  REPOSITORY,
} from './build.mjs';
export { contractProblems, fits } from './contract.mjs';
export { checkVersions, previousVersion, RefusedError, release } from './release.mjs';
export { runSuite, VerificationError, verifyCandidate } from './verify.mjs';
