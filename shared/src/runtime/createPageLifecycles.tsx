import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { i18n, initI18n, loadNamespaces } from './i18nInstance';
import { registerLocaleFiles } from './namespaces';
import type { LifecycleProps } from '../remote-contract';
import type { PageDefinition } from '../react/definePage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageRoot } from './PageRoot';

export interface PageLifecycles {
  bootstrap: (props: LifecycleProps) => Promise<void>;
  mount: (props: LifecycleProps) => Promise<void>;
  unmount: (props: LifecycleProps) => Promise<void>;
  update: (props: LifecycleProps) => Promise<void>;
}

/** The page's data once it is there; `ready` false when it could not be had. */
async function prepared(
  page: PageDefinition,
  props: LifecycleProps,
): Promise<{ ready: boolean; data?: unknown }> {
  if (!page.prepare) return { ready: true };
  try {
    const data = await page.prepare({
      language: props.language,
      baseUrl: props.baseUrl,
      fetch,
      pathname: props.pathname,
      search: props.search,
      rendering: 'browser',
    });
    return { ready: true, data };
  } catch (error) {
    // The page shows the failure itself (with its own Retry); it cannot reuse the server's HTML.
    console.error('[page] its data could not be prepared:', error);
    return { ready: false };
  }
}

/**
 * A remote's page as single-spa lifecycles, built with single-spa-react. Before the first render
 * the page's texts (and data, if it names some) are loaded, so it never shows untranslated keys.
 * When the shell says `domElement` holds this page as the server rendered it (`serverRendered`),
 * the page hydrates that HTML instead of drawing it again; otherwise it renders anew. Every page
 * sits in an error boundary.
 *
 * single-spa-react keeps each root under the parcel's name: the shell gives each mount its own.
 */
export function createPageLifecycles(page: PageDefinition): PageLifecycles {
  const namespaces = registerLocaleFiles(page.texts);
  // Read by single-spa-react in the same turn as the mount that sets it.
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
  /** Each mount's data (by its unique name), kept while it is mounted. */
  const data = new Map<string, unknown>();

  const lifecycles = singleSpaReact<LifecycleProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: LifecycleProps) => (
      <PageRoot page={page} props={props} i18n={i18n} data={data.get(props.name)} />
    ),
    errorBoundaryClass: PageErrorBoundary,
    renderType: () => renderType,
  });
  const call =
    (lifecycle: (props: LifecycleProps) => Promise<unknown>) => (props: LifecycleProps) =>
      lifecycle(props).then(() => undefined);

  return {
    bootstrap: call(lifecycles.bootstrap as (props: LifecycleProps) => Promise<unknown>),
    mount: async (props) => {
      await initI18n(props.language);
      // A page's language is fixed while the page lives; only the standalone harness changes it.
      if (i18n.language !== props.language) await i18n.changeLanguage(props.language);
      await loadNamespaces(namespaces);
      const { ready, data: pageData } = await prepared(page, props);
      data.set(props.name, pageData);
      renderType = props.serverRendered && ready ? 'hydrateRoot' : 'createRoot';
      if (renderType === 'createRoot') props.domElement.replaceChildren();
      await (lifecycles.mount as (props: LifecycleProps) => Promise<unknown>)({
        ...props,
        serverRendered: renderType === 'hydrateRoot',
      });
    },
    update: call(lifecycles.update as (props: LifecycleProps) => Promise<unknown>),
    unmount: async (props) => {
      await (lifecycles.unmount as (props: LifecycleProps) => Promise<unknown>)(props);
      data.delete(props.name);
    },
  };
}
