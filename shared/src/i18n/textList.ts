/**
 * Lists in the translation files (paragraphs, benefits, steps, laws…) are read whole with
 * `t(key, { returnObjects: true })`, typed from the pt-BR file. Were a language's file to lack
 * one, `t` would give back the key (a string) instead, and an item could be malformed: these
 * helpers then give what is usable rather than break the page (each app's parity and structure
 * tests are what catch the gap).
 */

/** The list, or [] if it is not one; with `isItem`, only the items of the expected shape. */
export function textList<T>(value: readonly T[], isItem?: (item: unknown) => boolean): T[] {
  if (!Array.isArray(value)) return [];
  return isItem ? value.filter((item: unknown) => isItem(item)) : [...value];
}

/** An item that is a text. */
export const isText = (item: unknown): item is string => typeof item === 'string';

/** An item that is an object whose named fields are all texts. */
export function hasTextFields(...fields: readonly string[]) {
  return (item: unknown): boolean =>
    typeof item === 'object' &&
    item !== null &&
    !Array.isArray(item) &&
    fields.every((field) => typeof (item as Record<string, unknown>)[field] === 'string');
}

/** A key that at least one of the shapes an entry may have has. */
type AnyKeyOf<T> = T extends unknown ? keyof T : never;

/**
 * Whether an entry has a field that only some entries have (most article sections have no
 * subsections); the field's name is checked against the texts' type.
 */
export function hasField<T extends object, K extends AnyKeyOf<T>>(
  entry: T,
  field: K,
): entry is Extract<T, Record<K, unknown>> {
  return typeof entry === 'object' && entry !== null && field in entry;
}
