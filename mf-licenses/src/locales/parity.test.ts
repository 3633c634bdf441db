import { LANGUAGES, type Language } from '@fair/shared';
import { describeTranslationFiles, findParityProblems, loadTestTexts } from '@fair/shared/testing';
import { describe, expect, it } from 'vitest';
import { isWinAnsi } from '../certificate/pdfText';

const allFiles = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

/** One namespace's texts by language. */
function namespaceTexts(namespace: string): Partial<Record<Language, Record<string, unknown>>> {
  return Object.fromEntries(
    Object.entries(allFiles)
      .filter(([path]) => path.endsWith(`/${namespace}.json`))
      .map(([path, texts]) => [path.split('/')[1], texts]),
  );
}

/** The pages' namespaces, and those of the parts a page loads on demand (no page of their own). */
const PAGES = ['licenses', 'verify'];
const ON_DEMAND = ['certificate', 'expansion'];

const byLanguage = namespaceTexts('licenses');
const certificateTexts = namespaceTexts('certificate');

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the licenses texts', () => {
  it('exist for all seven languages, with the same keys and placeholders', () => {
    expect(Object.keys(byLanguage).sort()).toEqual([...LANGUAGES].sort());
    expect(
      findParityProblems(byLanguage, {
        // The same word in English and in these languages.
        sameAsEnglishAllowed: ['filters.status', 'card.platforms', 'transfer.conflictItem'],
      }),
    ).toEqual([]);
  });

  it.each([
    ['certificate', ['platforms']],
    ['expansion', []],
  ])('of the %s, loaded on demand, exist for all seven languages, alike', (namespace, same) => {
    const texts = namespaceTexts(namespace);
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    expect(findParityProblems(texts, { sameAsEnglishAllowed: same })).toEqual([]);
  });

  it('are every file of this app: the pages’ and their on-demand parts’', () => {
    const namespaces = new Set(Object.keys(allFiles).map((path) => path.split('/')[2]));
    expect([...namespaces].sort()).toEqual(
      [...PAGES, ...ON_DEMAND].map((name) => `${name}.json`).sort(),
    );
  });

  it('keep the certificate texts within the PDF standard fonts (WinAnsi) in every language', async () => {
    for (const language of LANGUAGES) {
      const texts = byLanguage[language] ?? {};
      const own = certificateTexts[language] ?? {};
      // The common vocabulary the certificate also prints (platforms, durations, types, fees).
      const common = (await loadTestTexts(language)).getResourceBundle(
        language,
        'common',
      ) as Record<string, unknown>;
      const certificate = [
        ...strings(own),
        ...strings(texts.history),
        ...strings(common.site),
        ...strings(common.platforms),
        ...strings(common.durations),
        ...strings(common.contentType),
        ...strings(common.fees),
      ].filter((text) => !isWinAnsi(text));
      expect(Object.keys(common), language).not.toEqual([]);
      expect(certificate, language).toEqual([]);
    }
  });
});

describe('the verification page texts', () => {
  it('exist for all seven languages, with the same keys and placeholders', () => {
    const texts = namespaceTexts('verify');
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    expect(findParityProblems(texts, { sameAsEnglishAllowed: ['result.code'] })).toEqual([]);
  });
});

/** The files of the given namespaces. */
const filesOf = (namespaces: string[]) =>
  Object.fromEntries(
    Object.entries(allFiles).filter(([path]) =>
      namespaces.some((namespace) => path.endsWith(`/${namespace}.json`)),
    ),
  );

// The pages describe themselves for search engines; their on-demand parts are no page.
describeTranslationFiles(filesOf(PAGES), { pages: true });
describeTranslationFiles(filesOf(ON_DEMAND), { pages: false });
