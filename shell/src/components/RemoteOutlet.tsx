import type { RemoteProps } from '@fair/shared';
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import {
  forgetFailedRemote,
  loadPageLifecycles,
  RemoteTimeoutError,
} from '../remotes/remoteLoader';
import type { RemoteRoute } from '../routes';
import { RemoteFallback } from './RemoteFallback';

type State = 'loading' | 'mounted' | 'failed' | 'slow';

interface Props {
  route: RemoteRoute;
  remoteProps: RemoteProps;
  /** Move focus to the page's heading once mounted (after a navigation, not on first load). */
  focusHeading: boolean;
}

/**
 * Mounts one remote page as a single-spa parcel into its own element, passes it the shell's props
 * (again with `update` whenever they change) and unmounts it on leaving. A remote that is down,
 * slow or broken shows the fallback here only; the rest of the shell keeps working.
 */
export function RemoteOutlet({ route, remoteProps, focusHeading }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const propsRef = useRef(remoteProps);
  const focusRef = useRef(focusHeading);
  const [state, setState] = useState<State>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    propsRef.current = remoteProps;
    focusRef.current = focusHeading;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let parcel: Parcel | null = null;
    const domElement = document.createElement('div');
    domElement.className = 'remote-root';
    host.appendChild(domElement);
    setState('loading');

    loadPageLifecycles(route.remote, route.module)
      .then((lifecycles) => {
        if (cancelled) return;
        parcel = mountRootParcel(lifecycles, { domElement, ...propsRef.current });
        parcelRef.current = parcel;
        return parcel.mountPromise.then(() => {
          if (cancelled) return;
          setState('mounted');
          if (focusRef.current) {
            const heading = domElement.querySelector<HTMLElement>('h1');
            if (heading) {
              heading.tabIndex = -1;
              heading.focus({ preventScroll: true });
            }
          }
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(`[shell] ${route.remote}/${route.module} failed:`, error);
        parcelRef.current = null;
        setState(error instanceof RemoteTimeoutError ? 'slow' : 'failed');
      });

    return () => {
      cancelled = true;
      parcelRef.current = null;
      const mounted = parcel;
      if (!mounted) {
        domElement.remove();
        return;
      }
      // Under StrictMode the effect can be undone before mounting has finished: wait for it.
      mounted.mountPromise
        .then(() => mounted.unmount())
        .catch(() => undefined)
        .finally(() => domElement.remove());
    };
  }, [route.remote, route.module, attempt]);

  useEffect(() => {
    const parcel = parcelRef.current;
    if (parcel && parcel.getStatus() === 'MOUNTED' && parcel.update) {
      parcel.update(remoteProps).catch((error: unknown) => console.error(error));
    }
  }, [remoteProps]);

  const retry = () => {
    forgetFailedRemote(route.remote);
    setAttempt((n) => n + 1);
  };

  return (
    <div className="remote-outlet" data-remote={route.remote} data-state={state}>
      {state === 'loading' && <div className="remote-outlet__loading" aria-hidden="true" />}
      {(state === 'failed' || state === 'slow') && (
        <RemoteFallback slow={state === 'slow'} onRetry={retry} />
      )}
      <div ref={hostRef} />
    </div>
  );
}
