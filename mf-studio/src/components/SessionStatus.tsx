import { useHydrated } from '@fair/shared';
import { useTranslation } from 'react-i18next';
import { failureText } from '../forms/failures';
import { useSession } from '../session/session';

/**
 * One line that says who is signed in: in the server's HTML, that this needs JavaScript (a page
 * read without a script stops there); then asking, no one, the account, or that the marketplace
 * could not say (with Retry). The same element throughout, only its text changing, so the page
 * only ever adds to what it showed first.
 */
export function SessionStatus({ noScript }: { noScript: string }) {
  const { t } = useTranslation(['session', 'problems', 'common']);
  const hydrated = useHydrated();
  const { state, check } = useSession();
  const text = !hydrated
    ? noScript
    : state.kind === 'checking'
      ? t('session:status.checking')
      : state.kind === 'signed-out'
        ? t('session:status.signedOut')
        : state.kind === 'signed-in'
          ? t('session:status.signedIn', {
              name: state.account.displayName,
              role: t(`session:roles.${state.account.role}`),
            })
          : failureText(t, state.failure);
  return (
    <div className={hydrated ? 'session-status' : 'session-status session-status--no-script'}>
      <p role="status">{text}</p>
      {state.kind === 'unknown' ? (
        <button type="button" className="button button--secondary" onClick={() => check()}>
          {t('common:actions.retry')}
        </button>
      ) : null}
    </div>
  );
}
