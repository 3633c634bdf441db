import type { Language } from '@fair/shared';

const names = new Map<string, string>();

/**
 * A language's name in the interface language ("Inglês" in pt-BR, "Englanti" in fi), first letter
 * capitalized for use on its own in a list or a label. Intl.DisplayNames is slow enough to show
 * when every card asks on every keystroke, so each name is worked out once.
 */
export function languageName(code: Language, interfaceLanguage: Language): string {
  const key = `${code}|${interfaceLanguage}`;
  let name = names.get(key);
  if (name === undefined) {
    const display = new Intl.DisplayNames(interfaceLanguage, {
      type: 'language',
      fallback: 'code',
    });
    const raw = display.of(code) ?? code;
    name = raw.charAt(0).toLocaleUpperCase(interfaceLanguage) + raw.slice(1);
    names.set(key, name);
  }
  return name;
}
