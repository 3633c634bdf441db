import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/remoteViteConfig';

/**
 * Each locale file becomes its own chunk. Naming it after its language and namespace
 * (`assets/locale-sv-articles-<hash>.js`) makes the network log readable and lets the end-to-end
 * tests prove that a language switch downloads only that language's texts.
 */
function chunkFileNames(chunk: { facadeModuleId?: string | null }): string {
  const locale = /locales\/([^/]+)\/([^/]+)\.json$/.exec(chunk.facadeModuleId ?? '');
  return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
}

export default defineConfig(({ command }) => {
  const config = remoteViteConfig(command, 'mf-content', 'mf_content', {
    './ArticlesPage': './src/lifecycles/ArticlesPage.ts',
    './LegalBasisPage': './src/lifecycles/LegalBasisPage.ts',
    './PhilosophicalBasisPage': './src/lifecycles/PhilosophicalBasisPage.ts',
    './BlogPage': './src/lifecycles/BlogPage.ts',
  });
  return {
    ...config,
    build: {
      ...config.build,
      rollupOptions: { ...config.build?.rollupOptions, output: { chunkFileNames } },
    },
  };
});
