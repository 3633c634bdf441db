import { registerLocaleFiles } from '@fair/shared';

// This remote's page texts: one lazily loaded file per language and namespace.
registerLocaleFiles(import.meta.glob('./locales/*/*.json'));
