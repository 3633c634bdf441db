import { lazy, Suspense, type ComponentType, type FunctionComponent } from 'react';

/**
 * A part of the frame that hydrates in a task of its own. Preact hydrates in one pass; the
 * frame's parts together made a task long enough to block a slow phone's main thread (Lighthouse
 * counted it as blocking time). Wrapped, the part suspends once while the page hydrates: Preact
 * keeps the server's HTML of it as it is (its links and `<details>` keep working without
 * scripts), and hydrates it after a `setTimeout`, in the next task. On the server, and once
 * loaded, it renders at once.
 */
export function hydrateLater<P extends object>(Component: ComponentType<P>): FunctionComponent<P> {
  const Later = lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve) =>
        setTimeout(() => resolve({ default: Component }), 0),
      ),
  );
  const rendersAtOnce = typeof document === 'undefined';
  function HydratedLater(props: P) {
    if (rendersAtOnce) return <Component {...props} />;
    return (
      <Suspense fallback={null}>
        <Later {...props} />
      </Suspense>
    );
  }
  HydratedLater.displayName = `hydrateLater(${Component.displayName ?? Component.name})`;
  return HydratedLater;
}
