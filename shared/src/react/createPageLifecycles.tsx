import {
  startTransition,
  StrictMode,
  useLayoutEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
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
/** Calls `onCommit` once React has put the tree in the DOM. */
function CommitSignal({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

export function createPageLifecycles(
  Page: ComponentType,
  localeFiles: LocaleFiles,
): PageLifecycles {
  const namespaces = registerLocaleFiles(localeFiles);
  const roots = new WeakMap<HTMLElement, { root: Root; waiting: (() => void)[] }>();

  /**
   * Renders the page and resolves once it is in the DOM, so the shell can move focus to its
   * heading and reveal it without a flash. The first render is a transition: React renders it in
   * slices, so a large page never blocks the main thread in one long task; updates (a new
   * language or location) render at once. A commit settles every render waiting before it, so a
   * render that a newer one overtook still resolves.
   */
  async function render(props: LifecycleProps, first: boolean): Promise<void> {
    await initI18n(props.language);
    if (i18n.language !== props.language) await i18n.changeLanguage(props.language);
    await loadNamespaces(namespaces);
    const entry = roots.get(props.domElement);
    if (!entry) return;
    const { language, pathname, search, hash, navigate, notify } = props;
    const remoteProps = { language, pathname, search, hash, navigate, notify };
    const committed = new Promise<void>((resolve) => entry.waiting.push(resolve));
    const onCommit = () => {
      for (const resolve of entry.waiting.splice(0)) resolve();
    };
    const page = (
      <StrictMode>
        <CommitSignal onCommit={onCommit}>
          <I18nextProvider i18n={i18n}>
            <RemotePropsContext.Provider value={remoteProps}>
              <Page />
            </RemotePropsContext.Provider>
          </I18nextProvider>
        </CommitSignal>
      </StrictMode>
    );
    if (first) startTransition(() => entry.root.render(page));
    else flushSync(() => entry.root.render(page));
    await committed;
  }

  return {
    bootstrap: async () => {},
    mount: async (props) => {
      retainNamespaces(namespaces);
      roots.set(props.domElement, { root: createRoot(props.domElement), waiting: [] });
      await render(props, true);
    },
    update: (props) => render(props, false),
    unmount: async (props) => {
      const entry = roots.get(props.domElement);
      roots.delete(props.domElement);
      entry?.root.unmount();
      // Nothing will commit any more: release whoever still waits.
      for (const resolve of entry?.waiting.splice(0) ?? []) resolve();
      releaseNamespaces(namespaces);
    },
  };
}
