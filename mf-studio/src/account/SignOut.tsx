import { useRemoteProps } from '@fair/shared/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type Failure } from '../api/client';
import { FormFailure } from '../components/FormFailure';
import { useSession } from '../session/session';

/** Signing out: of this browser, or of every device at once (every session of the account ends). */
export function SignOut() {
  const { t } = useTranslation(['account', 'session', 'common']);
  const { notify } = useRemoteProps();
  const session = useSession();
  const headingId = useId();
  const hintId = useId();
  const [failure, setFailure] = useState<Failure | null>(null);

  const signOut = async (everywhere: boolean) => {
    setFailure(null);
    const result = await callApi<null>('DELETE', everywhere ? 'sessions' : 'session');
    // A session that had already ended is as good as signed out.
    if (!result.ok && result.failure.slug !== 'unauthenticated') {
      setFailure(result.failure);
      return;
    }
    session.signedOut();
    notify({ kind: 'info', message: everywhere ? t('signOut.doneEverywhere') : t('signOut.done') });
  };

  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('signOut.heading')}</h2>
      <div className="form__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void signOut(false)}
        >
          {t('signOut.here')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={hintId}
          onClick={() => void signOut(true)}
        >
          {t('signOut.everywhere')}
        </button>
      </div>
      <p id={hintId} className="field__hint">
        {t('signOut.everywhereHint')}
      </p>
      <FormFailure failure={failure} />
    </section>
  );
}
