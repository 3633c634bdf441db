import { LANGUAGES, type Language } from '@fair/shared';
import { describeTranslationFiles, findParityProblems, loadTestTexts } from '@fair/shared/testing';
import { describe, expect, it } from 'vitest';
import { isWinAnsi } from '../certificate/pdfText';

const files = import.meta.glob<Record<string, unknown>>('./*/licenses.json', {
  eager: true,
  import: 'default',
});

const byLanguage = Object.fromEntries(
  Object.entries(files).map(([path, texts]) => [path.split('/')[1], texts]),
) as Partial<Record<Language, Record<string, unknown>>>;

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
        sameAsEnglishAllowed: [
          'filters.status',
          'card.platforms',
          'certificate.platforms',
          'transfer.conflictItem',
        ],
      }),
    ).toEqual([]);
  });

  it('keep the certificate texts within the PDF standard fonts (WinAnsi) in every language', async () => {
    for (const language of LANGUAGES) {
      const texts = byLanguage[language] ?? {};
      // The common vocabulary the certificate also prints (platforms, durations, types, fees).
      const common = (await loadTestTexts(language)).getResourceBundle(
        language,
        'common',
      ) as Record<string, unknown>;
      const certificate = [
        ...strings(texts.certificate),
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

const verifyFiles = import.meta.glob<Record<string, unknown>>('./*/verify.json', {
  eager: true,
  import: 'default',
});

describe('the verification page texts', () => {
  it('exist for all seven languages, with the same keys and placeholders', () => {
    const texts = Object.fromEntries(
      Object.entries(verifyFiles).map(([path, content]) => [path.split('/')[1], content]),
    ) as Partial<Record<Language, Record<string, unknown>>>;
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    expect(findParityProblems(texts, { sameAsEnglishAllowed: ['result.code'] })).toEqual([]);
  });
});

const allFiles = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

describeTranslationFiles(allFiles, { pages: true });
