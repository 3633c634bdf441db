import { LANGUAGES, type Language } from '@fair/shared';
import { describeTranslationFiles, findParityProblems } from '@fair/shared/testing';
import { describe, expect, it } from 'vitest';
import { CONTENT_NAMESPACES } from '../content/namespaces';
import { SAME_AS_ENGLISH_ALLOWED } from './sameAsEnglish';

/** Every locale file present, by its path: `./<language>/<namespace>.json`. */
const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });

function byLanguage(namespace: string): Partial<Record<Language, unknown>> {
  const texts: Partial<Record<Language, unknown>> = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[2] === namespace) texts[match[1] as Language] = module.default;
  }
  return texts;
}

describe('locale files', () => {
  it('exist only for the seven languages and the four namespaces', () => {
    for (const path of Object.keys(files)) {
      const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      expect(LANGUAGES as readonly (string | undefined)[], path).toContain(language);
      expect(CONTENT_NAMESPACES as readonly (string | undefined)[], path).toContain(namespace);
    }
  });

  // Fails until every language is translated: that is its job. The English files are the
  // reference; each problem names the language and the key.
  for (const namespace of CONTENT_NAMESPACES) {
    it(`${namespace}: all seven languages are complete and on a par with English`, () => {
      const problems = findParityProblems(byLanguage(namespace), {
        sameAsEnglishAllowed: SAME_AS_ENGLISH_ALLOWED[namespace],
      });
      expect(problems).toEqual([]);
    });
  }
});

const allFiles = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

describeTranslationFiles(allFiles, { pages: true });
