import type { Ref } from 'react';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

interface Props<Value extends string> {
  id: string;
  label: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  /** Called with one of the options' values: never a value the list does not offer. */
  onChange: (value: Value) => void;
  /** The field's wrapper (label above the select); each app styles its own. */
  className?: string;
  name?: string;
  selectRef?: Ref<HTMLSelectElement>;
  /** Drawn in its place but not yet usable (e.g. until what it filters is known). */
  disabled?: boolean;
}

/** A labelled native `<select>` whose value is one of a typed list of options. */
export function SelectField<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
  className,
  name,
  selectRef,
  disabled,
}: Props<Value>) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        ref={selectRef}
        id={id}
        name={name}
        value={value}
        disabled={disabled}
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
