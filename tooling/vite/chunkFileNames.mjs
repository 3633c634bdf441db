// @ts-check
/**
 * Names every chunk `assets/<name>-<hash>.js`, except the lazily loaded locale files, which are
 * named after their language and namespace (`assets/locale-sv-articles-<hash>.js`). That keeps
 * the network log readable, lets the composer hint a page's texts in its language, and lets the
 * end-to-end tests prove that a page downloads only its own language's texts.
 * @param {{ facadeModuleId?: string | null }} chunk
 */
export function chunkFileNames(chunk) {
  const locale = /locales\/([^/]+)\/([^/]+)\.json$/.exec(chunk.facadeModuleId ?? '');
  return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
}
