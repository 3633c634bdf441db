/**
 * Search text matching that ignores case and accents ("joao" finds "João", "SORMUS" finds
 * "Sõrmus"), whatever the input: symbols, emoji or 10 000 characters never throw.
 */

/** Letters that Unicode does not decompose into a base letter and a mark. */
const FOLDED_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};
const FOLDED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'gu');
const MARKS = /\p{M}+/gu;
/**
 * Spaces and punctuation separate words. Symbols and emoji are kept, so "C++" finds "C++" and a
 * search for "🎵" finds nothing rather than everything.
 */
const SEPARATORS = /[\s\p{P}\p{Cc}]+/gu;

/**
 * The comparable form of a text: lower case, without accents or other combining marks, with
 * every run of spaces, punctuation and control characters turned into a single space.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(FOLDED, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(SEPARATORS, ' ')
    .trim();
}

/**
 * The words of a query, normalized, without repeats, longest first: the longest word is the
 * rarest, so a work that does not match is usually rejected on the first comparison.
 */
export function searchTerms(query: string): string[] {
  const normalized = normalizeForSearch(query);
  if (normalized === '') return [];
  return [...new Set(normalized.split(' '))].sort((a, b) => b.length - a.length);
}

/** The text a work is searched by: its title and its author, kept apart so no word spans both. */
export function searchKey(title: string, author: string): string {
  return `${normalizeForSearch(title)}\n${normalizeForSearch(author)}`;
}

/** Whether every word of the query occurs in the key (in the title or in the author). */
export function matchesTerms(key: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!key.includes(term)) return false;
  return true;
}
