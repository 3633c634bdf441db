import type { CommonResources } from '@fair/shared/i18n-types';
import type authors from './locales/pt-BR/authors.json';
import type distributors from './locales/pt-BR/distributors.json';
import type faq from './locales/pt-BR/faq.json';
import type howItWorks from './locales/pt-BR/how-it-works.json';
import type users from './locales/pt-BR/users.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: CommonResources & {
      authors: typeof authors;
      distributors: typeof distributors;
      faq: typeof faq;
      'how-it-works': typeof howItWorks;
      users: typeof users;
    };
  }
}
