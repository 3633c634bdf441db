import type { Language } from '../languages';

/** A locale file as a dynamic import gives it (or its plain object). */
export type LocaleModule = { default: Record<string, unknown> } | Record<string, unknown>;
export type NamespaceLoader = (language: Language) => Promise<LocaleModule>;

/**
 * Every app registers the namespaces it owns with a loader that imports one language's file.
 * Because the runtime is one instance for the whole page (the shell's), its i18next backend can
 * load a remote's texts without knowing where they live, and only the language asked for is
 * fetched.
 */
const loaders = new Map<string, NamespaceLoader>();

export function registerNamespaces(entries: Record<string, NamespaceLoader>): void {
  for (const [namespace, loader] of Object.entries(entries)) loaders.set(namespace, loader);
}

export function namespaceLoader(namespace: string): NamespaceLoader | undefined {
  return loaders.get(namespace);
}

export function unwrapLocaleModule(module: LocaleModule): Record<string, unknown> {
  const inner = (module as { default?: unknown }).default;
  return inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : module;
}

/** A lazy `import.meta.glob('./locales/*\/<namespace>.json')` result. */
export type LocaleFiles = Record<string, () => Promise<unknown>>;

/**
 * Registers every namespace found in a lazy `import.meta.glob` of locale files, whose paths end in
 * `<language>/<namespace>.json`, and returns their names. Each file becomes its own chunk, so only
 * the language asked for is downloaded.
 */
export function registerLocaleFiles(files: LocaleFiles): string[] {
  const byNamespace = new Map<string, Map<string, () => Promise<unknown>>>();
  for (const [path, load] of Object.entries(files)) {
    const match = /([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    const languages = byNamespace.get(namespace) ?? new Map();
    languages.set(language, load);
    byNamespace.set(namespace, languages);
  }
  for (const [namespace, languages] of byNamespace) {
    loaders.set(namespace, (language) => {
      const load = languages.get(language);
      return load
        ? (load() as Promise<LocaleModule>)
        : Promise.reject(new Error(`No ${namespace} texts for ${language}`));
    });
  }
  return [...byNamespace.keys()];
}

/**
 * The texts of some namespaces in one language, loaded through their registered loaders: what a
 * render ahead of time (on the server, at build time) gives its own i18next instance.
 */
export async function loadTexts(
  language: Language,
  namespaces: readonly string[],
): Promise<Record<string, Record<string, unknown>>> {
  const texts: Record<string, Record<string, unknown>> = {};
  for (const namespace of namespaces) {
    const loader = loaders.get(namespace);
    if (!loader) throw new Error(`No texts registered for namespace "${namespace}"`);
    texts[namespace] = unwrapLocaleModule(await loader(language));
  }
  return texts;
}
