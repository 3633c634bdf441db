import type { CommonResources } from '@fair/shared/i18n-types';
import type licenses from './locales/pt-BR/licenses.json';
import type verify from './locales/pt-BR/verify.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: CommonResources & {
      licenses: typeof licenses;
      verify: typeof verify;
    };
  }
}
