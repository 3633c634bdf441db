import { StrictMode, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  i18n,
  initI18n,
  loadNamespaces,
  releaseNamespaces,
  retainNamespaces,
} from '../i18n/instance';
import { registerLocaleFiles, type LocaleFiles } from '../i18n/namespaces';
import type { RemoteProps } from '../remote-contract';
import { RemotePropsContext } from './RemotePropsContext';

/** single-spa passes these with every lifecycle call; `domElement` is where the page goes. */
export type LifecycleProps = RemoteProps & { domElement: HTMLElement; name?: string };

export interface PageLifecycles {
  bootstrap: (props: LifecycleProps) => Promise<void>;
  mount: (props: LifecycleProps) => Promise<void>;
  unmount: (props: LifecycleProps) => Promise<void>;
  update: (props: LifecycleProps) => Promise<void>;
}

/**
 * Wraps a React page in single-spa lifecycles. Each mount gets its own root, so one page module
 * can be mounted, unmounted and mounted again. Texts are loaded before the first paint, so the
 * page never shows untranslated keys.
 *
 * `localeFiles` names the page's own texts, e.g. `import.meta.glob('../locales/*\/faq.json')`:
 * given here, per page, they appear in the remote's manifest as that page's files only, so the
 * shell can preload exactly the texts the page needs and nothing of the remote's other pages.
 */
export function createPageLifecycles(
  Page: ComponentType,
  localeFiles: LocaleFiles,
): PageLifecycles {
  const namespaces = registerLocaleFiles(localeFiles);
  const roots = new WeakMap<HTMLElement, Root>();

  async function render(props: LifecycleProps): Promise<void> {
    await initI18n(props.language);
    if (i18n.language !== props.language) await i18n.changeLanguage(props.language);
    await loadNamespaces(namespaces);
    const root = roots.get(props.domElement);
    if (!root) return;
    const { language, pathname, search, hash, navigate, notify } = props;
    const remoteProps = { language, pathname, search, hash, navigate, notify };
    // Rendered synchronously, so that when `mount` or `update` resolves the page is in the DOM:
    // the shell can then move focus to its heading and reveal it without a flash.
    flushSync(() =>
      root.render(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <RemotePropsContext.Provider value={remoteProps}>
              <Page />
            </RemotePropsContext.Provider>
          </I18nextProvider>
        </StrictMode>,
      ),
    );
  }

  return {
    bootstrap: async () => {},
    mount: async (props) => {
      retainNamespaces(namespaces);
      roots.set(props.domElement, createRoot(props.domElement));
      await render(props);
    },
    update: render,
    unmount: async (props) => {
      roots.get(props.domElement)?.unmount();
      roots.delete(props.domElement);
      releaseNamespaces(namespaces);
    },
  };
}
