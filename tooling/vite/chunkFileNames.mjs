// @ts-check
/**
 * The language and namespace of a locale file (`…/locales/<language>/<namespace>.json`), or
 * undefined for any other module.
 * @param {string} path
 * @returns {{ language: string, namespace: string } | undefined}
 */
export function localeOfModule(path) {
  const locale = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return locale ? { language: String(locale[1]), namespace: String(locale[2]) } : undefined;
}

/**
 * Names every chunk `assets/<name>-<hash>.js`, except the lazily loaded locale files, which are
 * named after their language and namespace (`assets/locale-sv-articles-<hash>.js`). That keeps
 * the network log readable, lets the composer hint a page's texts in its language, and lets the
 * end-to-end tests prove that a page downloads only its own language's texts.
 * @param {{ facadeModuleId?: string | null }} chunk
 */
export function chunkFileNames(chunk) {
  const locale = localeOfModule(chunk.facadeModuleId ?? '');
  return locale
    ? `assets/locale-${locale.language}-${locale.namespace}-[hash].js`
    : 'assets/[name]-[hash].js';
}
