import { SEARCH_TEXT_MAX_LENGTH } from '@fair/shared/site';
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { readFile } from 'node:fs/promises';
import {
  amountsOf,
  answerAsRendered,
  cards,
  catalog,
  commissionOf,
  deployedCatalogue,
  expectedIds,
  found,
  inTitleOrAuthor,
  openCatalogue,
  plain,
  resultCount,
  shownIds,
  storedKeys,
  type CatalogueWork,
} from '../support/catalog';
import { address, expectMounted, mountedRemote, tapInView } from '../support/site';

/** The catalogue's controls, by their labels in pt-BR (the default language). */
const controls = (page: Page) => {
  const form = catalog(page).getByRole('search', { name: 'Buscar no catálogo' });
  return {
    search: form.getByRole('searchbox', { name: 'Buscar' }),
    type: form.getByRole('combobox', { name: 'Tipo' }),
    language: form.getByRole('combobox', { name: 'Idioma' }),
    sort: form.getByRole('combobox', { name: 'Ordenar por' }),
  };
};

/** The requests the page sends to `GET /api/works`, as their parameters. */
function worksRequests(page: Page): URLSearchParams[] {
  const sent: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/works') sent.push(url.searchParams);
  });
  return sent;
}

/** An address that aborts every request for works while it is routed: the API is down. */
const API_WORKS = '**/api/works*';
const down = (route: import('@playwright/test').Route) => route.abort('connectionrefused');

let works: CatalogueWork[];
test.beforeAll(async ({ request }) => {
  works = await deployedCatalogue(request);
  expect(works.length).toBeGreaterThanOrEqual(12);
});
const withType = (type: string, lang?: string) =>
  works.filter((work) => work.type === type && (!lang || work.language === lang)).length;

