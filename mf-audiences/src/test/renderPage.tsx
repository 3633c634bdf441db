import {
  i18n,
  registerLocaleFiles,
  initI18n,
  loadNamespaces,
  RemotePropsContext,
  type Language,
  type RemoteProps,
} from '@fair/shared';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';

// Every text of this remote, as the pages' lifecycles register each page's own.
registerLocaleFiles(import.meta.glob('../locales/*/*.json'));

export type TestProps = RemoteProps & {
  navigate: ReturnType<typeof vi.fn<RemoteProps['navigate']>>;
  notify: ReturnType<typeof vi.fn<RemoteProps['notify']>>;
};

/**
 * Renders a page as the shell would: the page's real texts for the language (through the same
 * registry and i18next instance the lifecycles use) and the shell's props, with spies for
 * navigate and notify. `rerender` passes new props, as the shell's `update` does.
 */
export async function renderPage(
  Page: ComponentType,
  namespaces: readonly string[],
  language: Language,
  overrides: Partial<RemoteProps> = {},
) {
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  await loadNamespaces(['common', ...namespaces]);
  let props: TestProps = {
    language,
    pathname: '/',
    search: '',
    hash: '',
    navigate: vi.fn<RemoteProps['navigate']>(),
    notify: vi.fn<RemoteProps['notify']>(),
    ...overrides,
  } as TestProps;
  const tree = (current: RemoteProps) => (
    <I18nextProvider i18n={i18n}>
      <RemotePropsContext.Provider value={current}>
        <Page />
      </RemotePropsContext.Provider>
    </I18nextProvider>
  );
  const result = render(tree(props));
  return {
    ...result,
    props: () => props,
    rerenderWith: (changes: Partial<RemoteProps>) => {
      props = { ...props, ...changes } as TestProps;
      result.rerender(tree(props));
    },
  };
}
