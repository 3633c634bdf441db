import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/remoteViteConfig';

export default defineConfig(({ command }) =>
  remoteViteConfig(command, 'mf-licenses', 'mf_licenses', {
    './MyLicensesPage': './src/lifecycles/MyLicensesPage.ts',
  }),
);