test.describe('search, through the API', () => {
  test('finds titles, authors and descriptions ignoring case and accents, and goes into the URL', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const sent = worksRequests(page);
    await openCatalogue(page);
    const { search } = controls(page);

    await search.fill('joao');
    const joao = expectedIds(works, { q: 'joão' });
    expect(joao.length).toBeGreaterThan(0);
    await expect.poll(() => shownIds(page)).toEqual(joao);
    await expect(cards(page).first()).toContainText('João');
    await expect(resultCount(page)).toHaveText(
      joao.length === 1 ? '1 obra' : `${joao.length} obras`,
    );
    await expect(page).toHaveURL('/?q=joao');
    expect(sent.at(-1)?.get('q')).toBe('joao');

    await search.fill('SÕRMUS');
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(works, { q: 'sormus' }));
    await search.fill('korvemaa');
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(works, { q: 'Kõrvemaa' }));
    // A description matches too: "fado" is in no title nor author.
    const fado = expectedIds(works, { q: 'fado' });
    expect(fado.length).toBeGreaterThan(0);
    await search.fill('fado');
    await expect.poll(() => shownIds(page)).toEqual(fado);
    expect(errors).toEqual([]);
  });

  test('a burst of keys asks the API twice: the first key at once, the whole text when the burst ends', async ({
    page,
  }) => {
    const sent = worksRequests(page);
    await openCatalogue(page);
    const before = sent.length;
    const asked = () => sent.slice(before).map((params) => params.get('q'));
    // Keys as the browser delivers them (an input event each, whose request leaves with it), all
    // within one task: the first after a pause, the others closer than the debounce however busy
    // the machine.
    const type = (text: string) =>
      controls(page).search.evaluate((input: HTMLInputElement, keys) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        for (const key of keys) {
          setValue?.call(input, input.value + key);
          input.dispatchEvent(new InputEvent('input', { bubbles: true, data: key }));
        }
      }, text);
    await type('kesayon');
    await expect.poll(asked).toEqual(['k', 'kesayon']);
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(works, { q: 'kesayon' }));
    expect(asked()).toEqual(['k', 'kesayon']);
  });

  test('shows what matches the title or the author first, then what matches a description', async ({
    page,
  }) => {
    await openCatalogue(page, '/?q=open');
    await expect(controls(page).sort).toHaveValue('relevance');
    const expected = works.filter((work) => found(work, 'open'));
    expect(expected.some((work) => inTitleOrAuthor(work, 'open'))).toBe(true);
    expect(expected.some((work) => !inTitleOrAuthor(work, 'open'))).toBe(true);
    await expect.poll(() => shownIds(page)).toEqual(expected.map((work) => work.id).sort());
    const order = await cards(page).evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-work-id')),
    );
    const tiers = order.map((id) =>
      inTitleOrAuthor(works.find((work) => work.id === id) as CatalogueWork, 'open') ? 1 : 2,
    );
    expect(tiers).toEqual([...tiers].sort());
  });

  test('takes any text: symbols and emoji never fail, and a text too long is said, kept and never sent', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const sent = worksRequests(page);
    await openCatalogue(page);
    const { search } = controls(page);
    for (const odd of ['(.*)[\\', '🎵🎶', "'; DROP TABLE works; --", '&|!():*<->']) {
      await search.fill(odd);
      await expect(catalog(page).locator('.mf-catalog__results[aria-busy]')).toHaveCount(0);
      await expect(resultCount(page)).toBeVisible();
      await expect(catalog(page).getByRole('alert')).toHaveCount(0);
    }
    const long = 'ação '.repeat(2000);
    await search.fill(long);
    await expect(search).toHaveAttribute('aria-invalid', 'true');
    await expect(search).toHaveAccessibleDescription(
      new RegExp(
        `A busca pode ter no máximo ${SEARCH_TEXT_MAX_LENGTH} caracteres; esta tem 10\\.000\\.$`,
      ),
    );
    await expect(search).toHaveValue(long);
    await page.waitForTimeout(500);
    expect(
      sent.every((params) => [...(params.get('q') ?? '')].length <= SEARCH_TEXT_MAX_LENGTH),
    ).toBe(true);
    await expect(catalog(page).getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('in English too, with the counts of each filter', async ({ page }) => {
    await openCatalogue(page, '/en/');
    const form = catalog(page).getByRole('search', { name: 'Search the catalogue' });
    await form.getByRole('searchbox', { name: 'Search' }).fill('KESAYON');
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(works, { q: 'kesäyön' }));
    await expect(resultCount(page)).toHaveText('1 work');
    await expect(page).toHaveURL('/en/?q=KESAYON');
    await expect(form.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    await expect(
      form.getByRole('combobox', { name: 'Type' }).locator('option[value="books"]'),
    ).toHaveText(`Books (${expectedIds(works, { q: 'kesayon', type: 'books' }).length})`);
  });
});

