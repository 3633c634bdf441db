import type { i18n as I18n } from 'i18next';
import { StrictMode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PageDefinition } from '../react/definePage';
import { PageDataContext } from './PageData';
import { RemotePropsContext, type PageProps } from './RemotePropsContext';

interface Props {
  page: PageDefinition;
  props: PageProps;
  i18n: I18n;
  /** What the page's `prepare` resolved to for this render. */
  data?: unknown;
}

/** Everything a page renders inside, the same in the browser and on the server. */
export function PageRoot({ page, props, i18n, data }: Props) {
  const { language, pathname, search, hash, navigate, notify, baseUrl, serverRendered } = props;
  const value = useMemo<PageProps>(
    () => ({ language, pathname, search, hash, navigate, notify, baseUrl, serverRendered }),
    [language, pathname, search, hash, navigate, notify, baseUrl, serverRendered],
  );
  const { Component } = page;
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RemotePropsContext.Provider value={value}>
          <PageDataContext.Provider value={data}>
            <Component />
          </PageDataContext.Provider>
        </RemotePropsContext.Provider>
      </I18nextProvider>
    </StrictMode>
  );
}
