import { useCallback, useState } from 'react';

/**
 * Code a page needs only once the visitor asks for it (a dialog), kept out of the page's first
 * download: it is fetched at the ask, or earlier with `preload` when the visitor heads for the
 * button that asks (a pointer over or on it, its focus). A failed download is tried again at the
 * next ask.
 */
export interface OnDemand<Module> {
  get: () => Promise<Module>;
  preload: () => void;
  /** The module, once it has arrived. */
  current: () => Module | null;
}

export function onDemand<Module>(load: () => Promise<Module>): OnDemand<Module> {
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;
  const get = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    get,
    preload: () => {
      get().catch(() => undefined);
    },
    current: () => loaded,
  };
}

/**
 * An on-demand part for a render: `module` is null until it has arrived. `request` asks for it:
 * the control that asked says it is busy meanwhile (`aria-busy`), and `onFailure` runs when the
 * download failed (the page tells the visitor, who can ask again).
 */
export function useOnDemand<Module>(part: OnDemand<Module>): {
  module: Module | null;
  request: (asker: Element | null, onFailure: () => void) => void;
} {
  const [module, setModule] = useState(part.current);
  const request = useCallback(
    (asker: Element | null, onFailure: () => void) => {
      const ready = part.current();
      if (ready) {
        setModule(() => ready);
        return;
      }
      asker?.setAttribute('aria-busy', 'true');
      part.get().then(
        (arrived) => {
          asker?.removeAttribute('aria-busy');
          setModule(() => arrived);
        },
        () => {
          asker?.removeAttribute('aria-busy');
          onFailure();
        },
      );
    },
    [part],
  );
  return { module, request };
}
