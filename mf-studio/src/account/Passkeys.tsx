import { formatDate } from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type Failure } from '../api/client';
import type { Passkey } from '../api/types';
import { ConfirmCall } from '../components/ConfirmCall';
import { FormFailure } from '../components/FormFailure';
import { focusSoon } from '../lib/focusSoon';
import { useSession } from '../session/session';
import { AddPasskeyButton } from './AddPasskeyButton';

/**
 * The account's passkeys: when each was added and last used, whether it is synced between the
 * owner's devices; add one, remove any but the last (the server refuses the last one too).
 */
export function Passkeys({ version, onChanged }: { version: number; onChanged: () => void }) {
  const { t } = useTranslation(['account', 'session', 'common']);
  const { language, notify } = useRemoteProps();
  const { signedOut } = useSession();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  useEffect(() => {
    let current = true;
    void callApi<{ passkeys: Passkey[] }>('GET', 'account/passkeys').then((result) => {
      if (!current) return;
      if (result.ok) {
        setPasskeys(result.data.passkeys);
        setFailure(null);
      } else if (result.failure.slug === 'unauthenticated') signedOut();
      else setFailure(result.failure);
    });
    return () => {
      current = false;
    };
  }, [signedOut, version]);

  const only = passkeys?.length === 1;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('passkeys.heading')}
      </h2>
      <p role="status">
        {passkeys === null
          ? t('passkeys.loading')
          : t('passkeys.count', { count: passkeys.length })}
      </p>
      <FormFailure failure={failure} />
      {only ? <p className="notice notice--warning">{t('passkeys.onlyOne')}</p> : null}
      {passkeys && passkeys.length > 0 ? (
        <ul className="item-list">
          {passkeys.map((passkey) => {
            const added = formatDate(passkey.createdAt, language);
            return (
              <li key={passkey.id} className="item">
                <div className="item__text">
                  <p className="item__title">{t('passkeys.addedOn', { date: added })}</p>
                  <p className="item__detail">
                    {passkey.deviceType === 'multiDevice'
                      ? t('passkeys.synced')
                      : t('passkeys.singleDevice')}
                    {' · '}
                    {passkey.lastUsedAt
                      ? t('passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt, language) })
                      : t('passkeys.neverUsed')}
                  </p>
                </div>
                {!only ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('passkeys.removeLabel', { date: added })}
                    onClick={() => setRemoving(passkey)}
                  >
                    {t('passkeys.remove')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <AddPasskeyButton label={t('passkeys.add')} onAdded={onChanged} secondary={!only} />
      {removing ? (
        <ConfirmCall
          title={t('passkeys.confirm.heading')}
          confirmLabel={t('passkeys.confirm.remove')}
          busyLabel={t('passkeys.confirm.removing')}
          call={() => callApi<null>('DELETE', `account/passkeys/${removing.id}`)}
          onConfirmed={() => {
            const { id } = removing;
            // Gone from the list at once (the server agreed); the list and the account are read
            // again all the same.
            setPasskeys((current) => current?.filter((passkey) => passkey.id !== id) ?? null);
            notify({ kind: 'success', message: t('passkeys.removed') });
            onChanged();
            // The passkey and its Remove button are gone: the focus goes to the list's heading.
            focusSoon(() => heading.current);
          }}
          onClose={() => setRemoving(null)}
        >
          <p>{t('passkeys.confirm.text', { date: formatDate(removing.createdAt, language) })}</p>
        </ConfirmCall>
      ) : null}
    </section>
  );
}
