import type { Plugin } from 'vite';

interface Options {
  languages: readonly string[];
  defaultLanguage: string;
}

/**
 * Lists every chunk the shell loads at start-up as a modulepreload in index.html, so the browser
 * fetches them with the entry instead of after it has run. Locale chunks are hinted for the
 * default language only (a visitor who chose another language loads those texts on start).
 */
export function preloadStartupChunks({ languages, defaultLanguage }: Options): Plugin {
  const otherLanguages = languages.filter((language) => language !== defaultLanguage);
  return {
    name: 'fair:preload-startup-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return Object.values(bundle)
          .filter((file) => file.type === 'chunk')
          .map((chunk) => chunk.fileName)
          .filter((name) => !html.includes(name))
          .filter(
            (name) =>
              !otherLanguages.some((language) => name.startsWith(`assets/locale-${language}-`)),
          )
          .map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
