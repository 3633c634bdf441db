import { pageAddress } from '@fair/shared';
import { InternalLink } from '@fair/shared/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, Role } from '../api/types';
import { useSession } from '../session/session';
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

/**
 * A page's area for one role: sign in when signed out, nothing while the session is being
 * checked, the way to one's own page for the other role, else the area for the signed-in account.
 */
export function ForRole({
  accountRole,
  texts,
  children,
}: {
  accountRole: Role;
  texts: { signedOut: string; otherRole: (name: string) => string; toOwnPage: string };
  children: (account: Account) => ReactNode;
}) {
  const { state } = useSession();
  if (state.kind === 'signed-out') return <SignedOutPrompt text={texts.signedOut} />;
  if (state.kind !== 'signed-in') return null;
  if (state.account.role !== accountRole) {
    return (
      <OtherRole
        text={texts.otherRole(state.account.displayName)}
        to={state.account.role === 'author' ? 'studio' : 'console'}
        label={texts.toOwnPage}
      />
    );
  }
  return children(state.account);
}
