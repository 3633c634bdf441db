// @ts-check
import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX_LENGTH, WORK_ID_MAX_LENGTH } from './api.mjs';
import { documentTitle, headTags } from './head.mjs';
import {
  FIXED_ROUTES,
  hasParameter,
  isLive,
  isPageParameter,
  liveParameters,
  pagePath,
  parseSitePath,
  ROUTES,
} from './routes.mjs';

const work = ROUTES.find(hasParameter);
const home = ROUTES.find((route) => route.slug === '');
if (!work || !home || !isLive(home) || !isLive(work))
  throw new Error('the app table has no work page or live home');

describe('a page with a parameter', () => {
  it('has an address per value and language under its slug', () => {
    expect(pagePath(work, 'pt-BR', 'calculo-i-araujo')).toBe(`/${work.slug}/calculo-i-araujo`);
    expect(pagePath(work, 'pt-PT', 'calculo-i-araujo')).toBe(
      `/pt-pt/${work.slug}/calculo-i-araujo`,
    );
    expect(() => pagePath(work, 'en')).toThrow(/needs its/);
  });

  it('is read from its address, with its value', () => {
    expect(parseSitePath(`/en/${work.slug}/calculo-i-araujo`)).toEqual({
      kind: 'page',
      language: 'en',
      route: work,
      param: 'calculo-i-araujo',
    });
    expect(parseSitePath(`/${work.slug}/a-1/`)).toEqual({
      kind: 'redirect',
      location: `/${work.slug}/a-1`,
    });
  });

  it('is read from an address typed in capitals, as a redirect to its own, its value as typed', () => {
    expect(parseSitePath(`/EN/${work.slug.toUpperCase()}/calculo-i-araujo`)).toEqual({
      kind: 'redirect',
      location: `/en/${work.slug}/calculo-i-araujo`,
    });
    // Never another site: browsers read `/\\x` as `//x`.
    for (const path of ['/pt-br//evil.example', '/pt-br/\\evil.example', '/PT-BR/\\evil']) {
      expect(parseSitePath(path), path).toEqual({ kind: 'not-found', language: 'pt-BR' });
    }
    // A work's id is no address of the site's making: one with capitals is no work's.
    expect(parseSitePath(`/EN/${work.slug}/Calculo`)).toEqual({
      kind: 'not-found',
      language: 'en',
    });
  });

  it('is no page without a value, with one that cannot be an id, or with more after it', () => {
    for (const path of [
      `/${work.slug}`,
      `/${work.slug}/`,
      `/en/${work.slug}/`,
      `/${work.slug}/Calculo`,
      `/${work.slug}/a--b`,
      `/${work.slug}/-a`,
      `/${work.slug}/a b`,
      `/${work.slug}/${'a'.repeat(WORK_ID_MAX_LENGTH + 1)}`,
      `/${work.slug}/a/b`,
      `/${work.slug}/a//`,
    ]) {
      expect(parseSitePath(path).kind, path).toBe('not-found');
    }
    expect(isPageParameter('a'.repeat(WORK_ID_MAX_LENGTH))).toBe(true);
  });

  it('is in neither the navigation nor the fixed pages', () => {
    expect(FIXED_ROUTES).not.toContain(work);
    expect(FIXED_ROUTES.length).toBe(ROUTES.length - ROUTES.filter(hasParameter).length);
  });
});

describe("a data page's parameters", () => {
  it("are the catalogue's query as the page reads it, for the catalogue", () => {
    expect(home.live.query).toBe('catalogue');
    expect(liveParameters(home, '')).toEqual([]);
    expect(liveParameters(home, '?q=joao&type=poems&sort=newest')).toEqual([
      ['q', 'joao'],
      ['sort', 'newest'],
    ]);
    expect(liveParameters(home, '?sort=title&lang=fi&type=music&q=%20x')).toEqual([
      ['q', ' x'],
      ['type', 'music'],
      ['lang', 'fi'],
      ['sort', 'title'],
    ]);
    // A text past what the page asks the API for is not rendered at request time.
    expect(liveParameters(home, `?q=${'é'.repeat(SEARCH_TEXT_MAX_LENGTH + 1)}`)).toBeNull();
  });

  it("are none for a work's page, whatever its address's query", () => {
    expect(liveParameters(work, '?q=joao&type=books')).toEqual([]);
  });

  it('are the same for addresses that differ only by what the page ignores', () => {
    expect(liveParameters(home, '?q=joao&type=poems&lang=xx&sort=random&utm_source=x')).toEqual(
      liveParameters(home, '?q=joao'),
    );
  });

  it('are not rendered past the longest text a page reads', () => {
    expect(liveParameters(home, `?q=${'é'.repeat(SEARCH_TEXT_MAX_LENGTH)}`)).not.toBeNull();
    expect(liveParameters(home, `?q=${'é'.repeat(SEARCH_TEXT_MAX_LENGTH + 1)}`)).toBeNull();
  });
});

describe("a page's head", () => {
  const base = {
    site: 'https://fair.example',
    siteName: 'Fair <Licensing>',
    description: 'A "work" & more',
  };

  it("names the work's address in every language, its own title and its price for Open Graph", () => {
    const html = headTags({
      ...base,
      language: 'fi',
      page: { route: work, param: 'a-work' },
      title: documentTitle('Teos', 'Fair'),
      openGraph: {
        type: 'product',
        title: 'Teos',
        properties: [['product:price:amount', '14.98']],
      },
      source: 'request',
    });
    expect(html).toContain('<title>Teos · Fair</title>');
    expect(html).toContain(
      `<link rel="canonical" href="https://fair.example/fi/${work.slug}/a-work">`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="https://fair.example/${work.slug}/a-work">`,
    );
    expect(html.match(/rel="alternate"/g)).toHaveLength(8);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:title" content="Teos">');
    expect(html).toContain('<meta property="product:price:amount" content="14.98">');
    expect(html).toContain('<meta property="og:site_name" content="Fair &lt;Licensing&gt;">');
    expect(html).toContain('content="A &quot;work&quot; &amp; more"');
    expect(html).toContain('<meta name="fair-fragment" content="request">');
  });

  it('keeps the 404 page out of search engines, with no address of its own', () => {
    const html = headTags({ ...base, language: 'en', page: null, title: 'Not found' });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('canonical');
  });
});
