import { isText, pageAddress, textList } from '@fair/shared';
import { InternalLink } from '@fair/shared/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Passkeys } from '../account/Passkeys';
import { SecondPasskey } from '../account/SecondPasskey';
import { SignOut } from '../account/SignOut';
import { SignUpForm } from '../account/SignUpForm';
import type { Account } from '../api/types';
import { SignInButton } from '../components/SignInButton';
import { StudioFrame } from '../components/StudioFrame';
import { useSession } from '../session/session';

/**
 * Authors' and distributors' accounts. Its HTML (no one is signed in there) says what an account
 * is for and how passkeys work, including that losing every passkey loses the account; with a
 * script: sign in or sign up, then the account itself (passkeys, signing out).
 */
export function AccountPage() {
  const { t } = useTranslation(['account', 'session', 'common']);
  const facts = textList(t('passkeyFacts.items', { returnObjects: true }), isText);
  return (
    <StudioFrame
      title={t('title')}
      lead={t('lead')}
      noScript={t('noScript')}
      about={
        <section className="mf-studio__about" aria-labelledby="account-passkeys">
          <h2 id="account-passkeys">{t('passkeyFacts.heading')}</h2>
          <ul>
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </section>
      }
    >
      <AccountArea />
    </StudioFrame>
  );
}

function AccountArea() {
  const { t } = useTranslation(['account', 'session', 'common']);
  const { state, signedIn, check } = useSession();
  const [justSignedUp, setJustSignedUp] = useState(false);
  const [passkeysVersion, setPasskeysVersion] = useState(0);
  const passkeysChanged = () => {
    setPasskeysVersion((version) => version + 1);
    check();
  };

  if (state.kind === 'signed-out') {
    return (
      <div className="panels">
        <section className="panel" aria-labelledby="account-sign-in">
          <h2 id="account-sign-in">{t('signIn.heading')}</h2>
          <p>{t('signIn.text')}</p>
          <SignInButton />
        </section>
        <SignUpForm
          onSignedUp={(account: Account) => {
            setJustSignedUp(true);
            signedIn(account);
          }}
        />
      </div>
    );
  }
  if (state.kind !== 'signed-in') return null;
  const { account } = state;
  const workplace = account.role === 'author' ? 'studio' : 'console';
  return (
    <div className="panels panels--stacked">
      {justSignedUp && account.passkeys < 2 ? (
        <SecondPasskey
          account={account}
          onAdded={() => {
            setJustSignedUp(false);
            passkeysChanged();
          }}
          onLater={() => setJustSignedUp(false)}
        />
      ) : null}
      <p className="mf-studio__next">
        <InternalLink to={pageAddress(workplace)} className="button">
          {t(`signedIn.to.${workplace}`)}
        </InternalLink>
      </p>
      {account.role === 'distributor' && account.platforms.length > 0 ? (
        <p>
          {t('signedIn.platforms', {
            platforms: account.platforms.map((platform) => platform.name).join(', '),
          })}
        </p>
      ) : null}
      <Passkeys version={passkeysVersion} onChanged={passkeysChanged} />
      <SignOut />
    </div>
  );
}
