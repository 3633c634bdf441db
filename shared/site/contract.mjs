// @ts-check
/**
 * The version of the contract between the shell and a remote: the single-spa lifecycles a page
 * module exports (bootstrap, mount, unmount, update) and the props the shell passes them
 * (`RemoteProps` in src/remote-contract.ts). Move the major version when a remote built against
 * the old contract would break with the new shell, the minor one when the shell adds something a
 * newer remote may use. The shell's build says which version it speaks, each remote's build which
 * one it needs, and a deploy refuses a pair that does not fit.
 */
export const REMOTE_CONTRACT_VERSION = '2.0.0';
