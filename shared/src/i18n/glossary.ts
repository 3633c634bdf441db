import { LANGUAGES, type Language } from '../languages';
import terms from './glossary.json';

/**
 * The site's glossary: for each core term, the one form every text of a language uses, and the
 * variants it rejects. `findGlossaryProblems` (in `@fair/shared/testing`) checks texts against it;
 * each app's locale test runs it on the app's own translation files, so a page cannot drift to
 * another word.
 *
 * English is written in British spelling with typographic punctuation, everywhere: "licence" is
 * the noun and "license" the verb (licensed, licensing, licensee); -ise, not -ize (authorise,
 * organisation, recognise); catalogue, dialogue; apostrophes and quotation marks are the
 * typographic ’ and “ ”, never ' or ". (The site's Open Graph locale for English is en_GB, and the
 * interface said "Catalogue" already; the article, legal and philosophy pages were British.)
 *
 * Every language uses its own typographic quotation marks (pt-BR and en “ ”, pt-PT « », fi and
 * sv ” ”, et „ “, nl ‘ ’) and the typographic apostrophe ’. Figures that come from the pricing
 * rules are never typed: the commission is `{{rates.commission, number(style: percent)}}`, which
 * Intl writes "7%" in en, pt, et and nl and "7 %" (no-break space) in fi and sv; any other
 * percentage a text quotes is written the same way.
 *
 * Finnish and Estonian inflect, so their patterns match a stem from the start of a word (any
 * ending may follow). Patterns are case-insensitive unless the case is the point (bylines).
 */

/*
 * The terms are data, in glossary.json (next to this file); this module checks and compiles them
 * into `GLOSSARY`. Each entry there is `{ "term", "accepted", "rejected", "allowed"? }`:
 *
 * - `accepted`: the form in each language; a form under `"*"` is that of every language not named.
 * - `rejected`: per language, the list of variants it must not write; those listed under `"*"` are
 *   rejected in every language, before the language's own.
 * - A variant is `{ "variant": "…", <pattern>, "keys"?: "…" }`, its pattern one of
 *   `"stem": "…"` (see `stem` below), `"word": "…"` (`word`), `"near": ["first", "second", within]`
 *   (`near`), or `"regex": "…"` (with `"flags": "…"`, if any) for a pattern written out in full.
 *   A stem, word or regex given as a list of strings means those alternatives (joined by `|`).
 *   `keys` limits the variant to texts whose key path matches it (case-sensitive).
 * - `allowed`: names in which a rejected form is right, as case-sensitive patterns.
 *
 * Every pattern is a RegExp source in a JSON string, so a backslash is written twice (`"\\b"`).
 * An unknown field, a variant with no pattern or two, and a pattern that does not compile are
 * errors, thrown as this module loads.
 */

export interface RejectedVariant {
  /** The variant as a reader would name it. */
  variant: string;
  /** Where it occurs in a text. */
  pattern: RegExp;
  /** Only texts whose key path matches (e.g. Portuguese `_many` plural forms). */
  keys?: RegExp;
}

export interface GlossaryEntry {
  /** The term, in English. */
  term: string;
  /** The one accepted form in each language. */
  accepted: Readonly<Record<Language, string>>;
  /** What each language must not write instead. */
  rejected: Readonly<Partial<Record<Language, readonly RejectedVariant[]>>>;
  /** Names in which a rejected form is right (a law's title, a project's name). */
  allowed?: readonly RegExp[];
}

const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\p{N}])';

/** A stem from the start of a word, in any case, with any ending. */
function stem(source: string): RegExp {
  return new RegExp(`${NOT_LETTER_BEFORE}(?:${source})`, 'iu');
}

/** A whole word or phrase, in any case. */
function word(source: string): RegExp {
  return new RegExp(`${NOT_LETTER_BEFORE}(?:${source})${NOT_LETTER_AFTER}`, 'iu');
}

