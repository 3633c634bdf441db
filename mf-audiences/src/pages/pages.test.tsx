// @vitest-environment jsdom
import {
  COMMISSION_PERCENT,
  formatMoney,
  formatShare,
  LANGUAGES,
  sumCents,
  type Cents,
  type Language,
  type Quote,
} from '@fair/shared';
import { cleanup, screen, within } from '@testing-library/preact';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { authorSplit } from '../examples/authors';
import { distributorTransaction, partnerPlatforms } from '../examples/distributors';
import {
  distributionFeeRange,
  durationRows,
  DURATIONS_EXAMPLE_FEE,
  formulaExample,
  FORMULA_EXAMPLE,
} from '../examples/howItWorks';
import {
  albumTwoPlatformsExample,
  CALCULUS_BOOK,
  calculusBookExample,
  filmAddPlatformExample,
} from '../examples/users';
import { formatPercent } from '../lib/format';
import { renderPage } from '@fair/shared/testing';
import { AuthorsPage } from './AuthorsPage';
import { DistributorsPage } from './DistributorsPage';
import { FaqPage } from './FaqPage';
import { HowItWorksPage } from './HowItWorksPage';
import { UsersPage } from './UsersPage';

afterEach(cleanup);

function quoteAmounts(quote: Quote): Cents[] {
  const fees = quote.distribution.map((line) => line.fee);
  return [quote.contentFee, ...fees, sumCents(fees), quote.subtotal, quote.commission, quote.total];
}

function shares(quote: Quote, language: Language): string[] {
  const fees = sumCents(quote.distribution.map((line) => line.fee));
  return [quote.contentFee, fees, ...quote.distribution.map((l) => l.fee), quote.commission].map(
    (part) => formatShare(part, quote.total, language),
  );
}

interface PageCase {
  name: string;
  Page: ComponentType;
  namespace: string;
  /** Every amount the page may show, computed by @fair/shared through the example builders. */
  amounts: () => Cents[];
  /** Amounts the page must show. */
  required: () => Cents[];
  percents: (language: Language) => string[];
}

const ruleShares = (language: Language) => [
  formatPercent(COMMISSION_PERCENT, language),
  ...durationRows().map((row) => formatPercent(row.contentPercent, language)),
  formatShare(1, 1, language),
];

const CASES: PageCase[] = [
  {
    name: 'authors',
    Page: AuthorsPage,
    namespace: 'authors',
    amounts: () => quoteAmounts(authorSplit()),
    required: () => quoteAmounts(authorSplit()),
    percents: (language) => [...ruleShares(language), ...shares(authorSplit(), language)],
  },
  {
    name: 'distributors',
    Page: DistributorsPage,
    namespace: 'distributors',
    amounts: () => {
      const { sale, addedLater } = distributorTransaction();
      return [
        ...partnerPlatforms().map((line) => line.fee),
        ...quoteAmounts(sale),
        ...quoteAmounts(addedLater),
      ];
    },
    required: () => {
      const { sale, addedLater } = distributorTransaction();
      return [
        ...partnerPlatforms().map((line) => line.fee),
        ...quoteAmounts(sale),
        addedLater.total,
      ];
    },
    percents: (language) => [
      ...ruleShares(language),
      ...shares(distributorTransaction().sale, language),
    ],
  },
  {
    name: 'users',
    Page: UsersPage,
    namespace: 'users',
    amounts: () => {
      const book = calculusBookExample();
      const album = albumTwoPlatformsExample();
      const film = filmAddPlatformExample();
      return [
        CALCULUS_BOOK.listedContentFee,
        ...quoteAmounts(book.short),
        ...quoteAmounts(book.long),
        ...quoteAmounts(book.upgrade),
        book.shortThenUpgrade,
        ...quoteAmounts(album.together),
        album.separateTotal,
        ...quoteAmounts(film.original),
        ...quoteAmounts(film.added),
      ];
    },
    required: () => {
      const book = calculusBookExample();
      const album = albumTwoPlatformsExample();
      const film = filmAddPlatformExample();
      return [
        book.short.total,
        book.long.total,
        book.upgrade.total,
        book.shortThenUpgrade,
        album.together.total,
        album.separateTotal,
        film.original.total,
        film.added.total,
        film.added.commission,
      ];
    },
    percents: ruleShares,
  },
  {
    name: 'how it works',
    Page: HowItWorksPage,
    namespace: 'how-it-works',
    amounts: () => {
      const range = distributionFeeRange();
      return [
        DURATIONS_EXAMPLE_FEE,
        FORMULA_EXAMPLE.listedContentFee,
        range.lowest,
        range.highest,
        ...durationRows().map((row) => row.contentFee),
        ...quoteAmounts(formulaExample()),
      ];
    },
    required: () => [
      ...durationRows().map((row) => row.contentFee),
      ...quoteAmounts(formulaExample()),
      distributionFeeRange().lowest,
      distributionFeeRange().highest,
    ],
    percents: ruleShares,
  },
  {
    name: 'faq',
    Page: FaqPage,
    namespace: 'faq',
    amounts: () => {
      const book = calculusBookExample();
      const film = filmAddPlatformExample();
      return [
        ...quoteAmounts(authorSplit()),
        CALCULUS_BOOK.listedContentFee,
        book.short.contentFee,
        book.long.contentFee,
        ...quoteAmounts(book.upgrade),
        film.original.contentFee,
        ...quoteAmounts(film.added),
      ];
    },
    required: () => [
      authorSplit().total,
      calculusBookExample().upgrade.total,
      filmAddPlatformExample().added.total,
    ],
    percents: ruleShares,
  },
];

