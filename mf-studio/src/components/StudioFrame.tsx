import { useHydrated } from '@fair/shared';
import type { ReactNode } from 'react';
import { SessionProvider } from '../session/session';
import { SessionStatus } from './SessionStatus';
import '../styles/studio.css';

/**
 * A page of the studio: its title and what it is for, and whatever else reads without a script
 * (`about`), all in the server's HTML, with a line saying that the rest needs JavaScript. Once the
 * page is the browser's, that line says who is signed in instead, and what needs the browser (the
 * session, passkeys, the forms) is added below it: nothing the server drew is taken away, and no
 * button is ever drawn that would do nothing.
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
  /** What the line says until a script runs: what this page needs JavaScript for. */
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
      <SessionProvider>
        <SessionStatus noScript={noScript} />
        {hydrated ? children : null}
      </SessionProvider>
    </div>
  );
}
