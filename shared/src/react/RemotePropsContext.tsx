import { createContext, useContext } from 'react';
import type { RemoteProps } from '../remote-contract';

export const RemotePropsContext = createContext<RemoteProps | null>(null);

/** The props the shell passed to the mounted remote (language, location, navigate, notify). */
export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside a mounted remote page');
  return props;
}
