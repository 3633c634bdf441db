import { formatDate } from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { API_SERVICE } from '@fair/shared/site';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api/client';
import type { ApiKey } from '../api/types';
import { ConfirmCall } from '../components/ConfirmCall';
import { FormFailure } from '../components/FormFailure';
import type { FormSpec } from '../forms/failures';
import { SubmitActions, TextField } from '../forms/fields';
import { useForm } from '../forms/useForm';
import { useElementsById } from '../lib/elementsById';
import { focusSoon } from '../lib/focusSoon';

const SPEC: FormSpec<'name'> = { fields: { name: { pointer: '/name', kind: 'line' } } };

/** Where a distributor's developers read how to use a key. */
const API_REFERENCE = `${API_SERVICE.pathPrefix}docs`;

/**
 * The distributor's API keys: create one (named; the key is shown once, with Copy, and only its
 * hash is kept), see each with its last use, revoke one (after asking; its requests stop at once).
 */
export function ApiKeys({ keys, onChanged }: { keys: readonly ApiKey[]; onChanged: () => void }) {
  const { t } = useTranslation(['console', 'session', 'problems', 'common']);
  const { language, notify } = useRemoteProps();
  const heading = useId();
  const nameId = useId();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ key: string; apiKey: ApiKey } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const names = useElementsById<HTMLElement>();
  const { errors, busy, submit, register } = useForm(SPEC);

  const create = async () => {
    const answer = await submit(() =>
      callApi<{ key: string; apiKey: ApiKey }>('POST', 'console/api-keys', { name }),
    );
    if (!answer) return;
    setName('');
    setCreated(answer);
    onChanged();
  };

  return (
    <section className="panel" aria-labelledby={heading}>
      <h2 id={heading}>{t('apiKeys.heading')}</h2>
      <p>{t('apiKeys.intro')}</p>
      <p>
        <a href={API_REFERENCE}>{t('apiKeys.reference')}</a>
      </p>
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <TextField
          id={nameId}
          label={t('apiKeys.name')}
          hint={t('apiKeys.nameHint')}
          value={name}
          onChange={setName}
          error={errors.fields.name}
          inputRef={register('name')}
        />
        <FormFailure failure={errors.general} focusRef={register('general')} />
        <SubmitActions label={t('apiKeys.create')} busy={busy} working={t('apiKeys.creating')} />
      </form>
      <p role="status">
        {keys.length === 0 ? t('apiKeys.none') : t('apiKeys.count', { count: keys.length })}
      </p>
      {keys.length > 0 ? (
        <ul className="item-list">
          {keys.map((apiKey) => (
            <li key={apiKey.id} className="item">
              <div className="item__text">
                <p className="item__title" tabIndex={-1} ref={names.ref(apiKey.id)}>
                  {apiKey.name}
                </p>
                <p className="item__detail">
                  {t('apiKeys.prefix', { prefix: apiKey.prefix })}
                  {' · '}
                  {t('apiKeys.createdAt', { date: formatDate(apiKey.createdAt, language) })}
                  {' · '}
                  {apiKey.lastUsedAt
                    ? t('apiKeys.lastUsed', { date: formatDate(apiKey.lastUsedAt, language) })
                    : t('apiKeys.neverUsed')}
                </p>
                {apiKey.revokedAt ? (
                  <p className="item__detail item__detail--strong">
                    {t('apiKeys.revoked', { date: formatDate(apiKey.revokedAt, language) })}
                  </p>
                ) : null}
              </div>
              {!apiKey.revokedAt ? (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('apiKeys.revokeLabel', { name: apiKey.name })}
                  onClick={() => setRevoking(apiKey)}
                >
                  {t('apiKeys.revoke')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {revoking ? (
        <ConfirmCall
          title={t('apiKeys.confirm.heading', { name: revoking.name })}
          confirmLabel={t('apiKeys.confirm.revoke')}
          busyLabel={t('apiKeys.confirm.revoking')}
          call={() => callApi<null>('DELETE', `console/api-keys/${revoking.id}`)}
          onConfirmed={() => {
            notify({ kind: 'success', message: t('apiKeys.revokedDone', { name: revoking.name }) });
            // The list is read again (the server dates the revocation), and the key's Revoke
            // button goes then: the focus waits on the key's name, which stays.
            onChanged();
            const { id } = revoking;
            focusSoon(() => names.get(id));
          }}
          onClose={() => setRevoking(null)}
        >
          <p>{t('apiKeys.confirm.text')}</p>
        </ConfirmCall>
      ) : null}
    </section>
  );
}

/** A key just created, shown this once: Copy, and a plain statement that it will not be shown again. */
function NewKey({
  created,
  onDone,
}: {
  created: { key: string; apiKey: ApiKey };
  onDone: () => void;
}) {
  const { t } = useTranslation(['console', 'common']);
  const heading = useRef<HTMLHeadingElement>(null);
  const keyId = useId();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className="new-key notice notice--success">
      <h3 ref={heading} tabIndex={-1}>
        {t('apiKeys.new.heading', { name: created.apiKey.name })}
      </h3>
      <p>{t('apiKeys.new.text')}</p>
      <p>
        <label htmlFor={keyId} className="visually-hidden">
          {t('apiKeys.new.label')}
        </label>
        <input
          id={keyId}
          className="new-key__value"
          readOnly
          value={created.key}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
      </p>
      <div className="form__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('apiKeys.new.copy')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('apiKeys.new.done')}
        </button>
        <p className="form__status" role="status">
          {copied === 'yes'
            ? t('apiKeys.new.copied')
            : copied === 'failed'
              ? t('apiKeys.new.copyFailed')
              : ''}
        </p>
      </div>
    </div>
  );
}
