import { LANGUAGES, type Language } from '@fair/shared';
import { describeTranslationFiles, findParityProblems } from '@fair/shared/testing';
import { describe, expect, it } from 'vitest';
import { LOCAL_FAILURES } from '../api/client';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

/** The pages' namespaces (each with its description) and the texts the three pages share. */
const PAGES = ['account', 'studio', 'console'] as const;
const SHARED = ['session'] as const;
type Namespace = (typeof PAGES)[number] | (typeof SHARED)[number];

function texts(namespace: Namespace): Partial<Record<Language, Record<string, unknown>>> {
  const byLanguage: Partial<Record<Language, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(files)) {
    const [, language, name] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (language && name === namespace) byLanguage[language as Language] = content;
  }
  return byLanguage;
}

/** Words that are the same in English and some of the other languages. */
const SAME_AS_ENGLISH: Record<Namespace, string[]> = {
  account: [],
  studio: ['sales.list.platforms', 'works.platforms'],
  console: ['licences.code', 'licences.platform', 'apiKeys.new.copy'],
  session: ['roles.author'],
};

describe('the studio’s texts', () => {
  it.each([...PAGES, ...SHARED])(
    '%s exists in all seven languages, with the same keys and placeholders',
    (namespace) => {
      const byLanguage = texts(namespace);
      expect(Object.keys(byLanguage).sort()).toEqual([...LANGUAGES].sort());
      expect(
        findParityProblems(byLanguage, { sameAsEnglishAllowed: SAME_AS_ENGLISH[namespace] }),
      ).toEqual([]);
    },
  );

  it('put into words every failure that happens on this side, in every language', () => {
    for (const [language, session] of Object.entries(texts('session'))) {
      const failures = (session as { failures?: Record<string, unknown> }).failures ?? {};
      expect(Object.keys(failures).sort(), language).toEqual([...LOCAL_FAILURES].sort());
    }
  });
});

const pageFiles = Object.fromEntries(
  Object.entries(files).filter(([path]) => PAGES.some((page) => path.endsWith(`/${page}.json`))),
);
const sharedFiles = Object.fromEntries(
  Object.entries(files).filter(([path]) => SHARED.some((name) => path.endsWith(`/${name}.json`))),
);

// The pages describe themselves for search engines; the shared texts are no page of their own.
describeTranslationFiles(pageFiles, { pages: true });
describeTranslationFiles(sharedFiles, { pages: false });
