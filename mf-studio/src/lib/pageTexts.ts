import type { Language } from '@fair/shared';
import type { LocaleFiles } from '@fair/shared/runtime';

/**
 * The API's problems in words: `@fair/shared`'s `problems` texts, one file per language, each its
 * own chunk (a page downloads only its language's). Keyed by language, so a new language the
 * site offers fails the type check here until its file is named.
 */
const PROBLEM_TEXTS: Record<Language, () => Promise<unknown>> = {
  'pt-BR': () => import('@fair/shared/locales/pt-BR/problems.json'),
  'pt-PT': () => import('@fair/shared/locales/pt-PT/problems.json'),
  en: () => import('@fair/shared/locales/en/problems.json'),
  fi: () => import('@fair/shared/locales/fi/problems.json'),
  sv: () => import('@fair/shared/locales/sv/problems.json'),
  et: () => import('@fair/shared/locales/et/problems.json'),
  nl: () => import('@fair/shared/locales/nl/problems.json'),
};

const problemFiles: LocaleFiles = Object.fromEntries(
  Object.entries(PROBLEM_TEXTS).map(([language, load]) => [`${language}/problems.json`, load]),
);

/**
 * A page's texts: its own namespace, the texts every page of the studio shares (`session`: signing
 * in, fields, failures) and the API's problems. Each page passes its own glob, so its file and no
 * other page's is in its manifest.
 */
export function pageTexts(own: LocaleFiles): LocaleFiles {
  return {
    ...own,
    ...import.meta.glob('../locales/*/session.json'),
    ...problemFiles,
  };
}
