import { mountRootParcel, type AppProps } from 'single-spa';

/** Mounts a parcel owned by the shell's host parcel. */
export type MountParcel = AppProps['mountParcel'];

let host: Promise<MountParcel> | undefined;

/**
 * The shell's one root parcel, which owns every page's parcel. single-spa forgets a parcel once
 * it is unmounted only when its owner has a name; a root parcel's owner (single-spa's own
 * `rootParcels`) has none, so a page mounted with `mountRootParcel` would stay listed there,
 * with its props and its element (and every listener React put on it), for as long as the tab
 * lives. This named parcel is mounted once, never unmounted, and lends its `mountParcel`:
 * the pages it mounts are dropped from its list as they are unmounted.
 */
export function pageParcelHost(): Promise<MountParcel> {
  host ??= new Promise<MountParcel>((resolve, reject) => {
    const parcel = mountRootParcel(
      {
        name: 'shell',
        bootstrap: async () => undefined,
        mount: async (props: AppProps) => resolve(props.mountParcel),
        unmount: async () => undefined,
      },
      // The host draws nothing; single-spa asks every parcel for an element all the same.
      { domElement: document.createElement('div') },
    );
    parcel.mountPromise.catch(reject);
  });
  return host;
}
