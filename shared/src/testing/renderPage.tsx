import { render } from '@testing-library/preact';
import type { ComponentType, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../languages';
import { PageDataContext, RemotePropsContext, type PageProps } from '@fair/shared/runtime';
import type { RemoteProps } from '../remote-contract';
import { loadTestTexts } from './texts';

type Calls<F extends (...args: never[]) => unknown> = Parameters<F>[];

/** Props as the shell passes them, with the calls to navigate and notify recorded. */
export interface TestProps extends PageProps {
  navigations: Calls<RemoteProps['navigate']>;
  notifications: Calls<RemoteProps['notify']>;
}

export interface RenderPageOptions {
  language?: Language;
  /** The page's own namespaces (the common vocabulary always comes). */
  namespaces?: readonly string[];
  props?: Partial<PageProps>;
  /**
   * Whether navigate() hands the new location back at once, as the shell's router does (the
   * default); without it a test plays the shell's updates itself, with `rerenderWith`.
   */
  followNavigation?: boolean;
  /** Called besides the router-like behaviour, e.g. with the test's spies. */
  observe?: Partial<Pick<RemoteProps, 'navigate' | 'notify'>>;
  /** What the page's `prepare` resolved to (`usePageData()`). */
  data?: unknown;
  /** Wraps the page in the test's own providers (a clock, a store). */
  wrap?: (page: ReactNode) => ReactNode;
}

/**
 * Renders a page as the shell mounts it: the page's real texts in the language, through the same
 * registry and i18next instance its lifecycles use, and the shell's props. `navigate` acts like
 * the shell's router: the page gets the new location back (as `update` gives it). `rerenderWith`
 * passes other props.
 */
export async function renderPage(Page: ComponentType, options: RenderPageOptions = {}) {
  const language = options.language ?? 'en';
  const i18n = await loadTestTexts(language, options.namespaces);
  const navigations: TestProps['navigations'] = [];
  const notifications: TestProps['notifications'] = [];
  let props: TestProps;
  const tree = (current: PageProps) => {
    const page = (
      <I18nextProvider i18n={i18n}>
        <RemotePropsContext.Provider value={current}>
          <PageDataContext.Provider value={options.data}>
            <Page />
          </PageDataContext.Provider>
        </RemotePropsContext.Provider>
      </I18nextProvider>
    );
    return options.wrap ? options.wrap(page) : page;
  };
  props = {
    language,
    pathname: '/',
    search: '',
    hash: '',
    baseUrl: 'http://remote.test/',
    serverRendered: false,
    navigate: (to, navigateOptions) => {
      navigations.push([to, navigateOptions]);
      options.observe?.navigate?.(to, navigateOptions);
      if (options.followNavigation === false) return;
      const url = new URL(to, 'http://site.test');
      rerenderWith({ pathname: url.pathname, search: url.search, hash: url.hash });
    },
    notify: (toast) => {
      notifications.push([toast]);
      options.observe?.notify?.(toast);
    },
    ...options.props,
    navigations,
    notifications,
  };
  const view = render(tree(props));
  function rerenderWith(changes: Partial<PageProps>) {
    props = { ...props, ...changes };
    view.rerender(tree(props));
  }
  return { ...view, props: () => props, rerenderWith, navigations, notifications };
}
