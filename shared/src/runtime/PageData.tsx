import { createContext, useContext } from 'react';

/** The data the page's `prepare` resolved to, for this render (undefined without `prepare`). */
export const PageDataContext = createContext<unknown>(undefined);

/**
 * The data the page's `prepare` resolved to for this very render: on the server, that request's;
 * in the browser, this mount's. Typed by the page, which knows what its `prepare` returns.
 */
export function usePageData<Data>(): Data {
  return useContext(PageDataContext) as Data;
}
