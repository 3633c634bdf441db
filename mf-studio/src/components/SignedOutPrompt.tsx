import { InternalLink, pageAddress } from '@fair/shared';
import { useTranslation } from 'react-i18next';
import { SignInButton } from './SignInButton';

/** A page for signed-in accounts, seen signed out: sign in right here, or go and sign up. */
export function SignedOutPrompt({ text }: { text: string }) {
  const { t } = useTranslation(['session', 'common']);
  return (
    <section className="panel" aria-label={t('session:signIn.heading')}>
      <p>{text}</p>
      <SignInButton />
      <p>
        <InternalLink to={pageAddress('account')}>{t('session:signUpLink')}</InternalLink>
      </p>
    </section>
  );
}

/** A page for the other role: who is signed in, and where their own page is. */
export function OtherRole({
  text,
  to,
  label,
}: {
  text: string;
  to: 'studio' | 'console';
  label: string;
}) {
  return (
    <section className="panel">
      <p>{text}</p>
      <p>
        <InternalLink to={pageAddress(to)} className="button">
          {label}
        </InternalLink>
      </p>
    </section>
  );
}
