import { useHydrated, type LifecycleProps, type RemoteProps } from '@fair/shared';
import { FRAGMENT_ATTRIBUTES, FRAGMENT_CLASS, PAGE_MARK, type Route } from '@fair/shared/site';
import { useContext, useEffect, useRef, useState } from 'react';
import type { Parcel } from 'single-spa';
import { FrameRenderContext } from '../FrameRenderContext';
import { pageParcelHost } from '../remotes/pageParcels';
import { entryOf, loadPageLifecycles } from '../remotes/remoteLoader';
import { fetchRemotesDocument } from '../remotes/remotesDocument';
import { RemoteFallback } from './RemoteFallback';

/**
 * Past this, a page that has not finished loading and mounting counts as down and its area
 * offers Retry: loading the remote and mounting the page share the one limit, so no page hangs.
 */
export const PAGE_DEADLINE_MS = 8000;

/**
 * single-spa times every lifecycle itself and, by default, logs a warning once a mount has taken
 * a second and an error at three: on a busy phone a page's mount (texts, data, hydration) takes
 * that long and is still fine. The outlet's deadline is the one that decides; single-spa's timers
 * are set to it, so it never reports a page slow before the outlet does.
 */
const PARCEL_TIMEOUT = {
  millis: PAGE_DEADLINE_MS,
  dieOnTimeout: false,
  warningMillis: PAGE_DEADLINE_MS,
};
const PARCEL_TIMEOUTS = {
  bootstrap: PARCEL_TIMEOUT,
  mount: PARCEL_TIMEOUT,
  unmount: PARCEL_TIMEOUT,
  unload: PARCEL_TIMEOUT,
};

/**
 * `server`: the page as the server rendered it (before the remote runs, or without it);
 * `loading` / `mounted`: the remote's page; `failed` / `slow`: it could not be shown (the server's
 * HTML, if any, stays); `outdated`: a newer version of the site was deployed since this page
 * loaded, and the file it asked for is gone.
 */
export type OutletState = 'server' | 'loading' | 'mounted' | 'failed' | 'slow' | 'outdated';

interface Props {
  route: Route;
  remoteProps: RemoteProps;
  /** Move focus to the page's heading once mounted (after a navigation, not on first load). */
  focusHeading: boolean;
}

class DeadlineError extends Error {}

function withinDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError('too slow')), deadline - Date.now());
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The server's HTML of this page in the host, when it came from the entry this page loads. */
function serverFragment(host: HTMLElement, route: Route, language: string): HTMLElement | null {
  const fragment = host.firstElementChild;
  if (!(fragment instanceof HTMLElement) || !fragment.classList.contains(FRAGMENT_CLASS))
    return null;
  const entry = entryOf(route.remote);
  const same =
    !!entry &&
    fragment.getAttribute(FRAGMENT_ATTRIBUTES.entry) === entry &&
    fragment.getAttribute(FRAGMENT_ATTRIBUTES.page) === route.id &&
    fragment.getAttribute(FRAGMENT_ATTRIBUTES.language) === language;
  return same ? fragment : null;
}

/** Whether the site deployed since this page loaded has moved this remote elsewhere. */
async function remoteMoved(remote: string): Promise<boolean> {
  try {
    const current = await fetchRemotesDocument();
    return current.entries[remote] !== undefined && current.entries[remote] !== entryOf(remote);
  } catch {
    return false;
  }
}

let mounts = 0;

/**
 * The page area. Its element keeps whatever HTML the server put in it: the shell never renders
 * inside it. The remote that owns the page hydrates that HTML when it is its own (same entry, page
 * and language), or renders the page anew (after a client-side navigation, or when the remote is a
 * newer version than the HTML). The remote is mounted as a single-spa parcel with a name of its
 * own (owned by the shell's host parcel, so it is forgotten once unmounted), updated with the
 * shell's props, and unmounted on leaving. A remote that is down, slow or broken shows the
 * fallback here only; the rest of the site keeps working.
 */
