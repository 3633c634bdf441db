import * as SharedRuntime from '@fair/shared/runtime';
import { packageOf, type PROVIDED_REACT_I18NEXT, type SharedLibrary } from '@fair/shared/site';
import * as JsxRuntime from 'preact/jsx-runtime';
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import injectExternalRuntimeCore from '@module-federation/vite/injectExternalRuntimeCorePlugin';
import * as I18next from 'i18next';
import * as React from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { freshEntryOnRetry } from './freshEntryOnRetry';

/**
 * The page's federation host, set up at run time with the runtime's own API: the shell provides
 * the shared singletons from the copies it already has (the list is the site's, in
 * @fair/shared/site; the versions are the installed ones, given to the build), and lends its
 * runtime to the remotes (built with `externalRuntime`) through the federation plugin's own runtime
 * plugin, so the page runs one runtime.
 */
const LIBRARIES: Record<SharedLibrary, object> = {
  react: React,
  'preact/jsx-runtime': JsxRuntime,
  i18next: I18next,
  // Named, never `import * as`: the rest of react-i18next stays out of the shell's bundle.
  'react-i18next': {
    I18nextProvider,
    initReactI18next,
    useTranslation,
  } satisfies Record<(typeof PROVIDED_REACT_I18NEXT)[number], unknown>,
  '@fair/shared/runtime': SharedRuntime,
};

init({
  name: 'shell',
  remotes: [],
  // The plugin's own types and the runtime's differ in one hook's return type (the same objects).
  plugins: [injectExternalRuntimeCore() as ModuleFederationRuntimePlugin, freshEntryOnRetry()],
  shared: Object.fromEntries(
    (Object.keys(LIBRARIES) as SharedLibrary[]).map((name) => {
      const version = __FAIR_SHARED_VERSIONS__[packageOf(name)] ?? '0.0.0';
      const library = LIBRARIES[name];
      return [
        name,
        {
          version,
          scope: 'default',
          lib: () => library,
          shareConfig: { singleton: true, requiredVersion: `^${version}` },
        },
      ];
    }),
  ),
});
