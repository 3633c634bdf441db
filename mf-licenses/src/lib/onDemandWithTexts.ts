import { onDemand, type OnDemand } from '@fair/shared';
import { loadNamespaces, registerLocaleFiles, type LocaleFiles } from '@fair/shared/runtime';

/**
 * A part of the page downloaded on demand (shared's `onDemand`) with its own texts: `texts` is
 * `import.meta.glob('../locales/*\/<namespace>.json')`, registered at once and loaded in the
 * page's language with the code, so the part is ready, worded, once both have arrived.
 */
export function onDemandWithTexts<Module>(
  load: () => Promise<Module>,
  texts: LocaleFiles,
): OnDemand<Module> {
  const namespaces = registerLocaleFiles(texts);
  return onDemand(() => Promise.all([load(), loadNamespaces(namespaces)]).then(([code]) => code));
}
