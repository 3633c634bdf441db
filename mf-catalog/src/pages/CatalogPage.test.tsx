// @vitest-environment jsdom
import type { RemoteProps, Work } from '@fair/shared';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import catalogueFile from '@fair/shared/sample-catalogue.json';
import { SEARCH_URL_DELAY_MS } from '../catalogue/useCatalogueQuery';
import ratesFile from '../../public/reference-rates.json';

let catalogue: unknown;
beforeEach(() => {
  catalogue = catalogueFile;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.endsWith('/catalogue.json')
        ? catalogue
        : url.endsWith('/reference-rates.json')
          ? ratesFile
          : null;
      if (body === null) return new Response('Not found', { status: 404 });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * Renders the page as the shell would: a fresh module graph each time (the catalogue is kept per
 * page load), the remote props in context, and a navigate() that hands the new search back.
 */
async function mountPage(search = '') {
  vi.resetModules();
  const { registerLocaleFiles } = await import('@fair/shared');
  registerLocaleFiles(import.meta.glob('../locales/*/*.json'));
  const { renderPage } = await import('@fair/shared/testing');
  const { CatalogPage } = await import('./CatalogPage');
  const navigate = vi.fn<RemoteProps['navigate']>();
  const notify = vi.fn<RemoteProps['notify']>();
  const view = await renderPage(CatalogPage, {
    namespaces: ['catalog'],
    props: { pathname: '/', search },
    observe: { navigate, notify },
  });
  const setSearch = (next: string) => view.rerenderWith({ search: next });
  return { navigate, notify, setSearch, user: userEvent.setup() };
}

/**
 * From here on the page's timers run on a fake clock that only the test moves, so a pause in
 * typing is a pause however busy the machine is (the keystrokes themselves take no time).
 */
function typingOnTheClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library lets a fake clock move for its own zero-length waits only when it finds Jest's
  // API; Vitest's does the same.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ delay: null });
}

const cards = () => screen.queryAllByRole('article');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

describe('the catalogue page', () => {
  it('has a hero with the three audience cards', async () => {
    await mountPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Fair licences for digital works',
    );
    for (const [name, href] of [
      ['Authors', '/en/autores'],
      ['Distributors', '/en/distribuidores'],
      ['Users', '/en/usuarios'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('loads the catalogue from its data file and shows every work with its count', async () => {
    await mountPage();
    expect(await screen.findByText(`${catalogueFile.works.length} works`)).toBeTruthy();
    expect(cards()).toHaveLength(catalogueFile.works.length);
    expect(vi.mocked(fetch)).toHaveBeenCalledWith(
      expect.stringMatching(/\/catalogue\.json$/),
      expect.anything(),
    );
  });

  it('filters as the visitor types and writes the search to the URL after a pause', async () => {
    const { navigate } = await mountPage();
    await screen.findByText(`${catalogueFile.works.length} works`);
    const user = typingOnTheClock();
    await user.type(searchBox(), 'joao');
    expect(titles()).toEqual(['Cálculo I: Limites, Derivadas e Integrais']);
    expect(screen.getByRole('status').textContent).toBe('1 work');
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    // One write for the whole word, not one per keystroke.
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/?q=joao', { replace: true });
    expect((searchBox() as HTMLInputElement).value).toBe('joao');
  });

  it('keeps what is typed while the URL catches up', async () => {
    const { navigate, setSearch } = await mountPage();
    await screen.findByText(`${catalogueFile.works.length} works`);
    const user = typingOnTheClock();
    // The shell hands the new search back late, as a real router may.
    const echoes: string[] = [];
    navigate.mockImplementation((to) => echoes.push(new URL(to, 'http://localhost').search));
    await user.type(searchBox(), 'kes');
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(echoes).toEqual(['?q=kes']);
    await user.type(searchBox(), 'ä');
    act(() => setSearch(echoes.shift() ?? ''));
    expect((searchBox() as HTMLInputElement).value).toBe('kesä');
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(echoes).toEqual(['?q=kes%C3%A4']);
    act(() => setSearch(echoes.shift() ?? ''));
    expect((searchBox() as HTMLInputElement).value).toBe('kesä');
    expect(titles()).toEqual(['Kesäyön arvoitus']);
    // A later change from elsewhere (the back button) is followed.
    act(() => setSearch('?q=tejo'));
    expect((searchBox() as HTMLInputElement).value).toBe('tejo');
    expect(titles()).toEqual(['Canções do Tejo']);
  });

  it('writes a filter to the URL at once', async () => {
    const { navigate, user } = await mountPage();
    await screen.findByText(`${catalogueFile.works.length} works`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'music');
    expect(navigate).toHaveBeenLastCalledWith('/?type=music', { replace: true });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fi');
    expect(navigate).toHaveBeenLastCalledWith('/?type=music&lang=fi', { replace: true });
    expect(titles()).toEqual(['Revontulten laulut']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price');
    expect(navigate).toHaveBeenLastCalledWith('/?type=music&lang=fi&sort=price', {
      replace: true,
    });
  });

  it('shows the view a shared URL describes, and follows the URL when it changes elsewhere', async () => {
    const { setSearch } = await mountPage('?type=music&sort=price');
    await screen.findByText('3 works');
    expect(titles()).toEqual(['Revontulten laulut', 'Sånger från skärgården', 'Canções do Tejo']);
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe(
      'music',
    );
    // Back or forward in the browser: the shell passes another search.
    act(() => setSearch('?q=S%C3%B5rmus'));
    expect(titles()).toEqual(['Kõrvemaa talv']);
    expect((searchBox() as HTMLInputElement).value).toBe('Sõrmus');
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe('');
  });

  it('shows an empty state whose button clears the filters and returns to the search box', async () => {
    const { navigate, user } = await mountPage('?q=nothing+like+this&type=books&sort=title');
    expect(await screen.findByRole('heading', { name: 'No works match your search' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No works');
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1) as HTMLElement);
    expect(navigate).toHaveBeenLastCalledWith('/?sort=title', { replace: true });
    expect(cards()).toHaveLength(catalogueFile.works.length);
    expect(document.activeElement).toBe(searchBox());
    // The filters' own button stays in its place, unusable with nothing left to clear.
    expect(screen.getByRole('button', { name: 'Clear filters' })).toHaveProperty('disabled', true);
  });

  it('renders a bounded number of cards and shows more on request', async () => {
    const [first] = catalogueFile.works;
    catalogue = {
      version: 1,
      works: Array.from({ length: 60 }, (_, n) => ({ ...first, id: `w${n}`, title: `Work ${n}` })),
    };
    const { user } = await mountPage('?sort=title');
    await screen.findByText('60 works');
    expect(cards()).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 60')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(48);
    // The focus goes to the first new card.
    expect(document.activeElement?.textContent).toBe(titles()[24]);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so, with Retry, when the data file is malformed, and recovers', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    catalogue = '{ "version": 1, "works": [';
    const { user } = await mountPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The catalogue could not be shown',
    );
    expect(screen.getByRole('alert').textContent).toContain('Its data could not be read');
    catalogue = catalogueFile;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`${catalogueFile.works.length} works`)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });

  it('says the catalogue could not be downloaded when the request fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await mountPage();
    expect((await screen.findByRole('alert')).textContent).toContain('could not be downloaded');
    error.mockRestore();
  });

  it('sells a licence from a card through the marketplace, and shows its key', async () => {
    const { createFakeMarketplace, fakeMarketplaceFetch } = await import('@fair/shared/testing');
    const marketplace = createFakeMarketplace();
    const files = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(fakeMarketplaceFetch(marketplace, files));
    const { user } = await mountPage('?q=kesayon');
    await screen.findByText('1 work');
    const buy = screen.getByRole('button', { name: 'Buy now Kesäyön arvoitus' });
    await user.click(buy);
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('Total');
    await user.type(within(dialog).getByRole('textbox', { name: 'Licensee name' }), 'Aino');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    await within(dialog).findByRole('heading', { name: 'Your licence is ready' });
    const [key] = [...marketplace.records.keys()];
    expect(within(dialog).getByTestId('licence-key').textContent).toBe(key);
    const stored = JSON.parse(localStorage.getItem('fair-licensing.keys') ?? '{}') as {
      licenses: { key: string; copy: { licensee: string; work: { title: string } } }[];
    };
    expect(stored.licenses.at(-1)).toMatchObject({
      key,
      copy: { licensee: 'Aino', work: { title: 'Kesäyön arvoitus' } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(buy);
  });

  it('shows every card amount from the shared quote', async () => {
    await mountPage('?q=calculo');
    const [card] = await screen.findAllByRole('article');
    const amount = (name: string) =>
      card?.querySelector(`[data-amount="${name}"]`)?.textContent ?? '';
    expect([
      amount('content'),
      amount('distribution'),
      amount('commission'),
      amount('total'),
    ]).toEqual(['€20.00', '€1.00', '€1.47', '€22.47']);
    const work = catalogueFile.works.find((w) => w.id === 'calculo-i-araujo') as Work;
    expect(
      within(card as HTMLElement)
        .getByText(work.description)
        .getAttribute('lang'),
    ).toBe('pt-BR');
  });
});
