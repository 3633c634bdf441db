/**
 * The article's nine numbered sections, in order. Each id is a key under `sections` in
 * `articles.json` and the in-page anchor of its heading, so it never changes with the language.
 */
export const ARTICLE_SECTION_IDS = [
  'introduction',
  'copyright-as-control',
  'ecad-brazil',
  'international-comparisons',
  'copyleft',
  'content-versus-medium',
  'impacts',
  'reform-proposal',
  'conclusion',
] as const;

export type ArticleSectionId = (typeof ARTICLE_SECTION_IDS)[number];

/** The licence the article is published under (CC BY-SA 4.0); the same address in every language. */
export const ARTICLE_LICENSE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';
