import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { callApi, type Failure } from '../api/client';
import type { Account } from '../api/types';

/**
 * Who is signed in, as the page knows it: still asking, no one, an account, or the question could
 * not be answered (the page offers Retry). The session itself is an HttpOnly cookie the page never
 * reads: only the API can say.
 */
export type SessionState =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'signed-in'; account: Account }
  | { kind: 'unknown'; failure: Failure };

export interface Session {
  state: SessionState;
  /**
   * Asks the API again: after a failure (Retry), or when the account changed (a passkey added).
   * A known state stays on screen until the answer replaces it.
   */
  check: () => void;
  /** A ceremony signed an account in (or the account changed): the page shows it at once. */
  signedIn: (account: Account) => void;
  /** The account signed out, or the API answered that no session is live any more. */
  signedOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The session of a page, asked of the API once the page is the browser's (the server's HTML knows
 * no one). `GET /api/session` answers 200 whether or not anyone is signed in.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ kind: 'checking' });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let current = true;
    void callApi<{ account: Account | null }>('GET', 'session').then((result) => {
      if (!current) return;
      if (!result.ok) setState({ kind: 'unknown', failure: result.failure });
      else if (result.data.account) setState({ kind: 'signed-in', account: result.data.account });
      else setState({ kind: 'signed-out' });
    });
    return () => {
      current = false;
    };
  }, [asked]);
  const check = useCallback(() => {
    setState((known) => (known.kind === 'unknown' ? { kind: 'checking' } : known));
    setAsked((count) => count + 1);
  }, []);
  const signedIn = useCallback((account: Account) => setState({ kind: 'signed-in', account }), []);
  const signedOut = useCallback(() => setState({ kind: 'signed-out' }), []);
  const session = useMemo(
    () => ({ state, check, signedIn, signedOut }),
    [state, check, signedIn, signedOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider');
  return session;
}
