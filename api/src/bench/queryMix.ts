import { LANGUAGES, type Language } from '@fair/shared/rules';
import type { CatalogueQuery } from '../catalogue/search';
import { generatedVocabulary } from '../seed/generateWorks';

/** One kind of search in the benchmark's mix, and how to make the next query of that kind. */
export interface QueryKind {
  name: string;
  next: (draw: () => number) => Omit<CatalogueQuery, 'limit'> & { limit?: number };
}

const word = (draw: () => number, language?: Language) => {
  const lang = language ?? (LANGUAGES[Math.floor(draw() * LANGUAGES.length)] as Language);
  const words = generatedVocabulary(lang).words.filter((candidate) => candidate.length >= 4);
  return { lang, word: words[Math.floor(draw() * words.length)] as string };
};

/**
 * The named query mix: what visitors do on the catalogue — one word, two words, a word still being
 * typed, each with and without a filter, browsing in each sort, and a misspelling.
 */
export const QUERY_MIX: QueryKind[] = [
  { name: 'one word', next: (draw) => ({ q: word(draw).word, sort: 'relevance' }) },
  {
    name: 'two words',
    next: (draw) => {
      const first = word(draw);
      return { q: `${first.word} ${word(draw, first.lang).word}`, sort: 'relevance' };
    },
  },
  {
    name: 'a prefix (typing)',
    next: (draw) => ({ q: word(draw).word.slice(0, 3), sort: 'relevance' }),
  },
  {
    name: 'one word + type',
    next: (draw) => ({ q: word(draw).word, type: 'music', sort: 'relevance' }),
  },
  {
    name: 'one word + language',
    next: (draw) => {
      const { lang, word: text } = word(draw);
      return { q: text, language: lang, sort: 'relevance' };
    },
  },
  { name: 'browse: newest', next: () => ({ q: '', sort: 'newest' }) },
  { name: 'browse: price ↑', next: () => ({ q: '', sort: 'price-asc' }) },
  { name: 'browse: price ↓', next: () => ({ q: '', sort: 'price-desc' }) },
  { name: 'browse: title', next: () => ({ q: '', sort: 'title' }) },
  {
    name: 'browse: type + language',
    next: (draw) => ({ q: '', type: 'books', language: word(draw).lang, sort: 'newest' }),
  },
  { name: 'one word, by price', next: (draw) => ({ q: word(draw).word, sort: 'price-asc' }) },
  { name: 'a misspelling', next: (draw) => ({ q: `${word(draw).word}xq`, sort: 'relevance' }) },
];
