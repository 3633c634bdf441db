// @vitest-environment jsdom
import {
  PAYOUT_DELAY_HOURS,
  RETENTION,
  formatMoney,
  workedExampleQuote,
  type LifecycleProps,
} from '@fair/shared';
import { type PageLifecycles } from '@fair/shared/runtime';
import { cleanup, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARTICLE_SECTION_IDS } from '../content/article';

type Mounted = { element: HTMLElement; unmount: () => Promise<void> };

// The pages are mounted through their real lifecycles, as in production: `mount` resolves once
// React has committed the page, so no act() is needed — and act() would hold back the page's
// first render (a transition) until the very mount that waits for it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const mountedPages: Mounted[] = [];

/** Mounts a page through its real single-spa lifecycles, in English, as the shell would. */
async function mountPage(
  load: () => Promise<PageLifecycles>,
  pathname: string,
  hash = '',
): Promise<HTMLElement> {
  const lifecycles = await load();
  const element = document.createElement('div');
  document.body.appendChild(element);
  const props: LifecycleProps = {
    language: 'en',
    pathname,
    search: '',
    hash,
    navigate: vi.fn(),
    notify: vi.fn(),
    baseUrl: 'http://content.test/',
    domElement: element,
    name: `${pathname}#${mountedPages.length}`,
    serverRendered: false,
  };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  mountedPages.push({ element, unmount: () => lifecycles.unmount(props) });
  return element;
}

afterEach(async () => {
  for (const page of mountedPages.splice(0)) {
    await page.unmount();
    page.element.remove();
  }
  cleanup();
  vi.unstubAllEnvs();
});

/** Heading levels never skip one on the way down (h1 → h2 → h3). */
function expectOrderedHeadings(element: HTMLElement) {
  const levels = [...element.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName.slice(1)),
  );
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
}

