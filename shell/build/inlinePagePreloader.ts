import { build, type Plugin, type Rolldown } from 'vite';

interface Options {
  /** The preloader's entry module (it has no exports: it runs). */
  entry: string;
  /** The same compile-time constants the shell's own build uses. */
  define?: Record<string, string>;
}

/**
 * Builds the page preloader on its own, as one small classic script, and writes it at the top of
 * index.html. Run inline, it asks for the remotes document and the current page's remote while
 * the page is still parsing, instead of one round trip later, once a script file of its own has
 * arrived. The static server allows exactly this script by its hash (shared/server/serve-static.mjs).
 */
export function inlinePagePreloader({ entry, define }: Options): Plugin {
  let code = '';
  return {
    name: 'fair:inline-page-preloader',
    apply: 'build',
    async buildStart() {
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        define,
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          lib: { entry, formats: ['iife'], name: 'pagePreloader' },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunk = outputs
        .flatMap((output) => output.output)
        .find((file) => file.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('the page preloader built no script');
      code = chunk.code.trim();
      // Inside a <script> element only this sequence could end it early.
      if (/<\/script/i.test(code)) throw new Error('the page preloader contains "</script"');
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: code, injectTo: 'head-prepend' }],
    },
  };
}
