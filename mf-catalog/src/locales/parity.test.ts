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

  it('name the author in a byline as the plain value the cards put it in (no format)', () => {
    // The cards translate a byline once per language with a stand-in for the author
    // (`Results.tsx`): a format applied to the author would apply to the stand-in.
    for (const [language, texts] of Object.entries(byLanguage)) {
      const byline = (texts as { card: { byline: string } }).card.byline;
      const values = byline.match(/{{[^}]*}}/g) ?? [];
      expect(values.length, `${language}: ${byline}`).toBeGreaterThan(0);
      expect(new Set(values), `${language}: ${byline}`).toEqual(new Set(['{{author}}']));
    }
  });
});

const allFiles = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

describeTranslationFiles(allFiles, { pages: true });