test.describe('filters and their counts', () => {
  test('type alone, each type saying how many works it has', async ({ page }) => {
    await openCatalogue(page);
    const { type } = controls(page);
    await expect(type.locator('option[value="music"]')).toHaveText(`Música (${withType('music')})`);
    await expect(type.locator('option[value=""]')).toHaveText(`Todos os tipos (${works.length})`);
    await type.selectOption('music');
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(works, { type: 'music' }));
    for (const badge of await cards(page).locator('.mf-catalog__badge').allTextContents()) {
      expect(badge).toBe('Música');
    }
    await expect(page).toHaveURL('/?type=music');
  });

  test('language alone; the languages count the works of the chosen type', async ({ page }) => {
    await openCatalogue(page);
    const { type, language } = controls(page);
    await language.selectOption('fi');
    const finnish = expectedIds(works, { lang: 'fi' });
    expect(finnish.length).toBeGreaterThan(1);
    await expect.poll(() => shownIds(page)).toEqual(finnish);
    await expect(page).toHaveURL('/?lang=fi');
    // The languages are named in the interface language.
    await expect(language.locator('option:checked')).toHaveText(/^finland[eê]s \(\d+\)$/i);
    await expect(type.locator('option[value="studies"]')).toHaveText(
      `Estudos (${withType('studies', 'fi')})`,
    );
    await type.selectOption('music');
    await expect(language.locator('option[value="sv"]')).toHaveText(
      new RegExp(`\\(${withType('music', 'sv')}\\)$`),
    );
  });

  test('search, type and language combine with AND', async ({ page }) => {
    await openCatalogue(page);
    const { search, type, language } = controls(page);
    await type.selectOption('books');
    await language.selectOption('pt-BR');
    await expect
      .poll(() => shownIds(page))
      .toEqual(expectedIds(works, { type: 'books', lang: 'pt-BR' }));
    await search.fill('calculo');
    const combined = expectedIds(works, { q: 'cálculo', type: 'books', lang: 'pt-BR' });
    expect(combined).toHaveLength(1);
    await expect.poll(() => shownIds(page)).toEqual(combined);
    await type.selectOption('music');
    await expect(catalog(page).getByRole('heading', { name: /Nenhuma obra/ })).toBeVisible();
    await expect(page).toHaveURL('/?q=calculo&type=music&lang=pt-BR');
  });

  test('a shared URL opens the same view, which survives a reload', async ({ page }) => {
    await openCatalogue(page, '/?q=s&type=music&sort=price-desc');
    const { search, type, language, sort } = controls(page);
    await expect(search).toHaveValue('s');
    await expect(type).toHaveValue('music');
    await expect(language).toHaveValue('');
    await expect(sort).toHaveValue('price-desc');
    const expected = expectedIds(works, { q: 's', type: 'music' });
    expect(expected.length).toBeGreaterThan(1);
    await expect.poll(() => shownIds(page)).toEqual(expected);

    const totals = async () => (await amountsOf(catalog(page).locator('.mf-catalog__grid'))).total;
    const before = await totals();
    expect(before).toEqual([...before].sort((x, y) => y - x));

    await page.reload();
    await expectMounted(page, 'mf_catalog');
    await expect(controls(page).type).toHaveValue('music');
    await expect(controls(page).search).toHaveValue('s');
    await expect.poll(() => shownIds(page)).toEqual(expected);
    expect(await totals()).toEqual(before);
  });
});

test.describe('order', () => {
  test('newest first by default; by title ignoring case and accents; by price', async ({
    page,
  }) => {
    await openCatalogue(page);
    const newest = [...works].sort(
      (a, b) => b.addedOn.localeCompare(a.addedOn) || b.id.localeCompare(a.id),
    )[0];
    await expect(cards(page).first()).toHaveAttribute('data-work-id', newest?.id ?? '');
    await controls(page).sort.selectOption('title');
    await expect(page).toHaveURL('/?sort=title');
    await expect(catalog(page).locator('.mf-catalog__results[aria-busy]')).toHaveCount(0);
    const titles = (await cards(page).getByRole('heading').allTextContents()).map(plain);
    expect(titles).toEqual([...titles].sort());

    await controls(page).sort.selectOption('price');
    await expect(page).toHaveURL('/?sort=price');
    await expect(catalog(page).locator('.mf-catalog__results[aria-busy]')).toHaveCount(0);
    const totals = (await amountsOf(catalog(page).locator('.mf-catalog__grid'))).total;
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
  });
});

