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
  // single-spa replaces a parcel's props on update, so the element travels with every update.
  const parcelRef = useRef<{ parcel: Parcel; domElement: HTMLElement } | null>(null);
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
        const mountedWith = propsRef.current;
        const created = mountRootParcel(lifecycles, { domElement, ...mountedWith });
        parcel = created;
        parcelRef.current = { parcel: created, domElement };
        return created.mountPromise.then(() => {
          if (cancelled) return;
          setState('mounted');
          // Props that changed while the page was mounting (e.g. the language) catch up now.
          if (propsRef.current !== mountedWith && created.update) {
            void created.update({ domElement, ...propsRef.current });
          }
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
        .then(() => (mounted.getStatus() === 'MOUNTED' ? mounted.unmount() : undefined))
        .catch(() => undefined)
        .finally(() => domElement.remove());
    };
  }, [route.remote, route.module, attempt]);

  useEffect(() => {
    const mounted = parcelRef.current;
    if (mounted && mounted.parcel.getStatus() === 'MOUNTED' && mounted.parcel.update) {
      mounted.parcel
        .update({ domElement: mounted.domElement, ...remoteProps })
        .catch((error: unknown) => console.error(error));
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
