import { I18N_INTERPOLATION, type Language } from '@fair/shared';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const common = import.meta.glob<Record<string, unknown>>(
  '../../../shared/src/i18n/locales/*/common.json',
  { eager: true, import: 'default' },
);
const catalog = import.meta.glob<Record<string, unknown>>('../locales/*/catalog.json', {
  eager: true,
  import: 'default',
});

const byLanguage = (files: Record<string, Record<string, unknown>>, language: Language) => {
  const entry = Object.entries(files).find(([path]) => path.includes(`/${language}/`));
  if (!entry) throw new Error(`no texts for ${language}`);
  return entry[1];
};

/** An i18next instance with this remote's texts and the common vocabulary, for component tests. */
export async function testI18n(language: Language = 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'catalog',
    resources: {
      [language]: { common: byLanguage(common, language), catalog: byLanguage(catalog, language) },
    },
    interpolation: I18N_INTERPOLATION,
  });
  return instance;
}