test.describe('Show more', () => {
  test('asks for the page after the last one shown, until there is none', async ({ page }) => {
    // Pages of five (the API's own pages and cursors), so the sample catalogue has several.
    await page.route(API_WORKS, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '5');
      return route.continue({ url: url.href });
    });
    await openCatalogue(page, '/?sort=title');
    await expect(cards(page)).toHaveCount(5);
    await expect(catalog(page).locator('.mf-catalog__more p')).toHaveText(
      `Mostrando 5 de ${works.length}`,
    );
    const more = catalog(page).getByRole('button', { name: 'Mostrar mais' });
    await tapInView(more);
    await expect(cards(page)).toHaveCount(10);
    // The focus goes to the first new card.
    await expect(cards(page).nth(5).getByRole('heading')).toBeFocused();
    for (let shown = 10; shown < works.length; shown += 5) {
      await tapInView(more);
      await expect(cards(page)).toHaveCount(Math.min(shown + 5, works.length));
    }
    await expect(more).toHaveCount(0);
    const titles = (await cards(page).getByRole('heading').allTextContents()).map(plain);
    expect(titles).toEqual([...titles].sort());
    expect(new Set(await shownIds(page)).size).toBe(works.length);
  });

  test('pressed before the page has its first answer, brings that answer with a page more (en)', async ({
    page,
  }) => {
    expect(works.length).toBeGreaterThan(12);
    const sent = worksRequests(page);
    // The page's own first request (it asks again for what its HTML shows) waits until the
    // button is pressed: the moment a visitor's tap meets a page that has just become live.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(API_WORKS, async (route) => {
      await released;
      // (A request of a page loaded again below was dropped with its page: nothing to continue.)
      await route.continue().catch(() => undefined);
    });
    // A page its server rendered from the API's answer, with the button in its HTML (a render
    // past its deadline answers with the deploy-time HTML, which has no cursor: loaded again).
    await expect(async () => {
      const asked = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/api/works',
      );
      const response = await page.goto('/en/?sort=title');
      expect(await response?.text()).toContain('class="mf-catalog__more"');
      await asked;
    }).toPass();
    await expectMounted(page, 'mf_catalog');
    const more = catalog(page).getByRole('button', { name: 'Show more' });
    await tapInView(more);
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(cards(page)).toHaveCount(Math.min(24, works.length));
    await expect(catalog(page).locator('.mf-catalog__results[aria-busy]')).toHaveCount(0);
    expect(sent.at(-1)?.get('limit')).toBe('24');
    expect(sent.at(-1)?.get('cursor')).toBeNull();
    const titles = (await cards(page).getByRole('heading').allTextContents()).map(plain);
    expect(titles).toEqual([...titles].sort());
    expect(new Set(await shownIds(page)).size).toBe(Math.min(24, works.length));
  });
});

test.describe('Show more on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('stays where it is when the visitor jumps to it, as the cards above it come into view (en)', async ({
    page,
  }) => {
    await openCatalogue(page, '/en/?sort=title');
    // A visitor who looks at the page for a moment, while it renders once the cards off screen
    // (mf-catalog's useMeasuredCards marks each card it has: none is left).
    const cardsNotRendered = catalog(page).locator('.mf-catalog__grid > li:not([data-measured])');
    await expect(cardsNotRendered).toHaveCount(0);
    const more = catalog(page).getByRole('button', { name: 'Show more' });
    // A jump to it (End, a fling, Back): where it is in each of the frames that follow.
    const places = await more.evaluate(async (button) => {
      button.scrollIntoView({ block: 'end' });
      const tops: number[] = [];
      for (let frame = 0; frame < 6; frame++) {
        tops.push(Math.round(button.getBoundingClientRect().top));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return tops;
    });
    expect(new Set(places).size, `its top in each frame: ${places.join(', ')}`).toBe(1);
  });
});

