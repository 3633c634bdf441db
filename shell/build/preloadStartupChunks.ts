import type { Plugin } from 'vite';

interface Options {
  languages: readonly string[];
  defaultLanguage: string;
  /** Entries that run as soon as they arrive, as `<script type="module" async>`. */
  asyncEntries: readonly string[];
}

/**
 * Lists every chunk the shell loads at start-up as a modulepreload in index.html. The federation
 * runtime reaches React, i18next and the app through a chain of dynamic imports, each waiting for
 * the one before; with the hints the browser fetches them all at once, as soon as the page arrives.
 * Locale chunks are hinted for the default language only (other languages load theirs on start).
 * The async entries (the page preloader) get a script tag of their own, first in the head.
 */
export function preloadStartupChunks({
  languages,
  defaultLanguage,
  asyncEntries,
}: Options): Plugin {
  const otherLanguages = languages.filter((language) => language !== defaultLanguage);
  return {
    name: 'fair:preload-startup-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const scripts = chunks
          .filter((chunk) => chunk.isEntry && asyncEntries.includes(chunk.name))
          .map((chunk) => ({
            tag: 'script',
            attrs: {
              type: 'module',
              async: true,
              crossorigin: true,
              src: `/${chunk.fileName}`,
              'data-async-entry': `/${chunk.fileName}`,
            },
            injectTo: 'head-prepend' as const,
          }));
        const hints = chunks
          .map((chunk) => chunk.fileName)
          .filter((name) => !html.includes(name))
          .filter((name) => !scripts.some((script) => script.attrs.src === `/${name}`))
          .filter(
            (name) =>
              !otherLanguages.some((language) => name.startsWith(`assets/locale-${language}-`)),
          )
          .map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` },
            injectTo: 'head' as const,
          }));
        return [...scripts, ...hints];
      },
    },
    // The federation plugin wraps every script of the page in a loader that first waits for its
    // start-up; an async entry must not wait, so its tag gets its own file back.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const pages = Object.values(bundle).filter(
          (file) => file.type === 'asset' && file.fileName.endsWith('.html'),
        );
        for (const page of pages) {
          if (page.type !== 'asset') continue;
          page.source = String(page.source).replace(
            /<script([^>]*?) src="[^"]*"([^>]*?) data-async-entry="([^"]+)"([^>]*)>/g,
            '<script$1 src="$3"$2$4>',
          );
        }
        // The loader written for the async entry is now referenced by nothing.
        const html = pages.map((page) => (page.type === 'asset' ? String(page.source) : '')).join();
        for (const [key, file] of Object.entries(bundle)) {
          const name = file.fileName.split('/').pop() ?? '';
          if (name.startsWith('mf-entry-bootstrap-') && !html.includes(name))
            Reflect.deleteProperty(bundle, key);
        }
      },
    },
  };
}
