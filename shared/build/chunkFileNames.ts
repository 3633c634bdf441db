/**
 * Names every chunk `assets/<name>-<hash>.js`, except the lazily loaded locale files, which are
 * named after their language and namespace (`assets/locale-sv-articles-<hash>.js`). That keeps the
 * network log readable, lets the shell preload the texts of a language without a map, and lets the
 * end-to-end tests prove that a language switch downloads only that language's texts.
 */
export function chunkFileNames(chunk: { facadeModuleId?: string | null }): string {
  const locale = /locales\/([^/]+)\/([^/]+)\.json$/.exec(chunk.facadeModuleId ?? '');
  return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
}