test.describe('Show more, then a work, then Back', () => {
  test('shows the works shown before, at the work followed, its link focused (en)', async ({
    page,
  }) => {
    const shown = Math.min(2 * 12, works.length);
    expect(shown).toBeGreaterThan(12);
    const sent = worksRequests(page);
    await openCatalogue(page, '/en/?sort=title');
    await tapInView(catalog(page).getByRole('button', { name: 'Show more' }));
    await expect(cards(page)).toHaveCount(shown);
    // The first work "Show more" added.
    const link = cards(page).nth(12).locator('.mf-catalog__card-link');
    const title = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/en\/obras\//);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);

    await page.goBack();
    await expect(page).toHaveURL('/en/?sort=title');
    await expect(link).toHaveText(title);
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    // Asked again for as many works as were shown, and the answer kept them all.
    await expect.poll(() => sent.at(-1)?.get('limit')).toBe('24');
    expect(sent.at(-1)?.get('cursor')).toBeNull();
    await expect(catalog(page).locator('.mf-catalog__results[aria-busy]')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(shown);
    await expect(link).toHaveText(title);
  });
});

test.describe('nothing matches', () => {
  test('did you mean: offers the word probably meant, and searches for it', async ({ page }) => {
    await openCatalogue(page, '/?q=kesayin');
    const empty = catalog(page).locator('.mf-catalog__empty');
    await expect(empty.getByRole('heading')).toHaveText('Nenhuma obra corresponde à sua busca');
    await expect(empty.locator('.mf-catalog__suggestion')).toHaveText('Você quis dizer kesayon?');
    await expectNoAxeViolations(page, '.mf-catalog');
    await empty.getByRole('link', { name: 'kesayon' }).click();
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(works, { q: 'kesayon' }));
    await expect(controls(page).search).toHaveValue('kesayon');
    await expect(controls(page).search).toBeFocused();
    await expect(page).toHaveURL('/?q=kesayon');
  });

  test('says nothing matches and clears the filters', async ({ page }) => {
    await openCatalogue(page, '/?q=zzzzqqq&lang=et&sort=title');
    const empty = catalog(page).locator('.mf-catalog__empty');
    await expect(empty.getByRole('heading')).toHaveText('Nenhuma obra corresponde à sua busca');
    await expect(resultCount(page)).toHaveText('Nenhuma obra');
    await empty.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL('/?sort=title');
    await expect(resultCount(page)).toHaveText(`${works.length} obras`);
    await expect(controls(page).search).toBeFocused();
    await expect(controls(page).search).toHaveValue('');
    await expect(controls(page).language).toHaveValue('');
  });
});

test.describe('the API down', () => {
  test('the HTML stays readable and says search is unavailable; Retry works once the API is back', async ({
    page,
  }) => {
    await page.route(API_WORKS, down);
    await page.goto('/');
    await expectMounted(page, 'mf_catalog');
    const alert = catalog(page).getByRole('alert');
    await expect(alert).toContainText('A busca está indisponível no momento');
    await expect(alert).toContainText('podem não estar atualizadas');
    // The works of the page's HTML are still there, whole: nothing blank, nothing half-written.
    await expect(cards(page).first()).toBeVisible();
    const shown = await cards(page).count();
    await expect(resultCount(page)).toHaveText(/obras$/);
    await expectNoAxeViolations(page, '.mf-catalog');

    await controls(page).type.selectOption('music');
    await expect(alert).toContainText('não são o resultado da sua busca');
    await expect(cards(page)).toHaveCount(shown);

    await page.unroute(API_WORKS, down);
    await catalog(page).getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(works, { type: 'music' }));
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL('/?type=music');
  });

  test('in English, a shared search that cannot run keeps the page readable', async ({ page }) => {
    await page.route(API_WORKS, down);
    await page.goto('/en/?q=joao');
    await expectMounted(page, 'mf_catalog');
    await expect(catalog(page).getByRole('alert')).toContainText('Search is unavailable right now');
    await expect(catalog(page).getByRole('searchbox', { name: 'Search' })).toHaveValue('joao');
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page, '.mf-catalog');
  });
});

/**
 * Installed before any script: keeps the page area's server-rendered nodes as the HTML parser
 * made them, and records every node removed from it, so a test can tell hydration (the same
 * nodes, made interactive) from a repaint.
 */
async function keepServerNodes(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { __removed: removed });
    document.addEventListener('DOMContentLoaded', () => {
      const area = document.querySelector('#main');
      Object.assign(window, {
        __server: {
          heading: area?.querySelector('h1'),
          search: area?.querySelector('input[type="search"]'),
          grid: area?.querySelector('.mf-catalog__grid'),
          data: document.getElementById('mf-catalog-first-page'),
          cards: [...(area?.querySelectorAll('article[data-work-id]') ?? [])],
        },
      });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            removed.push(`${node.nodeName} ${(node.textContent ?? '').slice(0, 30)}`);
      }).observe(area ?? document, { childList: true, subtree: true });
    });
  });
}