export function RemoteOutlet({ route, remoteProps, focusHeading }: Props) {
  const serverRender = useContext(FrameRenderContext);
  const hydrated = useHydrated();
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<{ parcel: Parcel; props: LifecycleProps } | null>(null);
  const propsRef = useRef(remoteProps);
  const focusRef = useRef(focusHeading);
  const [state, setState] = useState<OutletState>(hydrated ? 'loading' : 'server');
  const [withContent, setWithContent] = useState(!hydrated);
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
    const props = propsRef.current;
    const fragment = serverFragment(host, route, props.language);
    let domElement: HTMLElement;
    if (fragment) {
      domElement = fragment;
    } else {
      // Render anew; any HTML the server left (another version's) stays until the page replaces it.
      const stale = host.firstElementChild;
      domElement = stale instanceof HTMLElement ? stale : document.createElement('div');
      for (const attribute of Object.values(FRAGMENT_ATTRIBUTES))
        domElement.removeAttribute(attribute);
      if (!stale) host.append(domElement);
      setState('loading');
    }
    setWithContent(domElement.childNodes.length > 0);
    const deadline = Date.now() + PAGE_DEADLINE_MS;

    withinDeadline(
      Promise.all([loadPageLifecycles(route.remote, route.module), pageParcelHost()]),
      deadline,
    )
      .then(([lifecycles, mountParcel]) => {
        if (cancelled) return;
        const mountedWith: LifecycleProps = {
          ...props,
          domElement,
          name: `${route.remote}/${route.id}#${++mounts}`,
          serverRendered: fragment !== null,
        };
        parcel = mountParcel(
          { ...lifecycles, name: mountedWith.name, timeouts: PARCEL_TIMEOUTS },
          mountedWith,
        );
        parcelRef.current = { parcel, props: mountedWith };
        return withinDeadline(parcel.mountPromise, deadline).then(() => {
          if (cancelled) return;
          setState('mounted');
          // Props that changed while the page was mounting (e.g. the query) catch up now.
          if (propsRef.current !== props) {
            const next = { ...mountedWith, ...propsRef.current };
            parcelRef.current = { parcel: parcel as Parcel, props: next };
            void parcel?.update?.(next);
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
      .catch(async (error: unknown) => {
        if (cancelled) return;
        console.error(`[shell] ${route.remote}/${route.module} failed:`, error);
        const outdated = await remoteMoved(route.remote);
        if (cancelled) return;
        setWithContent(domElement.childNodes.length > 0);
        setState(outdated ? 'outdated' : error instanceof DeadlineError ? 'slow' : 'failed');
      });

    return () => {
      cancelled = true;
      parcelRef.current = null;
      const mounted = parcel;
      if (!mounted) return;
      // The page may still be mounting (StrictMode, a quick navigation): unmount once it is.
      mounted.mountPromise
        .then(() => (mounted.getStatus() === 'MOUNTED' ? mounted.unmount() : undefined))
        .catch(() => undefined);
    };
    // The page is mounted once per route and attempt; its props follow through `update`.
  }, [route, attempt]);

  useEffect(() => {
    const mounted = parcelRef.current;
    if (!mounted || mounted.parcel.getStatus() !== 'MOUNTED' || !mounted.parcel.update) return;
    const next = { ...mounted.props, ...remoteProps };
    parcelRef.current = { parcel: mounted.parcel, props: next };
    mounted.parcel.update(next).catch((error: unknown) => console.error(error));
  }, [remoteProps]);

  const problem = state === 'failed' || state === 'slow' || state === 'outdated' ? state : null;
  return (
    <div className="remote-outlet" data-remote={route.remote} data-state={state}>
      {state === 'loading' && <div className="remote-outlet__loading" aria-hidden="true" />}
      {problem && (
        <RemoteFallback
          problem={problem}
          overContent={withContent}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {/* The page's own element: React leaves its content (the server's HTML) alone. */}
      <div
        ref={hostRef}
        className="remote-host"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: serverRender ? PAGE_MARK : '' }}
      />
    </div>
  );
}
