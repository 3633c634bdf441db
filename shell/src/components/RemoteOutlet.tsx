import { useHydrated, type RemoteProps } from '@fair/shared';
import { PAGE_MARK, type Route } from '@fair/shared/site';
import { useContext, useRef, useState } from 'react';
import { FrameRenderContext } from '../FrameRenderContext';
import { RemoteFallback } from './RemoteFallback';
import { usePageParcel } from './usePageParcel';

export type { OutletState } from './usePageParcel';

interface Props {
  route: Route;
  remoteProps: RemoteProps;
  /** Move focus to the page's heading once mounted (after a navigation, not on first load). */
  focusHeading: boolean;
}

/**
 * The page area. Its element keeps whatever HTML the server put in it: the shell never renders
 * inside it. The remote that owns the page hydrates that HTML when it is its own, or renders the
 * page anew (`usePageParcel`). A remote that is down, slow or broken shows the fallback here
 * only; the rest of the site keeps working.
 */
export function RemoteOutlet({ route, remoteProps, focusHeading }: Props) {
  const serverRender = useContext(FrameRenderContext);
  const hydrated = useHydrated();
  const host = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const { state, withContent } = usePageParcel({
    route,
    remoteProps,
    focusHeading,
    host,
    attempt,
    fromServer: !hydrated,
  });

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
        ref={host}
        className="remote-host"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: serverRender ? PAGE_MARK : '' }}
      />
    </div>
  );
}