test.describe('hydration, not repaint', () => {
  for (const path of ['/', '/?q=joao']) {
    test(`${path}: the server's nodes stay, the page reads its embedded data, then asks the API`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await keepServerNodes(page);
      await answerAsRendered(page);
      await openCatalogue(page, path);
      const q = new URLSearchParams(path.slice(1)).get('q');
      if (q) await expect.poll(() => shownIds(page)).toEqual(expectedIds(works, { q }));
      const kept = await page.evaluate(() => {
        const server = (window as unknown as { __server: Record<string, Element | Element[]> })
          .__server;
        const area = document.querySelector('#main');
        const cardsNow = [...(area?.querySelectorAll('article[data-work-id]') ?? [])];
        const serverCards = server.cards as Element[];
        return {
          heading: server.heading === area?.querySelector('h1'),
          search: server.search === area?.querySelector('input[type="search"]'),
          grid: server.grid === area?.querySelector('.mf-catalog__grid'),
          data: (server.data as Element | null)?.isConnected ?? false,
          serverCards: serverCards.length,
          // Every card still shown is the server's node (moved, not drawn again).
          cardsReused: cardsNow.every((card) => serverCards.includes(card)),
        };
      });
      expect(kept).toMatchObject({
        heading: true,
        search: true,
        grid: true,
        data: true,
        cardsReused: true,
      });
      expect(kept.serverCards).toBeGreaterThan(0);
      const removed = await page.evaluate(
        () => (window as unknown as { __removed: string[] }).__removed,
      );
      if (!q) expect(removed).toEqual([]);
      // The works came with the HTML: no catalogue file, and the API for this very view.
      expect(
        requested.filter(
          (pathname) => pathname.endsWith('.json') && pathname.includes('catalogue'),
        ),
      ).toEqual([]);
      expect(requested).toContain('/api/works');
      expect(problems).toEqual([]);
    });
  }
});

test.describe('accessibility', () => {
  for (const language of ['pt-BR', 'en'] as const) {
    test(`the catalogue with its results passes axe (${language})`, async ({ page }) => {
      await openCatalogue(page, address('home', language));
      await expect(cards(page).first()).toBeVisible();
      await expectNoAxeViolations(page, '.mf-catalog');
      // A text too long, with its message beside the field.
      await catalog(page)
        .getByRole('searchbox')
        .fill('x'.repeat(SEARCH_TEXT_MAX_LENGTH + 1));
      await expect(catalog(page).getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, '.mf-catalog');
    });
  }
});

test.describe('cards', () => {
  for (const language of ['pt-BR', 'en'] as const) {
    test(`every card's amounts add up (${language})`, async ({ page }) => {
      await openCatalogue(page, address('home', language));
      await expect(cards(page).first()).toBeVisible();
      for (const card of await cards(page).all()) {
        const id = await card.getAttribute('data-work-id');
        const work = works.find((candidate) => candidate.id === id);
        expect(work, `card ${id}`).toBeDefined();
        const { content, distribution, commission, total } = await amountsOf(card);
        expect(content, `${id}: the listed content fee`).toEqual([work?.contentFee]);
        expect(distribution, `${id}: one default platform`).toHaveLength(1);
        const subtotal = (content[0] ?? 0) + (distribution[0] ?? 0);
        expect(commission, `${id}: 7 % half up`).toEqual([commissionOf(subtotal)]);
        expect(total, `${id}: the parts add up`).toEqual([subtotal + (commission[0] ?? 0)]);
        // Type badge, title, author, description in the work's own language, Buy now.
        await expect(card.locator('.mf-catalog__badge')).not.toBeEmpty();
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(work?.title ?? '');
        await expect(card).toContainText(work?.author ?? '');
        await expect(card.locator(`p[lang="${work?.language}"]`)).toHaveText(
          work?.description ?? '',
        );
        await expect(card.getByRole('button', { name: /./ })).toBeVisible();
      }
    });
  }
});

