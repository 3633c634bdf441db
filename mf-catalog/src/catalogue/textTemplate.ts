/** The stand-ins of a template's values: control characters, which no translation holds. */
const FIRST_MARK = 1;
const LAST_MARK = 0x1f;

/**
 * A translated text with values, translated once (with a stand-in for each value) and then
 * filled by joining strings. A page that writes the same text many times for each answer while
 * the visitor types (a card's byline, a filter's count) would otherwise ask i18next to resolve and
 * interpolate it each time. The text's values must be plain (`{{author}}`, no format): a format
 * would apply to the stand-in, not to the value (the locale tests check it).
 */
export function textTemplate<Name extends string>(
  translate: (standIns: Record<Name, string>) => string,
  names: readonly Name[],
): (values: Record<Name, string>) => string {
  if (FIRST_MARK + names.length > LAST_MARK) throw new RangeError('textTemplate: too many values');
  const markOf = (index: number) => String.fromCharCode(FIRST_MARK + index);
  const standIns = Object.fromEntries(names.map((name, index) => [name, markOf(index)]));
  // Literal text at even places, a value's stand-in at odd ones.
  const marks = new RegExp(`([${markOf(0)}-${String.fromCharCode(LAST_MARK)}])`);
  const parts = translate(standIns as Record<Name, string>).split(marks);
  const nameAt = new Map(names.map((name, index) => [markOf(index), name]));
  return (values) =>
    parts
      .map((part, index) => {
        const name = index % 2 === 1 ? nameAt.get(part) : undefined;
        return name === undefined ? part : values[name];
      })
      .join('');
}
