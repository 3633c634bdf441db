/**
 * Lists of texts (benefits, steps, use cases…) are arrays of objects in the translation files, read
 * whole with `t(key, { ...values, returnObjects: true })`: the key is checked, and the list typed,
 * against the pt-BR file (see `src/i18next.ts`). These guards still check each item's shape, so a
 * language's file that is missing or malformed renders nothing instead of breaking the page (the
 * parity and structure tests are what catch it).
 */

export interface TitledText {
  title: string;
  text: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The items whose listed fields are all strings; [] if the list is missing. */
export function objectList<Field extends string>(
  list: readonly Record<Field, string>[],
  fields: readonly Field[],
): Record<Field, string>[] {
  if (!Array.isArray(list)) return [];
  return list.filter((item: unknown): item is Record<Field, string> =>
    isRecord(item) ? fields.every((field) => typeof item[field] === 'string') : false,
  );
}

/** `[{ title, text }, …]`, the most common list. */
export function titledTexts(list: readonly TitledText[]): TitledText[] {
  return objectList(list, ['title', 'text']);
}

/** An array of paragraphs. */
export function paragraphs(list: readonly string[]): string[] {
  return Array.isArray(list) ? list.filter((item: unknown) => typeof item === 'string') : [];
}
