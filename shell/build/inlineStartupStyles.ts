import type { Plugin } from 'vite';

/**
 * Writes the shell's own stylesheet into index.html instead of linking it: a few kilobytes that
 * every page needs before its first paint, so a render-blocking request of its own only delays
 * that paint. The static server allows exactly this style element by its hash
 * (shared/server/serve-static.mjs).
 */
export function inlineStartupStyles(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'fair:inline-startup-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const file = bundle[fileName];
            if (!file || file.type !== 'asset') return tag;
            const css = String(file.source).trim();
            // Inside a <style> element only this sequence could end it early.
            if (/<\/style/i.test(css)) return tag;
            inlined.add(fileName);
            return `<style>${css}</style>`;
          },
        );
      },
    },
    // The stylesheet now lives in the page: its file would be served to no one.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const fileName of inlined) Reflect.deleteProperty(bundle, fileName);
      },
    },
  };
}
