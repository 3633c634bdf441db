import { amountForField, formatMoney, readAmount, type MarketplacePlatform } from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api/client';
import { FormFailure } from '../components/FormFailure';
import { AMOUNT_EXAMPLE_CENTS, type FormSpec } from '../forms/failures';
import { SubmitActions, TextField } from '../forms/fields';
import { useForm } from '../forms/useForm';

const SPEC: FormSpec<'fee'> = { fields: { fee: { pointer: '/fee', kind: 'amount' } } };

/**
 * A platform and its distribution fee, which its distributor changes here: for new quotes only
 * (every licence keeps the fee it paid, the ledger holds it).
 */
export function FeeForm({
  platform,
  onSaved,
}: {
  platform: MarketplacePlatform;
  onSaved: (platform: MarketplacePlatform) => void;
}) {
  const { t } = useTranslation(['console', 'session', 'common']);
  const { language, notify } = useRemoteProps();
  const headingId = useId();
  const fieldId = useId();
  const [fee, setFee] = useState(amountForField(platform.fee, language));
  const { errors, busy, submit, register } = useForm(SPEC);
  const example = amountForField(AMOUNT_EXAMPLE_CENTS, language);

  const send = async () => {
    const reading = readAmount(fee, language);
    const saved = await submit(
      () =>
        callApi<MarketplacePlatform>(
          'PUT',
          `console/platforms/${platform.id}/fee`,
          reading.kind === 'amount' ? { fee: reading.cents } : {},
        ),
      reading.kind === 'unreadable'
        ? { fee: t('session:fields.errors.amountUnreadable', { example }) }
        : {},
    );
    if (!saved) return;
    onSaved(saved);
    notify({
      kind: 'success',
      message: t('platform.saved', { name: saved.name, amount: formatMoney(saved.fee, language) }),
    });
  };

  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{platform.name}</h2>
      <p className="mf-studio__figure">
        {t('platform.fee', { amount: formatMoney(platform.fee, language) })}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextField
          id={fieldId}
          label={t('platform.newFee')}
          hint={t('platform.newFeeHint', { example })}
          value={fee}
          onChange={setFee}
          error={errors.fields.fee}
          amount
          inputRef={register('fee')}
        />
        <FormFailure failure={errors.general} focusRef={register('general')} />
        <SubmitActions label={t('platform.save')} busy={busy} working={t('platform.saving')} />
      </form>
    </section>
  );
}
