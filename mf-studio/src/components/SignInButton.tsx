import { useRemoteProps } from '@fair/shared/runtime';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../api/client';
import { failureText } from '../forms/failures';
import { signIn } from '../session/ceremonies';
import { useSession } from '../session/session';

/**
 * Sign in with a passkey: one button, no name typed (the browser or phone offers the passkeys it
 * holds for this site). A refusal is said beside the button, in words.
 */
export function SignInButton({ secondary = false }: { secondary?: boolean }) {
  const { t } = useTranslation(['session', 'problems', 'common']);
  const { notify } = useRemoteProps();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const id = useId();

  // A ref, not the state: a second tap before the next render must not start a second prompt.
  const started = useRef(false);
  const start = async () => {
    if (started.current) return;
    started.current = true;
    setBusy(true);
    setFailure(null);
    const result = await signIn();
    started.current = false;
    setBusy(false);
    if (!result.ok) {
      setFailure(result.failure);
      return;
    }
    session.signedIn(result.data);
    notify({
      kind: 'success',
      message: t('session:signIn.done', { name: result.data.displayName }),
    });
  };

  return (
    <div className="sign-in">
      <button
        type="button"
        className={secondary ? 'button button--secondary' : 'button'}
        aria-disabled={busy || undefined}
        aria-describedby={failure ? `${id}-failure` : undefined}
        onClick={() => void start()}
      >
        {t('session:signIn.button')}
      </button>
      <p className="sign-in__status" role="status">
        {busy ? t('session:signIn.working') : ''}
      </p>
      {failure ? (
        <p id={`${id}-failure`} className="field__error" role="alert">
          {failureText(t, failure)}
        </p>
      ) : null}
    </div>
  );
}
