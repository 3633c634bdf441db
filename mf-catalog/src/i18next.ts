import type { CommonResources } from '@fair/shared/i18n-types';
import type catalog from './locales/pt-BR/catalog.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: CommonResources & {
      catalog: typeof catalog;
    };
  }
}
