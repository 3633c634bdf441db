import { LANGUAGES } from '@fair/shared';
import { describeTranslationFiles, findParityProblems } from '@fair/shared/testing';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/shell.json', {
  eager: true,
  import: 'default',
});
const byLanguage = Object.fromEntries(
  Object.entries(files).map(([path, texts]) => [path.split('/')[1], texts]),
);

describe("the shell's texts", () => {
  it('exist in all seven languages, complete and on a par', () => {
    expect(Object.keys(byLanguage).sort()).toEqual([...LANGUAGES].sort());
    expect(findParityProblems(byLanguage, { sameAsEnglishAllowed: ['notFound.code'] })).toEqual([]);
  });

  it("say the seed's 404 texts in English and Brazilian Portuguese", () => {
    const notFound = (language: string) => (byLanguage[language] as { notFound: object }).notFound;
    expect(notFound('en')).toMatchObject({ title: 'Oops! Page not found', home: 'Return to Home' });
    expect(notFound('pt-BR')).toMatchObject({
      title: 'Ops! Página não encontrada',
      home: 'Voltar ao início',
    });
  });
});

const allFiles = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

describeTranslationFiles(allFiles, { pages: false });
