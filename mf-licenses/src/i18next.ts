import type { CommonResources } from '@fair/shared/i18n-types';
import type certificate from './locales/pt-BR/certificate.json';
import type expansion from './locales/pt-BR/expansion.json';
import type licenses from './locales/pt-BR/licenses.json';
import type verify from './locales/pt-BR/verify.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: CommonResources & {
      licenses: typeof licenses;
      certificate: typeof certificate;
      expansion: typeof expansion;
      verify: typeof verify;
    };
  }
}
