import { useTranslation } from 'react-i18next';
import type { ContentNamespace } from '../content/namespaces';

export interface Texts {
  /** A text by key; a missing one shows its key (never another language's text). */
  text: (key: string) => string;
  /** A text that may be absent (then ''), e.g. the societies of the EU entry. */
  optional: (key: string) => string;
  /** An array of texts or of text objects; [] when the key is missing or not an array. */
  list: <T>(key: string) => T[];
}

/** Reads this page's texts from its namespace, in the language the shell chose. */
export function useTexts(namespace: ContentNamespace): Texts {
  const { t, i18n } = useTranslation(namespace);
  return {
    text: (key) => t(key),
    optional: (key) => (i18n.exists(key, { ns: namespace }) ? t(key) : ''),
    list: <T>(key: string): T[] => {
      const value: unknown = t(key, { returnObjects: true });
      return Array.isArray(value) ? (value as T[]) : [];
    },
  };
}
