import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../languages';
import { namespaceLoader, registerNamespaces, unwrapLocaleModule } from './namespaces';
import { I18N_INTERPOLATION } from './textVariables';

registerNamespaces({
  common: (language) => import(`./locales/${language}/common.json`),
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

/** The one i18next instance of the page. The shell decides its language; remotes only read it. */
export const i18n: I18n = i18next.createInstance();

let ready: Promise<I18n> | undefined;

/** Initialises the instance once; later calls return the same promise. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  ready ??= i18n
    .use(registryBackend)
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

/** Namespaces that stay loaded whatever page is shown. */
const PERMANENT_NAMESPACES = new Set(['common', 'shell']);
const namespaceUsers = new Map<string, number>();

/**
 * Marks namespaces as in use by a mounted page. i18next reloads every namespace it knows on a
 * language change; releasing a page's namespaces when it unmounts keeps that to the texts of the
 * page on screen, so a switch downloads only what is shown.
 */
export function retainNamespaces(namespaces: readonly string[]): void {
  for (const namespace of namespaces) {
    namespaceUsers.set(namespace, (namespaceUsers.get(namespace) ?? 0) + 1);
  }
}

export function releaseNamespaces(namespaces: readonly string[]): void {
  for (const namespace of namespaces) {
    const users = (namespaceUsers.get(namespace) ?? 1) - 1;
    if (users > 0) {
      namespaceUsers.set(namespace, users);
      continue;
    }
    namespaceUsers.delete(namespace);
    if (PERMANENT_NAMESPACES.has(namespace)) continue;
    const known = i18n.options.ns;
    if (Array.isArray(known)) i18n.options.ns = known.filter((ns) => ns !== namespace);
  }
}
