/**
 * A page reads its texts with i18next's `t`, whose keys and values are typed from the pt-BR file
 * (see `src/i18next.ts`); lists and entries are read whole with `t(key, { returnObjects: true })`.
 * If a language's file lacked one, `t` would give back its key (a string) instead: these helpers
 * then give nothing rather than break the page (the parity and structure tests catch the gap).
 */

/** A list of texts or of text objects; [] if the language's file lacks it. */
export function list<T>(value: readonly T[]): readonly T[] {
  return Array.isArray(value) ? value : [];
}

/** A key that at least one of the shapes an entry may have has. */
type AnyKeyOf<T> = T extends unknown ? keyof T : never;

/**
 * Whether an entry has a field that only some entries have (most article sections have no
 * subsections, the EU has no collecting societies); the field's name is checked against the file.
 */
export function has<T extends object, K extends AnyKeyOf<T>>(
  entry: T,
  field: K,
): entry is Extract<T, Record<K, unknown>> {
  return typeof entry === 'object' && entry !== null && field in entry;
}
