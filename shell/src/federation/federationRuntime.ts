import { SHARED_LIBRARY_VERSIONS, type SharedLibrary } from '../../../shared/build/sharedLibraries';
import * as Shared from '@fair/shared';
import * as I18next from 'i18next';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactI18next from 'react-i18next';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import { init } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';

/**
 * The shell is the page's federation host, set up at run time with the runtime's own API rather
 * than a build plugin: its code stays ordinary chunks (a few requests instead of a chain of
 * dynamic imports), it provides the shared singletons from the copies it already has, and it
 * lends its runtime to the remotes (built with `externalRuntime`), so the page runs one runtime.
 */
const LIBRARIES: Record<SharedLibrary, object> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  i18next: I18next,
  'react-i18next': ReactI18next,
  '@fair/shared': Shared,
};

const federationGlobal = runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: unknown };
federationGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;

init({
  name: 'shell',
  remotes: [],
  shared: Object.fromEntries(
    (Object.keys(LIBRARIES) as SharedLibrary[]).map((name) => {
      const version = SHARED_LIBRARY_VERSIONS[name];
      const library = LIBRARIES[name];
      return [
        name,
        {
          version,
          scope: 'default',
          lib: () => library,
          shareConfig: { singleton: true, requiredVersion: version },
        },
      ];
    }),
  ),
});