/** Two stems in the same sentence, in either order, at most `within` characters apart. */
function near(first: string, second: string, within: number): RegExp {
  const a = `${NOT_LETTER_BEFORE}(?:${first})`;
  const b = `${NOT_LETTER_BEFORE}(?:${second})`;
  return new RegExp(`${a}[^.!?]{0,${within}}${b}|${b}[^.!?]{0,${within}}${a}`, 'iu');
}

function fail(where: string, problem: string): never {
  throw new Error(`glossary.json: ${where}: ${problem}`);
}

/** An object with no fields but the given ones. */
function record(value: unknown, where: string, fields: readonly string[]): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail(where, 'not an object');
  for (const field of Object.keys(value)) {
    if (!fields.includes(field)) fail(where, `unknown field “${field}”`);
  }
  return value as Record<string, unknown>;
}

function list(value: unknown, where: string): readonly unknown[] {
  if (!Array.isArray(value) || value.length === 0) fail(where, 'not a list with something in it');
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(where, 'not a text');
  return value;
}

/** A source, or a list of alternative sources. */
function alternatives(value: unknown, where: string): string {
  return Array.isArray(value)
    ? list(value, where)
        .map((item, index) => text(item, `${where}[${index}]`))
        .join('|')
    : text(value, where);
}

/** A pattern that compiles, or an error that says where it is. */
function compiled(where: string, compile: () => RegExp): RegExp {
  try {
    return compile();
  } catch (error) {
    if (error instanceof SyntaxError) fail(where, error.message);
    throw error;
  }
}

const PATTERNS = ['stem', 'word', 'near', 'regex'] as const;

function pattern(data: Record<string, unknown>, where: string): RegExp {
  const kinds = PATTERNS.filter((kind) => kind in data);
  if (kinds.length !== 1) fail(where, `wants one pattern: ${PATTERNS.join(', ')}`);
  if ('flags' in data && kinds[0] !== 'regex') fail(where, '“flags” goes with “regex” only');
  switch (kinds[0]) {
    case 'stem': {
      const source = alternatives(data.stem, `${where}.stem`);
      return compiled(where, () => stem(source));
    }
    case 'word': {
      const source = alternatives(data.word, `${where}.word`);
      return compiled(where, () => word(source));
    }
    case 'near': {
      const [first, second, within, ...more] = list(data.near, `${where}.near`);
      if (typeof within !== 'number' || !Number.isInteger(within) || within < 0 || more.length) {
        fail(`${where}.near`, 'not ["first", "second", within]');
      }
      const a = text(first, `${where}.near[0]`);
      const b = text(second, `${where}.near[1]`);
      return compiled(where, () => near(a, b, within));
    }
    default: {
      const source = alternatives(data.regex, `${where}.regex`);
      const flags = 'flags' in data ? text(data.flags, `${where}.flags`) : '';
      return compiled(where, () => new RegExp(source, flags));
    }
  }
}

function rejectedVariant(value: unknown, where: string): RejectedVariant {
  const data = record(value, where, ['variant', ...PATTERNS, 'flags', 'keys']);
  const variant: RejectedVariant = {
    variant: text(data.variant, `${where}.variant`),
    pattern: pattern(data, where),
  };
  if ('keys' in data) {
    const keys = text(data.keys, `${where}.keys`);
    variant.keys = compiled(`${where}.keys`, () => new RegExp(keys));
  }
  return variant;
}

