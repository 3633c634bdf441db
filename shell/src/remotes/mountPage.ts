import type { LifecycleProps, RemoteProps } from '@fair/shared';
import type { Route } from '@fair/shared/site';
import type { Parcel } from 'single-spa';
import { PARCEL_TIMEOUTS, until } from './pageDeadline';
import { pageParcelHost } from './pageParcels';
import { loadPageLifecycles } from './remoteLoader';

let mounts = 0;

export interface MountedPage {
  parcel: Parcel;
  /** The props it was mounted with; `update` is called with these and what changed. */
  props: LifecycleProps;
}

/**
 * Loads a page's remote and mounts the page into `element` as a single-spa parcel with a name
 * of its own (owned by the shell's host parcel, so it is forgotten once unmounted). Resolves once
 * the page is mounted (hydrated, or rendered anew); rejects with the signal's reason when it
 * aborts first (the deadline, or the outlet leaving), in which case `onParcel` has already handed
 * the parcel over for unmounting.
 */
export async function mountPage(
  route: Route,
  remoteProps: RemoteProps,
  page: { element: HTMLElement; serverRendered: boolean },
  signal: AbortSignal,
  onParcel: (mounted: MountedPage) => void,
): Promise<MountedPage> {
  const [lifecycles, mountParcel] = await until(
    Promise.all([loadPageLifecycles(route.remote, route.module), pageParcelHost()]),
    signal,
  );
  signal.throwIfAborted();
  const props: LifecycleProps = {
    ...remoteProps,
    domElement: page.element,
    name: `${route.remote}/${route.id}#${++mounts}`,
    serverRendered: page.serverRendered,
  };
  // single-spa reads `timeouts` from a parcel's config; its types leave it out.
  const config = { ...lifecycles, name: props.name, timeouts: PARCEL_TIMEOUTS };
  const parcel = mountParcel(config, props);
  const mounted = { parcel, props };
  onParcel(mounted);
  await until(parcel.mountPromise, signal);
  return mounted;
}

/** Unmounts a page once it is mounted (it may still be mounting: StrictMode, a quick navigation). */
export function unmountPage({ parcel }: MountedPage) {
  parcel.mountPromise
    .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
    .catch(() => undefined);
}
