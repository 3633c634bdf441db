import { describe, expect, it } from 'vitest';
import { i18n, initI18n, loadNamespaces } from './i18nInstance';
import { registerLocaleFiles } from './namespaces';

describe('the i18n instance', () => {
  it('loads a namespace lazily, one language at a time, and switches without fallback', async () => {
    const loads: string[] = [];
    const file = (language: string, text: string) => () => {
      loads.push(language);
      return Promise.resolve({ default: { greeting: text } });
    };
    registerLocaleFiles({
      './locales/pt-BR/probe.json': file('pt-BR', 'Olá'),
      './locales/en/probe.json': file('en', 'Hello'),
      './locales/fi/probe.json': file('fi', 'Hei'),
    });
    await initI18n('pt-BR');
    expect(i18n.language).toBe('pt-BR');
    await loadNamespaces(['probe']);
    expect(i18n.t('probe:greeting')).toBe('Olá');
    expect(loads).toEqual(['pt-BR']);

    await i18n.changeLanguage('en');
    expect(i18n.t('probe:greeting')).toBe('Hello');
    expect(loads).toEqual(['pt-BR', 'en']);
  });

  it('the common vocabulary is loaded for the current language only', async () => {
    await initI18n('pt-BR');
    await i18n.changeLanguage('en');
    expect(i18n.t('common:nav.faq')).toBe('FAQ');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('sv', 'common')).toBe(false);
  });

  it('a missing text shows its key rather than another language', async () => {
    await i18n.changeLanguage('en');
    // @ts-expect-error -- the key is missing on purpose, and the types say so too.
    expect(i18n.t('common:no.such.key')).toBe('no.such.key');
  });
});
