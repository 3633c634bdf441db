import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/remoteViteConfig';

export default defineConfig(
  remoteViteConfig('mf-licenses', 'mf_licenses', {
    './MyLicensesPage': './src/lifecycles/MyLicensesPage.ts',
  }),
);
