import { formatMoney, type FieldProblem, type Language } from '@fair/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isLocalFailure, type Failure, type ProblemSlug } from '../api/client';

/** The studio's translation function: a page's own keys first, then `session:`, `problems:`, `common:`. */
export type Translate = TFunction<readonly ['session', 'problems', 'common']>;

/** A failure in words: the API's problem as the site words it, or one of this side's. */
export function failureText(t: Translate, failure: Failure): string {
  const { slug } = failure;
  return isLocalFailure(slug) ? t(`session:failures.${slug}`) : t(`problems:${slug}`);
}

/**
 * A failure said inside a confirmation: as `failureText`, but a session found ended says that
 * nothing was changed and to sign in again (no form there, so nothing typed to keep).
 */
export function confirmFailureText(t: Translate, failure: Failure): string {
  return failure.slug === 'unauthenticated'
    ? t('session:sessionEndedConfirming')
    : failureText(t, failure);
}

/** `failureText` for a component whose own texts come first: `const describe = useFailureText()`. */
export function useFailureText(): (failure: Failure) => string {
  const { t } = useTranslation(['session', 'problems', 'common']);
  return (failure) => failureText(t, failure);
}

/**
 * What a field holds, for the words of its errors: one line of text (no control character), a
 * longer text (line breaks allowed), an amount in euros, one choice or several.
 */
export type FieldKind = 'line' | 'text' | 'amount' | 'choice' | 'choices';

export interface FieldSpec {
  /** Where the API points at this field in the request's body (`/title`, `/platform/name`). */
  pointer: string;
  kind: FieldKind;
}

/** A form's fields by name, with the problems that concern one field rather than the request. */
export interface FormSpec<F extends string> {
  fields: Record<F, FieldSpec>;
  problems?: Partial<Record<ProblemSlug, F>>;
}

/** What a refusal says, sorted: a message beside each field it names, and what is left for the form. */
export interface FormErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** A failure that is no field's (e.g. the session ended, the marketplace is unreachable). */
  general: Failure | null;
}

export const NO_ERRORS = { fields: {}, general: null } as const;

/** An example amount for hints and messages, in the language's own way of writing it. */
export const AMOUNT_EXAMPLE_CENTS = 1250;

/** One field's error in words, by the rule it broke (the API's `code`) and what the field holds. */
export function fieldErrorText(
  t: Translate,
  language: Language,
  kind: FieldKind,
  error: Pick<FieldProblem, 'code' | 'limit'>,
): string {
  const limit = error.limit ?? 0;
  const choice = kind === 'choice' || kind === 'choices';
  switch (error.code) {
    case 'required':
    case 'enum':
      return choice ? t('session:fields.errors.chooseOne') : t('session:fields.errors.required');
    case 'minLength':
      return limit <= 1
        ? t('session:fields.errors.required')
        : t('session:fields.errors.tooShort', { limit });
    case 'maxLength':
      return t('session:fields.errors.tooLong', { limit });
    case 'pattern':
      return kind === 'text'
        ? t('session:fields.errors.controlCharacters')
        : t('session:fields.errors.oneLine');
    case 'maximum':
      return t('session:fields.errors.amountTooHigh', { amount: formatMoney(limit, language) });
    case 'minimum':
      return t('session:fields.errors.amountTooLow', { amount: formatMoney(limit, language) });
    case 'minItems':
      return t('session:fields.errors.chooseOne');
    case 'maxItems':
      return t('session:fields.errors.tooMany', { limit });
    case 'unknown':
      return t('session:fields.errors.unknownPlatform');
    default:
      return t('session:fields.errors.invalid');
  }
}

/** The field a pointer names: itself, or one of its parts (`/platforms/2` is `/platforms`). */
function fieldAt<F extends string>(spec: FormSpec<F>, pointer: string): F | undefined {
  const entries = Object.entries(spec.fields) as [F, FieldSpec][];
  return entries
    .filter(([, field]) => pointer === field.pointer || pointer.startsWith(`${field.pointer}/`))
    .sort(([, a], [, b]) => b.pointer.length - a.pointer.length)[0]?.[0];
}

/**
 * A refusal sorted for a form: each field error beside its field, in words (the first one per
 * field), a problem that concerns one field beside it too, and the rest for the form.
 */
export function formErrors<F extends string>(
  t: Translate,
  language: Language,
  spec: FormSpec<F>,
  failure: Failure,
): FormErrors<F> {
  const fields: Partial<Record<F, string>> = {};
  let unplaced = false;
  for (const error of failure.errors) {
    const field = fieldAt(spec, error.pointer);
    if (!field) {
      unplaced = true;
      continue;
    }
    fields[field] ??= fieldErrorText(t, language, spec.fields[field].kind, error);
  }
  const problemField = isLocalFailure(failure.slug) ? undefined : spec.problems?.[failure.slug];
  if (problemField && failure.errors.length === 0) {
    fields[problemField] ??= failureText(t, failure);
    return { fields, general: null };
  }
  const placedAll = failure.errors.length > 0 && !unplaced;
  return { fields, general: placedAll ? null : failure };
}
