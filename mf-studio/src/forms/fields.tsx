import type { ReactNode, Ref } from 'react';

/** The ids a field's label, hint and error take from its own id. */
const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** What a field is described by: its hint, then its error. */
function describedBy(id: string, hint?: ReactNode, error?: string) {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

function HintAndError({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId(id)} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface TextProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  /** Several lines (a description) instead of one. */
  multiline?: boolean;
  /** An amount: a text field with the phone's decimal keypad (parsed in the page's language). */
  amount?: boolean;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled text field whose hint and error (the server's words, beside it) are read with it. It
 * takes whatever is typed: the server checks it, and the page keeps it when the server refuses.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  multiline,
  amount,
  autoComplete = 'off',
  inputRef,
}: TextProps) {
  const common = {
    id,
    name: id,
    value,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    ref: inputRef,
  } as const;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <HintAndError id={id} hint={hint} error={error} />
      {multiline ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={amount ? 'decimal' : undefined}
          spellCheck={amount ? false : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

interface SelectProps<V extends string> {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
  inputRef?: Ref<HTMLSelectElement>;
}

/** A labelled choice of one among a typed list (never a value the list does not offer). */
export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  error,
  inputRef,
}: SelectProps<V>) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <HintAndError id={id} error={error} />
      <select
        ref={inputRef}
        id={id}
        name={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ChoicesProps<V extends string> {
  id: string;
  legend: string;
  options: readonly { value: V; label: ReactNode }[];
  hint?: ReactNode;
  error?: string;
  /** One choice (radio buttons) or several (checkboxes). */
  multiple: boolean;
  chosen: readonly V[];
  onChange: (chosen: V[]) => void;
  /** Where focus goes when the group has the error: its first box. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A group of radio buttons or checkboxes under its legend, with its hint and error. */
export function ChoicesField<V extends string>({
  id,
  legend,
  options,
  hint,
  error,
  multiple,
  chosen,
  onChange,
  inputRef,
}: ChoicesProps<V>) {
  return (
    <fieldset
      id={id}
      className={`field field--choices${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend>{legend}</legend>
      <HintAndError id={id} hint={hint} error={error} />
      <ul className="field__options">
        {options.map((option, index) => {
          const optionId = `${id}-${option.value}`;
          const checked = chosen.includes(option.value);
          return (
            <li key={option.value}>
              <input
                ref={index === 0 ? inputRef : undefined}
                id={optionId}
                type={multiple ? 'checkbox' : 'radio'}
                name={id}
                value={option.value}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  if (!multiple) onChange([option.value]);
                  else if (event.target.checked) onChange([...chosen, option.value]);
                  else onChange(chosen.filter((value) => value !== option.value));
                }}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * A form's submit row: its button (shown busy, not disabled, while the form is being sent, so it
 * keeps its focus), what else the form offers beside it, and the status said while sending.
 */
export function SubmitActions({
  label,
  busy,
  working,
  children,
}: {
  label: string;
  busy: boolean;
  working: string;
  children?: ReactNode;
}) {
  return (
    <div className="form__actions">
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {label}
      </button>
      {children}
      <p className="form__status" role="status">
        {busy ? working : ''}
      </p>
    </div>
  );
}
