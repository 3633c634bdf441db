import { LANGUAGES, type Language } from '@fair/shared';
import { findParityProblems } from '@fair/shared/testing';
import { describe, expect, it } from 'vitest';
import { isWinAnsi } from '../certificate/pdfText';

const files = import.meta.glob<Record<string, unknown>>('./*/licenses.json', {
  eager: true,
  import: 'default',
});

// The shared vocabulary the certificate also prints (platforms, durations, types, commission).
const commonFiles = import.meta.glob<Record<string, unknown>>(
  '../../../shared/src/i18n/locales/*/common.json',
  { eager: true, import: 'default' },
);
const commonByLanguage = Object.fromEntries(
  Object.entries(commonFiles).map(([path, texts]) => [path.split('/').at(-2), texts]),
) as Partial<Record<Language, Record<string, unknown>>>;

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

  it('keep the certificate texts within the PDF standard fonts (WinAnsi) in every language', () => {
    for (const language of LANGUAGES) {
      const texts = byLanguage[language] ?? {};
      const common = commonByLanguage[language] ?? {};
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