function glossaryEntry(value: unknown, index: number): GlossaryEntry {
  const data = record(value, `[${index}]`, ['term', 'accepted', 'rejected', 'allowed']);
  const term = text(data.term, `[${index}].term`);
  const where = `“${term}”`;
  const fields = ['*', ...LANGUAGES];

  const forms = record(data.accepted, `${where}.accepted`, fields);
  const accepted = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      text(forms[language] ?? forms['*'], `${where}.accepted.${language}`),
    ]),
  ) as Record<Language, string>;

  const lists = record(data.rejected, `${where}.rejected`, fields);
  const variantsOf = (key: string): RejectedVariant[] =>
    key in lists
      ? list(lists[key], `${where}.rejected.${key}`).map((item, at) =>
          rejectedVariant(item, `${where}.rejected.${key}[${at}]`),
        )
      : [];
  const everywhere = variantsOf('*');
  const rejected: Partial<Record<Language, RejectedVariant[]>> = {};
  for (const language of LANGUAGES) {
    const variants = [...everywhere, ...variantsOf(language)];
    if (variants.length > 0) rejected[language] = variants;
  }

  const entry: GlossaryEntry = { term, accepted, rejected };
  if ('allowed' in data) {
    entry.allowed = list(data.allowed, `${where}.allowed`).map((name, at) => {
      const source = text(name, `${where}.allowed[${at}]`);
      return compiled(`${where}.allowed[${at}]`, () => new RegExp(source));
    });
  }
  return entry;
}

export const GLOSSARY: readonly GlossaryEntry[] = list(terms, 'the file').map(glossaryEntry);

/** Texts in another language by design: the titles and citations of laws, societies' names. */
const ORIGINAL_LANGUAGE_KEYS =
  /^legislation\.jurisdictions\.[^.]+\.(?:laws\[\d+\]\.(?:title|citation)|societies)$/;

function* texts(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* texts(item, `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      yield* texts(item, path ? `${path}.${key}` : key);
  }
}

/** The language of a locale file, from its path: `…/<language>/<namespace>.json`. */
export function localeFileLanguage(path: string): Language | undefined {
  const language = /([^/]+)\/[^/]+\.json$/.exec(path)?.[1];
  return (LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as Language)
    : undefined;
}

/**
 * The first match of a pattern that does not start inside an interpolation placeholder: the
 * names of variables (`{{upgradeCommission}}`) are not words of the text.
 */
function firstMatch(
  pattern: RegExp,
  text: string,
  placeholders: readonly (readonly [number, number])[],
): RegExpExecArray | null {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (let found = global.exec(text); found; found = global.exec(text)) {
    const at = found.index;
    if (!placeholders.some(([start, end]) => at > start && at < end)) return found;
    if (found[0] === '') global.lastIndex++;
  }
  return null;
}

/**
 * Every use of a variant the glossary rejects, in locale files given by path (the path names the
 * language: `…/<language>/<namespace>.json`). Each problem names the file, the key path, what was
 * found and the accepted form. An empty list means every text holds the glossary.
 */
export function findGlossaryProblems(
  files: Record<string, unknown>,
  glossary: readonly GlossaryEntry[] = GLOSSARY,
): string[] {
  const problems: string[] = [];
  for (const [file, content] of Object.entries(files)) {
    const language = localeFileLanguage(file);
    if (!language) {
      problems.push(`${file}: not a locale file (…/<language>/<namespace>.json)`);
      continue;
    }
    for (const [key, text] of texts(content)) {
      if (ORIGINAL_LANGUAGE_KEYS.test(key)) continue;
      const placeholders = [...text.matchAll(/\{\{[^}]*\}\}/g)].map(
        (match) => [match.index, match.index + match[0].length] as const,
      );
      for (const entry of glossary) {
        let checked = text;
        for (const allowed of entry.allowed ?? []) {
          checked = checked.replace(
            new RegExp(allowed.source, `${allowed.flags.replace('g', '')}g`),
            (name) => ' '.repeat(name.length),
          );
        }
        for (const { variant, pattern, keys } of entry.rejected[language] ?? []) {
          if (keys && !keys.test(key)) continue;
          const found = firstMatch(pattern, checked, placeholders);
          if (!found) continue;
          problems.push(
            `${file}: ${key}: “${text.slice(found.index, found.index + found[0].length)}” is a rejected variant (${variant}) of “${entry.term}”; the accepted form in ${language} is “${entry.accepted[language]}”`,
          );
        }
      }
    }
  }
  return problems;
}
