// @fair/shared/runtime: what the shell provides to every remote at run time, one instance for the
// whole page. The i18next instance and the registry of each app's texts (the shell loads a
// remote's texts and switches the language of all), the contexts a page renders in, the
// lifecycles that mount it and the link that routes through the shell. The rest of @fair/shared
// is code each app bundles for itself, only the parts it uses, so that a first visit does not
// download the whole package with the shell.
//
// Apps import these from '@fair/shared/runtime'. The rest of @fair/shared never imports this
// folder (ESLint refuses it): the federation plugin leaves a package's imports of itself inside
// the bundle, so a remote would carry a second i18n instance of its own.
export { i18n, initI18n, loadNamespaces } from './i18nInstance';
export {
  loadTexts,
  registerNamespaces,
  registerLocaleFiles,
  type NamespaceLoader,
  type LocaleModule,
  type LocaleFiles,
} from './namespaces';
export { createPageLifecycles, type PageLifecycles } from './createPageLifecycles';
export { PageDataContext, usePageData } from './PageData';
export { RemotePropsContext, useRemoteProps, type PageProps } from './RemotePropsContext';
export { InternalLink } from './InternalLink';
