import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../api/types';
import { AddPasskeyButton } from './AddPasskeyButton';

/**
 * Right after sign-up: the account has one passkey, and losing it loses the account (there is no
 * recovery). The page asks for a second one at once, and says why.
 */
export function SecondPasskey({
  account,
  onAdded,
  onLater,
}: {
  account: Account;
  onAdded: () => void;
  onLater: () => void;
}) {
  const { t } = useTranslation(['account', 'session', 'common']);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The sign-up form is gone: the focus moves to what the page asks next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel panel--important" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('second.heading')}
      </h2>
      <p>{t('second.welcome', { name: account.displayName })}</p>
      <p className="notice notice--warning">{t('second.noRecovery')}</p>
      <div className="form__actions">
        <AddPasskeyButton label={t('second.add')} onAdded={onAdded} />
        <button type="button" className="button button--secondary" onClick={onLater}>
          {t('second.later')}
        </button>
      </div>
    </section>
  );
}
