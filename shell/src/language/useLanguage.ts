import { i18n, type Language } from '@fair/shared';
import { useCallback, useEffect, useState } from 'react';
import { saveLanguagePreference } from './languagePreference';

/**
 * The current language, owned by the shell alone. Switching waits until the texts of every
 * namespace in use are loaded, so the page switches at once instead of flashing keys.
 */
export function useLanguage(initial: Language) {
  const [language, setLanguage] = useState<Language>(initial);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const changeLanguage = useCallback(async (next: Language) => {
    await i18n.changeLanguage(next);
    saveLanguagePreference(next);
    setLanguage(next);
  }, []);

  return { language, changeLanguage };
}
