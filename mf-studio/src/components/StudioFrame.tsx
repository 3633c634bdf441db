import { useHydrated } from '@fair/shared';
import type { ReactNode } from 'react';
import { SessionProvider } from '../session/session';
import '../styles/studio.css';

/**
 * A page of the studio: its title and what it is for, and whatever else reads without a script
 * (`about`), all in the server's HTML; then what needs the browser (the session, passkeys, the
 * forms), added below once the page is the browser's, never replacing what the server drew.
 * Without JavaScript the page says plainly that this part needs it, and shows no button that
 * would do nothing.
 */
export function StudioFrame({
  title,
  lead,
  about,
  noScript,
  children,
}: {
  title: string;
  lead: string;
  about?: ReactNode;
  noScript: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <div className="mf-studio">
      <header className="mf-studio__header">
        <h1>{title}</h1>
        <p className="mf-studio__lead">{lead}</p>
      </header>
      {about}
      <noscript>
        <p className="notice notice--warning">{noScript}</p>
      </noscript>
      {hydrated ? <SessionProvider>{children}</SessionProvider> : null}
    </div>
  );
}
