/**
 * Lists of texts (benefits, steps, use cases…) are arrays of objects in the translation files.
 * i18next hands them back as plain values; these guards check their shape, so a file that is
 * missing or malformed renders nothing instead of breaking the page (the parity and structure
 * tests are what catch it).
 */

/** The part of i18next's `t` these helpers need. */
export type Translate = (key: string, options?: Record<string, unknown>) => unknown;

export interface TitledText {
  title: string;
  text: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An array of objects whose listed fields are all strings, or an empty array. */
export function objectList<Field extends string>(
  t: Translate,
  key: string,
  fields: readonly Field[],
  values: Record<string, unknown> = {},
): Record<Field, string>[] {
  const list = t(key, { ...values, returnObjects: true });
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is Record<Field, string> =>
    isRecord(item) ? fields.every((field) => typeof item[field] === 'string') : false,
  );
}

/** `[{ title, text }, …]`, the most common list. */
export function titledTexts(
  t: Translate,
  key: string,
  values: Record<string, unknown> = {},
): TitledText[] {
  return objectList(t, key, ['title', 'text'], values);
}

/** An array of paragraphs. */
export function paragraphs(
  t: Translate,
  key: string,
  values: Record<string, unknown> = {},
): string[] {
  const list = t(key, { ...values, returnObjects: true });
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}
