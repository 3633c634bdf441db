import { describe, expect, it } from 'vitest';
import { findGlossaryProblems } from '../i18n/glossary';
import { findPageDescriptionProblems } from './pageDescriptions';

/**
 * The checks every app runs on its own translation files, as its locales folder's
 * `import.meta.glob('./*\/*.json', { eager: true, import: 'default' })` gives them: the site's
 * glossary, and for an app that owns pages, each page's description for search engines and link
 * previews.
 */
export function describeTranslationFiles(
  files: Record<string, unknown>,
  { pages }: { pages: boolean },
): void {
  describe('every translation file of this app', () => {
    it("holds the site's glossary: one term, one form", () => {
      expect(findGlossaryProblems(files)).toEqual([]);
    });

    // The shell owns no page of its own to describe: it does not have this test at all.
    if (pages) {
      it('describes its page for search engines and link previews', () => {
        expect(findPageDescriptionProblems(files)).toEqual([]);
      });
    }
  });
}
