// @ts-check
/** The seven interface languages, in the order the language links list them. */
export const LANGUAGES = /** @type {const} */ (['pt-BR', 'pt-PT', 'en', 'fi', 'sv', 'et', 'nl']);

/** @typedef {(typeof LANGUAGES)[number]} Language */

/** @type {Language} */
export const DEFAULT_LANGUAGE = 'pt-BR';

/**
 * Each language named in itself (an endonym). These are data rather than translations: the name
 * is the same whatever the current language.
 * @type {Readonly<Record<Language, string>>}
 */
export const LANGUAGE_ENDONYMS = {
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  en: 'English',
  fi: 'Suomi',
  sv: 'Svenska',
  et: 'Eesti',
  nl: 'Nederlands',
};

/**
 * Open Graph's locale of each language (language_TERRITORY). English is written for readers
 * everywhere, in British spelling (see shared/src/i18n/glossary.ts), hence en_GB.
 * @type {Readonly<Record<Language, string>>}
 */
export const OPEN_GRAPH_LOCALES = {
  'pt-BR': 'pt_BR',
  'pt-PT': 'pt_PT',
  en: 'en_GB',
  fi: 'fi_FI',
  sv: 'sv_SE',
  et: 'et_EE',
  nl: 'nl_NL',
};

/**
 * The cookie that remembers a language chosen with the switcher (and only then), so that an
 * unprefixed address can send the visitor to their language. The server reads it; the browser
 * writes it.
 */
export const LANGUAGE_COOKIE = 'fair_language';

/** Where earlier versions of the site kept the choice; moved into the cookie once. */
export const LEGACY_LANGUAGE_KEY = 'fair-licensing.language';

/**
 * @param {unknown} value
 * @returns {value is Language}
 */
export function isLanguage(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (LANGUAGES).includes(value);
}

/**
 * An unknown or missing language falls back to the default.
 * @param {unknown} value
 * @returns {Language}
 */
export function toLanguage(value) {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The address prefix of a language: none for the default, its code in lower case otherwise
 * (`/en/faq`, `/pt-pt/faq`).
 * @param {Language} language
 */
export function languagePrefix(language) {
  return language === DEFAULT_LANGUAGE ? '' : language.toLowerCase();
}

/**
 * The language whose prefix this is (`'pt-pt'` → `'pt-PT'`), or undefined.
 * @param {string} prefix
 * @returns {Language | undefined}
 */
export function languageOfPrefix(prefix) {
  return LANGUAGES.find(
    (language) => language !== DEFAULT_LANGUAGE && languagePrefix(language) === prefix,
  );
}
