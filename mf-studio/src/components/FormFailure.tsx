import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../api/client';
import { failureText } from '../forms/failures';
import { SignInButton } from './SignInButton';

/**
 * What a form could not do that is no one field's fault, said where the form is. When the session
 * has ended (signed out on another device, or too long unused), it offers to sign in again right
 * here: the form stays as it was typed, ready to be sent again.
 */
export function FormFailure({
  failure,
  focusRef,
}: {
  failure: Failure | null;
  focusRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation(['session', 'problems', 'common']);
  if (!failure) return null;
  const ended = failure.slug === 'unauthenticated';
  return (
    <div ref={focusRef} tabIndex={-1} className="notice notice--error" role="alert">
      <p>{ended ? t('session:sessionEnded') : failureText(t, failure)}</p>
      {ended ? <SignInButton secondary /> : null}
    </div>
  );
}
