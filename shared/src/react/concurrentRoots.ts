import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { startTransition, type ReactNode } from 'react';

/** Hydration problems are worth a line in the console, with the page they come from. */
function reportRecoverable(error: unknown) {
  console.error('[page] recovered from an error while rendering:', error);
}

/**
 * React's client API as single-spa-react calls it, with a page's first render (or hydration) done
 * as a transition: React renders it in slices, so a long article is never one long task and the
 * page stays responsive while it appears. Later renders (new props) happen at once, so what the
 * visitor types is never put back by a render that comes later.
 */
export const concurrentRoots = {
  createRoot(container: Element, options?: RootOptions): Root {
    const root = createRoot(container, { onRecoverableError: reportRecoverable, ...options });
    let rendered = false;
    return {
      render(children: ReactNode) {
        if (rendered) flushSync(() => root.render(children));
        else startTransition(() => root.render(children));
        rendered = true;
      },
      unmount: () => root.unmount(),
    };
  },
  hydrateRoot(container: Element, children: ReactNode): Root {
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, children, { onRecoverableError: reportRecoverable });
    });
    if (!root) throw new Error('hydrateRoot did not return a root');
    const hydrated = root;
    return {
      render: (next: ReactNode) => flushSync(() => hydrated.render(next)),
      unmount: () => hydrated.unmount(),
    };
  },
};
