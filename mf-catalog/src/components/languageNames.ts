import type { Language } from '@fair/shared';

const cache = new Map<Language, Intl.DisplayNames>();

/**
 * A language's name in the interface language ("inglês" in pt-BR, "Englanti" in fi), first letter
 * capitalized for use on its own in a list or a label.
 */
export function languageName(code: Language, interfaceLanguage: Language): string {
  let names = cache.get(interfaceLanguage);
  if (!names) {
    names = new Intl.DisplayNames(interfaceLanguage, { type: 'language', fallback: 'code' });
    cache.set(interfaceLanguage, names);
  }
  const name = names.of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(interfaceLanguage) + name.slice(1);
}
