import {
  isTemporaryFailure,
  normalizeLicenseKey,
  problemSlugOf,
  useProblemTexts,
  type LicenseKeyStore,
  type MarketplaceClient,
  type ServerLicense,
} from '@fair/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  store: () => LicenseKeyStore;
  client: MarketplaceClient;
  /** The licence is kept here now (`kept`: the browser's storage has it). */
  onAdded: (licence: ServerLicense, kept: boolean) => void;
}

type Problem = 'empty' | 'invalid' | 'already' | 'unreachable' | { slug: string | null };

/**
 * Adds a licence bought elsewhere (another browser, another device) by pasting its key: the key
 * is checked by the marketplace (`GET /api/licences/{key}`) before this browser keeps it. A
 * refused key is said beside the field, translated, and stays in the field to be corrected.
 */
export function AddByKey({ store, client, onAdded }: Props) {
  const { t } = useTranslation(['licenses', 'common']);
  const problemText = useProblemTexts();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const key = normalizeLicenseKey(value);
    if (key === null) {
      setProblem(value.trim() === '' ? 'empty' : 'invalid');
      field.current?.focus();
      return;
    }
    if (
      store()
        .getState()
        .licenses.some((kept) => kept.key === key)
    ) {
      setProblem('already');
      field.current?.focus();
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      const licence = await client.licence(key);
      const { kept } = store().keep(key, licence);
      setValue('');
      onAdded(licence, kept);
    } catch (error) {
      setProblem(isTemporaryFailure(error) ? 'unreachable' : { slug: problemSlugOf(error) });
      field.current?.focus();
    } finally {
      setChecking(false);
    }
  };

  const message =
    problem === null
      ? null
      : problem === 'empty' || problem === 'invalid'
        ? t(`add.${problem}`)
        : problem === 'already'
          ? t('add.already')
          : problem === 'unreachable'
            ? t('add.unreachable')
            : problemText(problem.slug, t('add.refused'));

  return (
    <section className="add-key" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('add.heading')}</h2>
      <p id={`${id}-intro`}>{t('add.intro')}</p>
      <form className="add-key__form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="add-key__field">
          <label htmlFor={`${id}-key`}>{t('add.label')}</label>
          <input
            ref={field}
            id={`${id}-key`}
            name="key"
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={value}
            aria-invalid={problem !== null && problem !== 'unreachable' ? true : undefined}
            aria-describedby={message ? `${id}-error ${id}-intro` : `${id}-intro`}
            onChange={(event) => {
              setProblem(null);
              setValue(event.target.value);
            }}
          />
          {message && (
            <p id={`${id}-error`} className="form-error" role="alert">
              {message}
            </p>
          )}
        </div>
        <button type="submit" className="button" aria-disabled={checking || undefined}>
          {checking ? t('add.checking') : t('add.submit')}
        </button>
      </form>
    </section>
  );
}
