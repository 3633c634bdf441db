import type { CommonResources } from '@fair/shared/i18n-types';
import type problems from '@fair/shared/locales/pt-BR/problems.json';
import type account from './locales/pt-BR/account.json';
import type consoleTexts from './locales/pt-BR/console.json';
import type session from './locales/pt-BR/session.json';
import type studio from './locales/pt-BR/studio.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: CommonResources & {
      account: typeof account;
      console: typeof consoleTexts;
      problems: typeof problems;
      session: typeof session;
      studio: typeof studio;
    };
  }
}
