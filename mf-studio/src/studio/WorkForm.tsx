import {
  amountForField,
  CONTENT_TYPES,
  formatMoney,
  LANGUAGES,
  readAmount,
  type ContentType,
  type Language,
  type MarketplacePlatform,
  usePlatformNamer,
} from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api/client';
import type { StudioWork, WorkInput } from '../api/types';
import { FormFailure } from '../components/FormFailure';
import { AMOUNT_EXAMPLE_CENTS, type FormSpec } from '../forms/failures';
import { ChoicesField, SelectField, SubmitActions, TextField } from '../forms/fields';
import { useForm } from '../forms/useForm';

type Field = 'title' | 'author' | 'type' | 'language' | 'description' | 'contentFee' | 'platforms';

const SPEC: FormSpec<Field> = {
  fields: {
    title: { pointer: '/title', kind: 'line' },
    author: { pointer: '/author', kind: 'line' },
    type: { pointer: '/type', kind: 'choice' },
    language: { pointer: '/language', kind: 'choice' },
    description: { pointer: '/description', kind: 'text' },
    contentFee: { pointer: '/contentFee', kind: 'amount' },
    platforms: { pointer: '/platforms', kind: 'choices' },
  },
  problems: { 'platform-not-offered': 'platforms' },
};

/**
 * A work, registered or edited: title, the author's name as buyers see it, type, language,
 * description, the listed (lifetime) content fee in euros, and the platforms allowed to distribute
 * it. No file: the marketplace does not host the work (the platforms deliver it). The server
 * checks everything; a refusal is said beside each field, and what was typed stays.
 */
export function WorkForm({
  work,
  defaultAuthor,
  platforms,
  onSaved,
  onCancel,
}: {
  /** The work being edited, or none to register a new one. */
  work?: StudioWork;
  defaultAuthor: string;
  platforms: readonly MarketplacePlatform[];
  onSaved: (work: StudioWork) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['studio', 'session', 'common']);
  const { language: pageLanguage } = useRemoteProps();
  const id = useId();
  const field = (name: Field) => `${id}-${name}`;
  const [title, setTitle] = useState(work?.title ?? '');
  const [author, setAuthor] = useState(work?.author ?? defaultAuthor);
  const [type, setType] = useState<ContentType | null>(work?.type ?? null);
  const [language, setLanguage] = useState<Language>(work?.language ?? pageLanguage);
  const [description, setDescription] = useState(work?.description ?? '');
  const [contentFee, setContentFee] = useState(
    work ? amountForField(work.contentFee, pageLanguage) : '',
  );
  const [chosen, setChosen] = useState<string[]>(work?.platforms ?? []);
  const { errors, busy, submit, register } = useForm(SPEC);
  const example = amountForField(AMOUNT_EXAMPLE_CENTS, pageLanguage);

  const nameOf = usePlatformNamer(platforms);
  // A platform the work names that is no longer offered is still shown, so it can be unticked.
  const options = [
    ...platforms.map((platform) => ({
      value: platform.id,
      label: t('form.platformOption', {
        name: nameOf(platform.id),
        fee: formatMoney(platform.fee, pageLanguage),
      }),
    })),
    ...chosen
      .filter((chosenId) => !platforms.some((platform) => platform.id === chosenId))
      .map((gone) => ({ value: gone, label: t('form.platformGone', { id: gone }) })),
  ];

  const send = async () => {
    const fee = readAmount(contentFee, pageLanguage);
    const input: WorkInput = {
      title,
      author,
      ...(type ? { type } : {}),
      language,
      description,
      ...(fee.kind === 'amount' ? { contentFee: fee.cents } : {}),
      platforms: chosen,
    };
    const local: Partial<Record<Field, string>> =
      fee.kind === 'unreadable'
        ? { contentFee: t('session:fields.errors.amountUnreadable', { example }) }
        : {};
    const saved = await submit(
      () =>
        work
          ? callApi<StudioWork>('PUT', `studio/works/${work.id}`, input)
          : callApi<StudioWork>('POST', 'studio/works', input),
      local,
    );
    if (!saved) return;
    if (!work) {
      // Ready for the next work: the fields empty again, the author's name kept.
      setTitle('');
      setType(null);
      setDescription('');
      setContentFee('');
      setChosen([]);
    }
    onSaved(saved);
  };

  return (
    <form
      className="work-form"
      noValidate
      aria-label={work ? t('form.editHeading', { title: work.title }) : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextField
        id={field('title')}
        label={t('form.title')}
        value={title}
        onChange={setTitle}
        error={errors.fields.title}
        inputRef={register('title')}
      />
      <TextField
        id={field('author')}
        label={t('form.author')}
        hint={t('form.authorHint')}
        value={author}
        onChange={setAuthor}
        error={errors.fields.author}
        inputRef={register('author')}
      />
      <ChoicesField
        id={field('type')}
        legend={t('form.type')}
        multiple={false}
        options={CONTENT_TYPES.map((value) => ({
          value,
          label: t(`common:contentType.${value}`),
        }))}
        chosen={type ? [type] : []}
        onChange={([value]) => setType(value ?? null)}
        error={errors.fields.type}
        inputRef={register('type')}
      />
      <SelectField
        id={field('language')}
        label={t('form.language')}
        value={language}
        options={LANGUAGES.map((value) => ({ value, label: t(`common:languageNames.${value}`) }))}
        onChange={setLanguage}
        error={errors.fields.language}
        inputRef={register('language')}
      />
      <TextField
        id={field('description')}
        label={t('form.description')}
        hint={t('form.descriptionHint')}
        value={description}
        onChange={setDescription}
        error={errors.fields.description}
        multiline
        inputRef={register('description')}
      />
      <TextField
        id={field('contentFee')}
        label={t('form.contentFee')}
        hint={t('form.contentFeeHint', { example })}
        value={contentFee}
        onChange={setContentFee}
        error={errors.fields.contentFee}
        amount
        inputRef={register('contentFee')}
      />
      <ChoicesField
        id={field('platforms')}
        legend={t('form.platforms')}
        hint={t('form.platformsHint')}
        multiple
        options={options}
        chosen={chosen}
        onChange={setChosen}
        error={errors.fields.platforms}
        inputRef={register('platforms')}
      />
      {work ? <p className="field__hint">{t('form.newQuotesOnly')}</p> : null}
      <FormFailure failure={errors.general} focusRef={register('general')} />
      <SubmitActions
        label={work ? t('form.save') : t('form.register')}
        busy={busy}
        working={t('form.saving')}
      >
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common:actions.cancel')}
          </button>
        ) : null}
      </SubmitActions>
    </form>
  );
}