/** Every language whose texts exist for all five pages (en and pt-BR now; more as they land). */
const localeFiles = Object.keys(import.meta.glob('../locales/*/*.json'));
const LANGUAGES_RENDERED: Language[] = LANGUAGES.filter(
  (language) => localeFiles.filter((path) => path.split('/')[2] === language).length === 5,
);

/** Euro amounts as Intl writes them in any of the languages ("€14.98", "14,98 €", "€ 1.234,50"). */
const MONEY = /€\s?\d{1,3}(?:[.,\s]\d{3})*[.,]\d{2}|\d{1,3}(?:[.,\s]\d{3})*[.,]\d{2}\s?€/gu;
const PERCENT = /\d+(?:[.,]\d+)?\s?%/gu;
const normalize = (text: string) => text.replace(/\s/gu, ' ');

/** The page's text, one text node per line, so that adjacent table cells do not run together. */
function pageText(container: Element): string {
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    parts.push(node.nodeValue ?? '');
  return parts.map(normalize).join('\n');
}

describe.each(LANGUAGES_RENDERED)('pages in %s', (language) => {
  describe.each(CASES)('$name', ({ Page, namespace, amounts, required, percents }) => {
    it('shows only amounts computed by @fair/shared, and all the example amounts', async () => {
      const { container } = await renderPage(Page, { namespaces: [namespace], language });
      const text = pageText(container);
      const allowed = new Set(amounts().map((cents) => normalize(formatMoney(cents, language))));
      const shown = text.match(MONEY) ?? [];
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((amount) => !allowed.has(amount))).toEqual([]);
      for (const cents of required()) {
        expect(text).toContain(normalize(formatMoney(cents, language)));
      }
    });

    it('shows only percentages computed from the rules', async () => {
      const { container } = await renderPage(Page, { namespaces: [namespace], language });
      const text = pageText(container);
      const allowed = new Set(percents(language).map(normalize));
      expect((text.match(PERCENT) ?? []).filter((p) => !allowed.has(p))).toEqual([]);
    });

    it('renders real texts: one heading 1, no bare keys, no unfilled placeholders', async () => {
      const { container } = await renderPage(Page, { namespaces: [namespace], language });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const text = container.textContent ?? '';
      expect(text).not.toMatch(/\{\{|\}\}/);
      for (const element of container.querySelectorAll('h1, h2, h3, p, li, th, td, summary')) {
        expect(element.textContent?.trim()).not.toMatch(/^[\w-]+(\.[\w-]+)+$/);
      }
    });
  });
});

describe('the split tables show each quote line by line', () => {
  it('authors (en): content, platform, subtotal, commission and total with their shares', async () => {
    await renderPage(AuthorsPage, { namespaces: ['authors'], language: 'en' });
    const quote = authorSplit();
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['€12.00', formatShare(quote.contentFee, quote.total, 'en')],
      ['€2.00', formatShare(200, quote.total, 'en')],
      ['€14.00', ''],
      ['€0.98', formatShare(quote.commission, quote.total, 'en')],
      ['€14.98', '100.0%'],
    ]);
    expect(formatShare(quote.contentFee, quote.total, 'en')).toBe('80.1%');
    expect(screen.getByText(/Marketplace commission/)).toBeTruthy();
  });

  it('authors (pt-BR): the same figures in Brazilian format', async () => {
    const { container } = await renderPage(AuthorsPage, {
      namespaces: ['authors'],
      language: 'pt-BR',
    });
    const text = pageText(container);
    expect(text).toContain('€ 14,98');
    expect(text).toContain('80,1%');
  });

  it('how it works (en): one row per duration with its share and content fee', async () => {
    await renderPage(HowItWorksPage, { namespaces: ['how-it-works'], language: 'en' });
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['40%', '€8.00'],
      ['70%', '€14.00'],
      ['80%', '€16.00'],
      ['100%', '€20.00'],
    ]);
  });
});

describe('the way in for authors and distributors', () => {
  it.each([
    [
      'authors',
      AuthorsPage,
      'Sign up as an author and register your first work',
      'The author studio',
      '/en/estudio',
    ],
    [
      'distributors',
      DistributorsPage,
      'Sign up as a distributor with your platform and its fee',
      'The distributor console',
      '/en/painel-do-distribuidor',
    ],
  ] as const)(
    '%s leads to signing up and to the page of its own',
    async (namespace, Page, signUp, own, ownPath) => {
      await renderPage(Page, { namespaces: [namespace], language: 'en' });
      expect(screen.getByRole('link', { name: signUp }).getAttribute('href')).toBe('/en/conta');
      expect(screen.getByRole('link', { name: new RegExp(`^${own}`) }).getAttribute('href')).toBe(
        ownPath,
      );
    },
  );
});