test.describe('purchase', () => {
  const flows = [
    {
      language: 'pt-BR',
      workId: 'calculo-i-araujo',
      buy: 'Comprar agora',
      heading: 'Comprar licença',
      licensee: 'Nome do licenciado',
      required: 'Informe o nome do licenciado.',
      confirm: 'Confirmar compra',
      bought: 'Sua licença está pronta',
      lost: 'não pode ser recuperada se você a perder',
      download: 'Baixar a chave',
      myLicences: 'Abrir Minhas licenças',
      approximate: /^aprox\.\sR\$\s[\d.]+,\d{2}$/,
      name: 'Conceição Araújo',
    },
    {
      language: 'en',
      workId: 'sanger-fran-skargarden',
      buy: 'Buy now',
      heading: 'Buy a licence',
      licensee: 'Licensee name',
      required: 'Enter the licensee’s name.',
      confirm: 'Confirm purchase',
      bought: 'Your licence is ready',
      lost: 'it cannot be recovered if you lose it',
      download: 'Download the key',
      myLicences: 'Open My licences',
      approximate: /^approx\.\s\$[\d,]+\.\d{2}$/,
      name: 'Väinö Öberg & Co.',
    },
  ] as const;

  for (const flow of flows) {
    test(`end to end: the marketplace's price, the key shown once, to My licences (${flow.language})`, async ({
      page,
    }) => {
      await openCatalogue(page, address('home', flow.language));
      const work = works.find((candidate) => candidate.id === flow.workId);
      if (!work) throw new Error(`${flow.workId} is not in the catalogue`);

      const buy = catalog(page).getByRole('button', { name: `${flow.buy} ${work.title}` });
      await buy.click();
      await expect(
        page.getByRole('dialog', { name: `${flow.heading} ${work.title}` }),
      ).toBeVisible();
      // Once bought, the dialog is named by its new heading: it is found by its role from here.
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-amount="approximate"]')).toHaveText(flow.approximate);
      const before = await storedKeys(page);

      // A refused empty name: a message tied to the field, which gets the focus.
      const name = dialog.getByRole('textbox', { name: flow.licensee });
      await name.fill('   ');
      await dialog.getByRole('button', { name: flow.confirm }).click();
      await expect(dialog.getByText(flow.required)).toBeVisible();
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(new RegExp(flow.required.replace('.', '\\.')));

      // Two platforms when the work has them, 30 days: the marketplace's quote adds up.
      const checkboxes = dialog.getByRole('checkbox');
      if ((await checkboxes.count()) > 1) await checkboxes.nth(1).check();
      await dialog.getByRole('radio').first().check();
      // 30 days: 40 % of the listed fee, half up (the price the marketplace sends back).
      const content = Math.floor((work.contentFee * 40 + 50) / 100);
      await expect
        .poll(async () => (await amountsOf(dialog.locator('.mf-catalog__breakdown'))).content)
        .toEqual([content]);
      const shown = await amountsOf(dialog.locator('.mf-catalog__breakdown'));
      const subtotal = content + shown.distribution.reduce((sum, fee) => sum + fee, 0);
      expect(shown.commission).toEqual([commissionOf(subtotal)]);
      expect(shown.total).toEqual([subtotal + (shown.commission[0] ?? 0)]);

      await name.fill(flow.name);
      await dialog.getByRole('button', { name: flow.confirm }).click();
      await expect(dialog.getByRole('heading', { name: flow.bought })).toBeFocused();
      const key = (await dialog.getByTestId('licence-key').innerText()).trim();
      const code = (await dialog.getByTestId('licence-code').innerText()).trim();
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await expect(dialog).toContainText(flow.lost);

      // Download gives a file of this key, which My licences imports anywhere.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: flow.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`fair-licensing-key-${code}.json`);
      const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        licences: { key: string; code: string }[];
      };
      expect(file.licences).toEqual([{ key, code, work: work.title }]);

      // The browser keeps the key, with the server's copy.
      const after = await storedKeys(page);
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({
        key,
        copy: { code, licensee: flow.name, work: { title: work.title } },
      });

      await dialog.getByRole('link', { name: flow.myLicences }).click();
      await expect(page).toHaveURL(address('myLicenses', flow.language));
      await expectMounted(page, 'mf_licenses');
      const card = mountedRemote(page, 'mf_licenses').getByRole('article', { name: work.title });
      await expect(card).toContainText(code);
      await expect(card).toContainText(flow.name);
    });
  }

  test('Escape and Cancel close the dialog and give the focus back to Buy now', async ({
    page,
  }) => {
    await openCatalogue(page);
    const buy = catalog(page)
      .getByRole('button', { name: /^Comprar agora/ })
      .first();
    await buy.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(buy).toBeFocused();

    await buy.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(buy).toBeFocused();
  });

  test('at least one platform is required', async ({ page }) => {
    await openCatalogue(page);
    await catalog(page)
      .getByRole('button', { name: /^Comprar agora/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const platforms = dialog.getByRole('group', { name: 'Plataformas' });
    // The dialog's code comes on demand, and `all()` does not wait: wait for the card's default
    // platform to show checked before unchecking every box.
    const checked = platforms.getByRole('checkbox', { checked: true });
    await expect(checked.first()).toBeVisible();
    for (const box of await checked.all()) await box.uncheck();
    await expect(checked).toHaveCount(0);
    await expect(platforms.getByText('Escolha pelo menos uma plataforma.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nome do licenciado' }).fill('Ana');
    await dialog.getByRole('button', { name: 'Confirmar compra' }).click();
    await expect(dialog).toBeVisible();
    await expect(platforms.getByRole('checkbox').first()).toBeFocused();
  });

  test('when the storage is full, the licence is bought and the key shown, never reported as kept', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith('fair-licensing.keys')) {
          throw new DOMException('denied', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      };
    });
    await openCatalogue(page);
    await catalog(page)
      .getByRole('button', { name: /^Comprar agora/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'está cheio: suas últimas alterações valem só para esta visita',
    );
    await dialog.getByRole('textbox', { name: 'Nome do licenciado' }).fill('Ana');
    await dialog.getByRole('button', { name: 'Confirmar compra' }).click();
    await expect(dialog.getByTestId('licence-key')).toBeVisible();
    await expect(dialog).toContainText(
      'Este navegador não consegue guardar a chave: copie-a ou baixe-a agora',
    );
    expect(await storedKeys(page)).toEqual([]);
  });

  for (const language of ['pt-BR', 'en'] as const) {
    test(`the open dialog passes axe, before and after the purchase (${language})`, async ({
      page,
    }) => {
      await openCatalogue(page, address('home', language));
      await catalog(page).locator('.mf-catalog__buy').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-amount="total"]')).toBeVisible();
      // With the messages of a refused submit on screen too.
      await dialog.getByRole('button', { name: /Confirm/ }).click();
      await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'dialog');
      await dialog.getByRole('textbox').fill('Axe Tester');
      await dialog.getByRole('button', { name: /Confirm/ }).click();
      await expect(dialog.getByTestId('licence-key')).toBeVisible();
      await expectNoAxeViolations(page, 'dialog');
    });
  }
});

test.describe('hero', () => {
  test('links the three audiences', async ({ page }) => {
    await openCatalogue(page);
    for (const [name, path] of [
      ['Autores', '/autores'],
      ['Distribuidores', '/distribuidores'],
      ['Usuários', '/usuarios'],
    ] as const) {
      await expect(catalog(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        path,
      );
    }
    await catalog(page).getByRole('link', { name: 'Distribuidores', exact: true }).click();
    await expect(page).toHaveURL('/distribuidores');
    await expectMounted(page, 'mf_audiences');
  });
});