describe('ArticlesPage', () => {
  const load = () => import('../lifecycles/ArticlesPage');

  it('has one h1, and the nine numbered sections under ordered headings', async () => {
    const page = await mountPage(load, '/artigos');
    expect(within(page).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expectOrderedHeadings(page);
    for (const [index, id] of ARTICLE_SECTION_IDS.entries()) {
      const heading = page.querySelector(`h2#${id}`);
      expect(heading?.textContent).toMatch(new RegExp(`^${index + 1}\\. \\S`));
    }
  });

  it('its table of contents links to every section, in order, by an existing id', async () => {
    const page = await mountPage(load, '/artigos');
    const toc = within(page).getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ARTICLE_SECTION_IDS.map((id) => `#${id}`),
    );
    for (const link of links) {
      const target = page.querySelector(link.getAttribute('href') ?? '');
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toContain(link.textContent);
    }
  });

  it('walks through the worked example with the rules’ own amounts and payout delay', async () => {
    const page = await mountPage(load, '/artigos');
    const quote = workedExampleQuote();
    const money = (amount: number) => formatMoney(amount, 'en');
    const section = page.querySelector('#content-versus-medium')?.closest('section');
    expect(section?.textContent).toContain(
      `A book with a content fee of ${money(quote.contentFee)}, distributed by a platform that ` +
        `charges ${money(quote.subtotal - quote.contentFee)}, costs ${money(quote.subtotal)} plus ` +
        `a commission of ${money(quote.commission)}: ${money(quote.total)} in all, of which the ` +
        `author receives the full ${money(quote.contentFee)} within ${PAYOUT_DELAY_HOURS} hours.`,
    );
    expect(page.textContent).not.toContain('{{');
  });

  it('ends with the CC BY-SA 4.0 note and its link', async () => {
    const page = await mountPage(load, '/artigos');
    const link = within(page).getByRole('link', { name: /CC BY-SA 4\.0/ });
    expect(link.getAttribute('href')).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
    expect(link.getAttribute('rel')).toBe('license');
  });

  it('scrolls to the section named in the address when it arrives with one', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      await mountPage(load, '/artigos', '#reform-proposal');
      // The page scrolls in an effect that runs just after it is first shown.
      await vi.waitFor(() => expect(scrolled).toEqual(['reform-proposal']));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

describe('LegalBasisPage', () => {
  const load = () => import('../lifecycles/LegalBasisPage');

  it('has one h1, ordered headings and the comparison table with five rows', async () => {
    const page = await mountPage(load, '/fundamentacao-legal');
    expect(within(page).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expectOrderedHeadings(page);
    const table = within(page).getByRole('table', {
      name: 'Comparison of this model with collective management systems',
    });
    expect(table.querySelectorAll('thead th[scope="col"]')).toHaveLength(3);
    const rowHeaders = [...table.querySelectorAll('tbody th[scope="row"]')];
    expect(rowHeaders.map((th) => th.textContent)).toEqual([
      'Who collects',
      'What is deducted',
      'Transparency',
      'Time to payment',
      'Who sets prices',
    ]);
    const payment = rowHeaders[3]?.closest('tr');
    expect(payment?.textContent).toContain(`within ${PAYOUT_DELAY_HOURS} hours of the sale`);
    expect(page.textContent).not.toContain('{{');
  });

  it('lists the legislation of twelve jurisdictions, law titles marked with their language', async () => {
    const page = await mountPage(load, '/fundamentacao-legal');
    expect(page.querySelectorAll('.mf-content__jurisdiction h3')).toHaveLength(12);
    expect(within(page).getByText('Lei de Direitos Autorais').getAttribute('lang')).toBe('pt-BR');
    expect(within(page).getByText('Tekijänoikeuslaki').getAttribute('lang')).toBe('fi');
  });
});

describe('PhilosophicalBasisPage', () => {
  const load = () => import('../lifecycles/PhilosophicalBasisPage');

  it('has one h1, ordered headings and the counted lists as real lists', async () => {
    const page = await mountPage(load, '/fundamentacao-filosofica');
    expect(within(page).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expectOrderedHeadings(page);
    const lists = [...page.querySelectorAll('.mf-content__points')];
    expect(lists.map((list) => list.querySelectorAll(':scope > li').length)).toEqual([
      4, 4, 4, 4, 4, 3,
    ]);
    expect(page.textContent).toContain(`authors are paid within ${PAYOUT_DELAY_HOURS} hours`);
    expect(page.textContent).not.toContain('{{');
  });
});

describe('BlogPage', () => {
  const load = () => import('../lifecycles/BlogPage');

  it('has one h1, five topics and a link that opens the configured blog in a new tab', async () => {
    const page = await mountPage(load, '/blog');
    expect(within(page).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(page.querySelectorAll('.mf-content__points > li')).toHaveLength(5);
    const link = within(page).getByRole('link', { name: 'Read the blog (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://fairlicensing.blogspot.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  });

  it('says so instead of linking when no blog address is configured', async () => {
    vi.stubEnv('VITE_BLOG_URL', '');
    const page = await mountPage(load, '/blog');
    expect(within(page).queryByRole('link')).toBeNull();
    expect(screen.getByText(/address has not been configured/)).toBeTruthy();
  });
});

describe('PrivacyPage', () => {
  const load = () => import('../lifecycles/PrivacyPage');

  it('says what the server keeps, why and for how long, with the rules’ own figures', async () => {
    const page = await mountPage(load, '/privacidade');
    expect(within(page).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expectOrderedHeadings(page);
    const table = within(page).getByRole('table', {
      name: 'What the server keeps, why, and for how long',
    });
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'The licensee’s name typed when buying',
      'The licence key',
      expect.stringContaining('The answer to a purchase'),
      'The network (IP) address of your device',
      expect.stringContaining('What was bought'),
      expect.stringContaining('For authors and distributors with an account'),
    ]);
    const unit = (value: number, unit: string) =>
      new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay: 'long' }).format(value);
    expect(rows[2]?.textContent).toContain(
      `${unit(RETENTION.idempotencyHours, 'hour')}, then deleted`,
    );
    expect(rows[3]?.textContent).toContain(
      `in periods of ${unit(RETENTION.rateLimitWindowMinutes, 'minute')}`,
    );
    expect(rows[5]?.textContent).toContain(unit(RETENTION.sessionIdleDays, 'day'));
    expect(rows[5]?.textContent).toContain(unit(RETENTION.sessionAbsoluteDays, 'day'));
    expect(page.textContent).toContain(
      `a cookie kept for ${unit(RETENTION.languageCookieDays, 'day')}`,
    );
    expect(page.textContent).not.toContain('{{');
  });

  it('says how to erase a licensee’s name, and links to where it is done', async () => {
    const page = await mountPage(load, '/privacidade');
    const section = within(page).getByRole('heading', { name: 'Erasing a licensee’s name' })
      .parentElement as HTMLElement;
    expect(section.querySelectorAll('ol > li')).toHaveLength(3);
    expect(
      within(section).getByRole('link', { name: 'Go to My licences' }).getAttribute('href'),
    ).toBe('/en/minhas-licencas');
  });
});
