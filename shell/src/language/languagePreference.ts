import { toLanguage, type Language } from '@fair/shared';
import { LANGUAGE_KEY as KEY } from './languageKey';

/** The stored choice, or pt-BR when there is none, it is unknown, or storage is blocked. */
export function readLanguagePreference(): Language {
  try {
    return toLanguage(window.localStorage.getItem(KEY));
  } catch {
    return toLanguage(null);
  }
}

export function saveLanguagePreference(language: Language): void {
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this visit only, which is all we can do.
  }
}
