import { createContext, useContext } from 'react';
import type { RemoteProps } from '../remote-contract';

/** The shell's props, and whether the first render reuses the server's HTML. */
export interface PageProps extends RemoteProps {
  /**
   * True on the server and while the browser hydrates the server's HTML: the first render must be
   * the one the server made (e.g. the catalogue unfiltered), and anything that depends on the
   * browser (its storage, the address's query) follows once the page is on screen.
   */
  serverRendered: boolean;
}

export const RemotePropsContext = createContext<PageProps | null>(null);

/** The props the shell passed to the mounted remote (language, location, navigate, notify). */
export function useRemoteProps(): PageProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside a mounted remote page');
  return props;
}
