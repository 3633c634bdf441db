import type { CommonResources } from '@fair/shared/i18n-types';
import type articles from './locales/pt-BR/articles.json';
import type blog from './locales/pt-BR/blog.json';
import type legal from './locales/pt-BR/legal.json';
import type philosophy from './locales/pt-BR/philosophy.json';
import type privacy from './locales/pt-BR/privacy.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: CommonResources & {
      articles: typeof articles;
      blog: typeof blog;
      legal: typeof legal;
      philosophy: typeof philosophy;
      privacy: typeof privacy;
    };
  }
}
