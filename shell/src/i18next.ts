import type { CommonResources } from '@fair/shared/i18n-types';
import type shell from './locales/pt-BR/shell.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: CommonResources & {
      shell: typeof shell;
    };
  }
}
