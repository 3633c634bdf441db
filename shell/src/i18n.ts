import { registerLocaleFiles } from '@fair/shared/runtime';

registerLocaleFiles(import.meta.glob('./locales/*/*.json'));
