import { LANGUAGES, type Language } from '../languages';

export interface ParityOptions {
  /**
   * Key paths whose text may be the same as the English one in another language (names of
   * people, laws, products). Strings without any letter (numbers, symbols) are always allowed.
   */
  sameAsEnglishAllowed?: readonly string[];
}

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (typeof value === 'string') {
    into.set(prefix, value);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, `${prefix}[${index}]`, into));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, `<${typeof value}>`);
  }
  return into;
}

/** Plural forms differ between languages (e.g. `_few`), so keys are compared without them. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function placeholders(text: string): string {
  return [...text.matchAll(/\{\{\s*([\w.-]+)[^}]*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

/**
 * Lists every problem that would make a language incomplete: a missing language, a key missing
 * or extra compared with English, an empty text, an interpolation placeholder that differs, a
 * count written without its number format, or a text left identical to the English one. An empty list means the seven are on a par.
 */
export function findParityProblems(
  byLanguage: Partial<Record<Language, unknown>>,
  options: ParityOptions = {},
): string[] {
  const problems: string[] = [];
  const reference = byLanguage.en;
  if (reference === undefined) return ['en: missing (the reference language)'];
  const referenceFlat = flatten(reference, '', new Map());
  const referenceKeys = new Set([...referenceFlat.keys()].map((k) => k.replace(PLURAL_SUFFIX, '')));
  const allowed = new Set(options.sameAsEnglishAllowed ?? []);

  for (const language of LANGUAGES) {
    const texts = byLanguage[language];
    if (texts === undefined) {
      problems.push(`${language}: missing`);
      continue;
    }
    const flat = flatten(texts, '', new Map());
    const keys = new Set([...flat.keys()].map((k) => k.replace(PLURAL_SUFFIX, '')));
    for (const key of referenceKeys)
      if (!keys.has(key)) problems.push(`${language}: missing ${key}`);
    for (const key of keys) if (!referenceKeys.has(key)) problems.push(`${language}: extra ${key}`);
    for (const [key, text] of flat) {
      if (text.trim() === '') problems.push(`${language}: empty ${key}`);
      const english = referenceFlat.get(key);
      if (english === undefined) continue;
      if (placeholders(english) !== placeholders(text)) {
        problems.push(`${language}: placeholders differ in ${key}`);
      }
      // A count is a number the text writes: as the language writes numbers ("1.234" in pt-BR,
      // "1 234" in fi), not as JavaScript does ("1234").
      if (/\{\{\s*count\s*\}\}/.test(text)) {
        problems.push(`${language}: count not written as a number ({{count, number}}) in ${key}`);
      }
      const hasLetters = /\p{L}/u.test(text);
      if (language !== 'en' && text === english && hasLetters && !allowed.has(key)) {
        problems.push(`${language}: same as English in ${key} ("${text.slice(0, 40)}")`);
      }
    }
  }
  return problems;
}
