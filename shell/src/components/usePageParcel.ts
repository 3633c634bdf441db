import type { RemoteProps } from '@fair/shared';
import { INTERACTIVE_MARK, type Route } from '@fair/shared/site';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { earlyInput } from '../boot/handoff';
import { focusArrivedPage } from '../navigation/focusReturn';
import { mountPage, unmountPage, type MountedPage } from '../remotes/mountPage';
import { isTimeout, PAGE_DEADLINE_MS } from '../remotes/pageDeadline';
import { pageElement } from '../remotes/pageElement';
import { remoteMoved } from '../remotes/remoteMoved';

/**
 * `server`: the page as the server rendered it (before the remote runs, or without it);
 * `loading` / `mounted`: the remote's page; `failed` / `slow`: it could not be shown (the server's
 * HTML, if any, stays); `outdated`: a newer version of the site was deployed since this page
 * loaded, and the file it asked for is gone.
 */
export type OutletState = 'server' | 'loading' | 'mounted' | 'failed' | 'slow' | 'outdated';

interface Options {
  route: Route;
  remoteProps: RemoteProps;
  /**
   * Move the focus into the page once mounted (after a navigation, not on first load): to its
   * heading, or after Back and Forward to the link the visitor left by (`focusArrivedPage`).
   */
  focusHeading: boolean;
  host: RefObject<HTMLElement | null>;
  /** A new attempt (Retry) mounts the page again. */
  attempt: number;
  /** The outlet starts over the server's HTML (the first page of a visit). */
  fromServer: boolean;
}

/**
 * Mounts the route's page into the outlet's host once per route and attempt, within the page
 * deadline, keeps it updated with the shell's props, and unmounts it on leaving. Once the page
 * listens, what the visitor did before (kept by the boot script) is done again.
 */
export function usePageParcel({
  route,
  remoteProps,
  focusHeading,
  host,
  attempt,
  fromServer,
}: Options) {
  const [state, setState] = useState<OutletState>(fromServer ? 'server' : 'loading');
  const [withContent, setWithContent] = useState(fromServer);
  const mountedRef = useRef<MountedPage | null>(null);
  const propsRef = useRef(remoteProps);
  const focusRef = useRef(focusHeading);

  useEffect(() => {
    propsRef.current = remoteProps;
    focusRef.current = focusHeading;
  });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    // Aborted when the outlet leaves (cancelled) or when the page deadline passes (its reason is
    // then the timeout's).
    const cancelled = new AbortController();
    const mounting = new AbortController();
    const deadline = AbortSignal.timeout(PAGE_DEADLINE_MS);
    deadline.addEventListener('abort', () => mounting.abort(deadline.reason), { once: true });
    cancelled.signal.addEventListener('abort', () => mounting.abort(cancelled.signal.reason), {
      once: true,
    });
    const { signal } = mounting;
    let stopFocusing: (() => void) | undefined;
    const props = propsRef.current;
    const page = pageElement(element, route, props.language);
    if (!page.serverRendered) setState('loading');
    setWithContent(page.element.childNodes.length > 0);

    mountPage(route, props, page, signal, (mounted) => (mountedRef.current = mounted))
      .then((mounted) => {
        if (cancelled.signal.aborted) return;
        setState('mounted');
        earlyInput()?.replay(page.element);
        performance.mark(INTERACTIVE_MARK, { detail: route.id });
        // Props that changed while the page was mounting (e.g. the query) catch up now.
        if (propsRef.current !== props) {
          mounted.props = { ...mounted.props, ...propsRef.current };
          void mounted.parcel.update?.(mounted.props);
        }
        if (focusRef.current) stopFocusing = focusArrivedPage(window, page.element);
      })
      .catch(async (error: unknown) => {
        if (cancelled.signal.aborted) return;
        earlyInput()?.release();
        console.error(`[shell] ${route.remote}/${route.module} failed:`, error);
        const outdated = await remoteMoved(route.remote);
        if (cancelled.signal.aborted) return;
        setWithContent(page.element.childNodes.length > 0);
        setState(outdated ? 'outdated' : isTimeout(error) ? 'slow' : 'failed');
      });

    return () => {
      cancelled.abort();
      stopFocusing?.();
      const mounted = mountedRef.current;
      mountedRef.current = null;
      if (mounted) unmountPage(mounted);
    };
    // The page is mounted once per route and attempt; its props follow through `update`.
  }, [route, attempt, host]);

  useEffect(() => {
    const mounted = mountedRef.current;
    if (!mounted || mounted.parcel.getStatus() !== 'MOUNTED' || !mounted.parcel.update) return;
    mounted.props = { ...mounted.props, ...remoteProps };
    mounted.parcel.update(mounted.props).catch((error: unknown) => console.error(error));
  }, [remoteProps]);

  return { state, withContent };
}
