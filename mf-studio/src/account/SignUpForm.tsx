import { amountForField, readAmount } from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, Role } from '../api/types';
import { FormFailure } from '../components/FormFailure';
import { AMOUNT_EXAMPLE_CENTS, type FormSpec } from '../forms/failures';
import { ChoicesField, SubmitActions, TextField } from '../forms/fields';
import { useForm } from '../forms/useForm';
import { signUp, type SignUpDetails } from '../session/ceremonies';

type Field = 'displayName' | 'role' | 'platformName' | 'platformFee';

const SPEC: FormSpec<Field> = {
  fields: {
    displayName: { pointer: '/displayName', kind: 'line' },
    role: { pointer: '/role', kind: 'choice' },
    platformName: { pointer: '/platform/name', kind: 'line' },
    platformFee: { pointer: '/platform/fee', kind: 'amount' },
  },
  problems: { 'platform-taken': 'platformName' },
};

const ROLES: readonly Role[] = ['author', 'distributor'];

/**
 * Sign-up: a display name, a role, and for a distributor its platform's name and distribution
 * fee; then the browser creates the passkey. The server checks every field; what it refuses is
 * said beside the field, and what was typed stays.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: (account: Account) => void }) {
  const { t } = useTranslation(['account', 'session', 'common']);
  const { language } = useRemoteProps();
  const headingId = useId();
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [platformName, setPlatformName] = useState('');
  const [platformFee, setPlatformFee] = useState('');
  const { errors, busy, submit, register } = useForm(SPEC);
  const example = amountForField(AMOUNT_EXAMPLE_CENTS, language);

  const send = async () => {
    const fee = readAmount(platformFee, language);
    const distributor = role === 'distributor';
    const local: Partial<Record<Field, string>> =
      distributor && fee.kind === 'unreadable'
        ? { platformFee: t('session:fields.errors.amountUnreadable', { example }) }
        : {};
    const details: SignUpDetails = {
      displayName,
      ...(role ? { role } : {}),
      ...(distributor
        ? { platform: { name: platformName, ...(fee.kind === 'amount' ? { fee: fee.cents } : {}) } }
        : {}),
    };
    const account = await submit(() => signUp(details), local);
    if (account) onSignedUp(account);
  };

  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('signUp.heading')}</h2>
      <p>{t('signUp.intro')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextField
          id="sign-up-name"
          label={t('signUp.displayName')}
          hint={t('signUp.displayNameHint')}
          value={displayName}
          onChange={setDisplayName}
          error={errors.fields.displayName}
          autoComplete="name"
          inputRef={register('displayName')}
        />
        <ChoicesField
          id="sign-up-role"
          legend={t('signUp.role')}
          multiple={false}
          options={ROLES.map((value) => ({ value, label: t(`signUp.roles.${value}`) }))}
          chosen={role ? [role] : []}
          onChange={([chosen]) => setRole(chosen ?? null)}
          error={errors.fields.role}
          inputRef={register('role')}
        />
        {role === 'distributor' ? (
          <>
            <TextField
              id="sign-up-platform"
              label={t('signUp.platformName')}
              hint={t('signUp.platformNameHint')}
              value={platformName}
              onChange={setPlatformName}
              error={errors.fields.platformName}
              autoComplete="organization"
              inputRef={register('platformName')}
            />
            <TextField
              id="sign-up-fee"
              label={t('signUp.platformFee')}
              hint={t('signUp.platformFeeHint', { example })}
              value={platformFee}
              onChange={setPlatformFee}
              error={errors.fields.platformFee}
              amount
              inputRef={register('platformFee')}
            />
          </>
        ) : null}
        <p className="notice notice--warning">{t('signUp.noRecovery')}</p>
        <FormFailure failure={errors.general} focusRef={register('general')} />
        <SubmitActions label={t('signUp.submit')} busy={busy} working={t('signUp.working')} />
      </form>
    </section>
  );
}
