export {
  createPageLifecycles,
  type LifecycleProps,
  type PageLifecycles,
} from './createPageLifecycles';
export { InternalLink } from './InternalLink';
export { RemotePropsContext, useRemoteProps } from './RemotePropsContext';
export { startStandalone, type PageModules } from './StandaloneHarness';
export { useLicenseStore } from './useLicenseStore';
