import { useRemoteProps } from '@fair/shared/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../api/client';
import { useFailureText } from '../forms/failures';
import { addPasskey } from '../session/ceremonies';

/** Adds a passkey to the signed-in account (on this device, another one, or a security key). */
export function AddPasskeyButton({
  label,
  onAdded,
  secondary = false,
}: {
  label: string;
  onAdded: () => void;
  secondary?: boolean;
}) {
  const { t } = useTranslation(['account', 'session', 'common']);
  const describe = useFailureText();
  const { notify } = useRemoteProps();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const id = useId();

  const add = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await addPasskey();
    setBusy(false);
    if (!result.ok) {
      setFailure(result.failure);
      return;
    }
    notify({ kind: 'success', message: t('passkeys.added') });
    onAdded();
  };

  return (
    <div className="add-passkey">
      <button
        type="button"
        className={secondary ? 'button button--secondary' : 'button'}
        aria-disabled={busy || undefined}
        aria-describedby={failure ? `${id}-failure` : undefined}
        onClick={() => void add()}
      >
        {label}
      </button>
      <p className="form__status" role="status">
        {busy ? t('passkeys.adding') : ''}
      </p>
      {failure ? (
        <p id={`${id}-failure`} className="field__error" role="alert">
          {describe(failure)}
        </p>
      ) : null}
    </div>
  );
}
