import { registerLocaleFiles } from '@fair/shared';

registerLocaleFiles(import.meta.glob('./locales/*/*.json'));
