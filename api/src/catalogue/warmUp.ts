import { PostgresCatalogueSearch, type SearchDatabase } from './postgresSearch';

/** The longest an API's start spends searching its own catalogue before it answers. */
export const SEARCH_WARM_UP_MS = 3_000;
/** How many of the catalogue's words the start searches for (each as typed: 1–3 letters, whole). */
export const SEARCH_WARM_UP_WORDS = 50;

/**
 * Searches the catalogue for some of its own words before the API answers anyone, as visitors
 * type them: their first letters, then whole, best match first and newest first. A process just
 * started runs its search (and PGlite's compiled database) at about half speed until the code has
 * run a few hundred times; its first visitors would meet that, and a page rendered for them would
 * miss its deadline. At most `SEARCH_WARM_UP_MS`; a search that fails is skipped. The words are
 * spread over the catalogue (ordered by their hash), the same on every start.
 * @returns how many searches ran
 */
export async function warmUpSearch(
  db: SearchDatabase,
  { budgetMs = SEARCH_WARM_UP_MS, now = () => performance.now() } = {},
): Promise<number> {
  const started = now();
  const { rows } = await db.query<{ word: string }>(
    'SELECT word FROM search_words ORDER BY md5(word) LIMIT $1',
    [SEARCH_WARM_UP_WORDS],
  );
  const search = new PostgresCatalogueSearch(db);
  let searched = 0;
  for (const { word } of rows) {
    const typed = new Set([
      ...[1, 2, 3].map((length) => [...word].slice(0, length).join('')),
      word,
    ]);
    for (const q of typed) {
      for (const sort of ['relevance', 'newest'] as const) {
        if (now() - started >= budgetMs) return searched;
        try {
          await search.search({ q, sort, limit: 12 });
          searched += 1;
        } catch {
          // A warm-up that fails warms nothing, and stops nothing.
        }
      }
    }
  }
  return searched;
}
