import { LANGUAGES } from '@fair/shared';
import { describeTranslationFiles, findParityProblems } from '@fair/shared/testing';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/catalog.json', {
  eager: true,
  import: 'default',
});
const byLanguage = Object.fromEntries(
  Object.entries(files).map(([path, texts]) => [path.split('/')[1], texts]),
);

/** Texts that are rightly the same as in English (checked by hand). */
const SAME_AS_ENGLISH = [
  // Dutch uses the English plural "platforms", as the common vocabulary does.
  'purchase.platformsLegend',
  'work.platforms.heading',
  // "Total" is the Portuguese word too (as the common vocabulary's fees.total).
  'work.durations.total',
  // A filter's option and its count in brackets: written alike in the seven languages.
  'catalogue.facet',
];

describe('the catalog texts', () => {
  it('exist in all seven languages', () => {
    expect(Object.keys(byLanguage).sort()).toEqual([...LANGUAGES].sort());
  });

  it('have every key, no empty text and the same placeholders in every language', () => {
    expect(findParityProblems(byLanguage, { sameAsEnglishAllowed: SAME_AS_ENGLISH })).toEqual([]);
  });

  it('have the plural forms each language needs for the count of works, and one for none', () => {
    for (const [language, texts] of Object.entries(byLanguage)) {
      const catalogue = (texts as { catalogue: Record<string, string> }).catalogue;
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const category of [...categories, 'zero']) {
        expect(catalogue[`count_${category}`], `${language}: count_${category}`).toBeTruthy();
      }
      // An estimated count is never none.
      for (const category of categories) {
        expect(
          catalogue[`countAbout_${category}`],
          `${language}: countAbout_${category}`,
        ).toBeTruthy();
      }
    }
  });

  it('write the values the page fills in itself as plain values (no format)', () => {
    // These texts are translated once per language with a stand-in for each value, then filled
    // (`textTemplate`: a card's byline, a filter's count, which the page writes as the texts write
    // numbers): a format in the text would apply to the stand-in.
    const filled = {
      'card.byline': ['{{author}}'],
      'catalogue.facet': ['{{label}}', '{{total}}'],
      'catalogue.facetAbout': ['{{label}}', '{{total}}'],
    };
    for (const [language, texts] of Object.entries(byLanguage)) {
      for (const [key, expected] of Object.entries(filled)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
        expect(typeof text, `${language}: ${key}`).toBe('string');
        const values = (text as string).match(/{{[^}]*}}/g) ?? [];
        expect(new Set(values), `${language}: ${key} ${String(text)}`).toEqual(new Set(expected));
      }
    }
  });
});

const allFiles = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

describeTranslationFiles(allFiles, { pages: true });
