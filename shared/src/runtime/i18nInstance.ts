import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../languages';
import { namespaceLoader, registerNamespaces, unwrapLocaleModule } from './namespaces';
import { I18N_INTERPOLATION, TEXT_FORMATS } from '../i18n/textVariables';

registerNamespaces({
  common: (language) => import(`../i18n/locales/${language}/common.json`),
  // The marketplace's problem texts (api/src/http/problemTypes.ts), loaded once a page asks.
  problems: (language) => import(`../i18n/locales/${language}/problems.json`),
});

/** An i18next backend that reads from the namespace registry (lazy, one language at a time). */
const registryBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader = namespaceLoader(namespace);
    if (!loader) {
      callback(new Error(`No loader registered for namespace "${namespace}"`), false);
      return;
    }
    loader(language as Language).then(
      (module) => callback(null, unwrapLocaleModule(module)),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The one i18next instance of the page. Its language is the page's, from its address: switching
 * language loads the page of the other language, so it never changes while the page lives.
 */
export const i18n: I18n = i18next.createInstance();

let ready: Promise<I18n> | undefined;

/** Initialises the instance once; later calls return the same promise. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  ready ??= i18n
    .use(registryBackend)
    .use(TEXT_FORMATS)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      // No page may fall back to another language: a missing text is a bug the parity tests catch.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: I18N_INTERPOLATION,
      returnNull: false,
      react: { useSuspense: false },
    })
    .then(() => i18n);
  return ready;
}

/** Makes sure the given namespaces are loaded for the current language before rendering. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await initI18n();
  await i18n.loadNamespaces([...namespaces]);
}
