// The languages are site facts that Node tools read too, so they live in a plain module
// (site/languages.mjs); this is their typed face for the browser code.
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_ENDONYMS,
  isLanguage,
  languagePrefix,
  toLanguage,
  type Language,
} from '../site/languages.mjs';
