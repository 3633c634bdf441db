import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import shellTexts from '../locales/en/shell.json';

/** An i18next instance with the shell's English texts, for component tests. */
export async function englishShellI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { shell: shellTexts } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
