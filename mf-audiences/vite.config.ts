import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/remoteViteConfig';

export default defineConfig(({ command }) =>
  remoteViteConfig(command, 'mf-audiences', 'mf_audiences', {
    './AuthorsPage': './src/lifecycles/AuthorsPage.ts',
    './DistributorsPage': './src/lifecycles/DistributorsPage.ts',
    './UsersPage': './src/lifecycles/UsersPage.ts',
    './HowItWorksPage': './src/lifecycles/HowItWorksPage.ts',
    './FaqPage': './src/lifecycles/FaqPage.ts',
  }),
);
