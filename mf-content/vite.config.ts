import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/remoteViteConfig';

export default defineConfig(({ command }) =>
  remoteViteConfig(command, 'mf-content', 'mf_content', {
    './ArticlesPage': './src/lifecycles/ArticlesPage.ts',
    './LegalBasisPage': './src/lifecycles/LegalBasisPage.ts',
    './PhilosophicalBasisPage': './src/lifecycles/PhilosophicalBasisPage.ts',
    './BlogPage': './src/lifecycles/BlogPage.ts',
  }),
);
