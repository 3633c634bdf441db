import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { findParityProblems } from './parity';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/common.json', {
  eager: true,
  import: 'default',
});
const byLanguage = Object.fromEntries(
  Object.entries(files).map(([path, texts]) => [path.split('/')[2], texts]),
);

/** Words that are the same in English and in some of the other languages (checked by hand). */
const SAME_AS_ENGLISH = [
  'nav.account',
  'nav.faq',
  'nav.blog',
  'nav.menu',
  'contentTypes.software',
  'contentType.software',
  'contentType.videos',
  'contentTypes.studies',
  'fees.subtotal',
  'fees.total',
  'platforms.ebook',
];

describe('the common vocabulary', () => {
  it('exists in all seven languages', () => {
    expect(Object.keys(byLanguage).sort()).toEqual([...LANGUAGES].sort());
  });

  it('has every key, no empty text and the same placeholders in every language', () => {
    expect(findParityProblems(byLanguage, { sameAsEnglishAllowed: SAME_AS_ENGLISH })).toEqual([]);
  });

  it("uses the seed's status labels", () => {
    const statuses = (language: string) => (byLanguage[language] as { statuses: object }).statuses;
    expect(statuses('en')).toEqual({ active: 'Active', expiring: 'Expiring', expired: 'Expired' });
    expect(statuses('pt-BR')).toEqual({
      active: 'Ativa',
      expiring: 'Expirando',
      expired: 'Expirada',
    });
    expect(statuses('pt-PT')).toEqual({
      active: 'Ativa',
      expiring: 'A expirar',
      expired: 'Expirada',
    });
  });
});

describe('findParityProblems', () => {
  it('finds a missing key, an empty text, a changed placeholder and an untranslated text', () => {
    const en = { a: 'Hello {{name}}', b: 'Book', c: 'Total' };
    const good = { a: 'Olá {{name}}', b: 'Livro', c: 'Total' };
    const texts = Object.fromEntries(LANGUAGES.map((l) => [l, l === 'en' ? en : good]));
    expect(findParityProblems(texts, { sameAsEnglishAllowed: ['c'] })).toEqual([]);
    const problems = findParityProblems({
      ...texts,
      fi: { a: 'Hei {{nimi}}', b: '' },
      sv: { a: 'Hej {{name}}', b: 'Book', c: 'Summa', d: 'extra' },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'fi: missing c',
        'fi: empty b',
        'fi: placeholders differ in a',
        'sv: extra d',
        'sv: same as English in b ("Book")',
      ]),
    );
  });

  it('finds a count written as JavaScript writes numbers instead of as the language does', () => {
    const texts = Object.fromEntries(
      LANGUAGES.map((l) => [l, { n_one: '{{count, number}} work', n_other: '{{count}} works' }]),
    );
    const problems = findParityProblems(texts, { sameAsEnglishAllowed: ['n_one', 'n_other'] });
    expect(problems).toContain('fi: count not written as a number ({{count, number}}) in n_other');
    expect(problems.some((problem) => problem.includes('n_one'))).toBe(false);
  });
});

describe('figures in the common vocabulary', () => {
  it('come from the pricing rules, formatted by each language', async () => {
    const { initI18n, i18n } = await import('../runtime/i18nInstance');
    await initI18n('en');
    await i18n.changeLanguage('en');
    expect(i18n.t('common:fees.commission')).toBe('Marketplace commission (7%)');
    expect(i18n.t('common:durationHints.30-days')).toBe(
      '40% of the content fee; ends 30 days after purchase.',
    );
    expect(i18n.t('common:durationHints.rental')).toMatch(/^80% of the content fee/);
    await i18n.changeLanguage('fi');
    expect(i18n.t('common:fees.commission')).toMatch(/\(7\u00a0%\)$/);
  });

  it('are never typed into a text', () => {
    for (const [language, texts] of Object.entries(byLanguage)) {
      const typed = JSON.stringify(texts).match(/\d+\s?%/g);
      expect(typed, `${language} types a percentage`).toBeNull();
    }
  });
});
