/** The seven interface languages, in the order the language menu lists them. */
export const LANGUAGES = ['pt-BR', 'pt-PT', 'en', 'fi', 'sv', 'et', 'nl'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/**
 * Each language named in itself (an endonym). These are data rather than translations: the name
 * is the same whatever the current language, so it lives here and not in the locale files.
 */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  en: 'English',
  fi: 'Suomi',
  sv: 'Svenska',
  et: 'Eesti',
  nl: 'Nederlands',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** An unknown or missing stored language falls back to the default (PRODUCT.md §5). */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
