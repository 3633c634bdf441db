import { i18n, initI18n, loadNamespaces } from '@fair/shared/runtime';
import type { Language } from '../languages';

/**
 * Loads the page's texts into the page's i18next instance, in a language, as a page's lifecycles
 * do before its first render: the app's own namespaces (registered by its test setup with
 * `registerLocaleFiles(import.meta.glob('../locales/*\/*.json'))`) and the common vocabulary.
 */
export async function loadTestTexts(language: Language, namespaces: readonly string[] = []) {
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  await loadNamespaces(['common', ...namespaces]);
  return i18n;
}
