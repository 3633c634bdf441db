// @vitest-environment jsdom
import type { RemoteProps } from '@fair/shared';
import { SEARCH_TEXT_MAX_LENGTH } from '@fair/shared/site';
import { act, cleanup, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { RECENT_ANSWERS, SEARCH_DEBOUNCE_MS } from '../catalogue/useCatalogueSearch';
import { SEARCH_URL_DELAY_MS } from '../catalogue/useCatalogueQuery';
import { NOTICEABLE_WAIT_MS } from '../components/useNoticeableWait';
import { PAGE_SIZE } from '../catalogue/worksRequest';
import { fakeApi, SAMPLE_WORKS } from '../test/fakeApi';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(api.fetch));
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * Renders the page as the shell would: a fresh module graph each time (the page keeps its last
 * results per page load; `again` keeps it), the remote props in context, and a navigate() that hands the new
 * search back. With `embedded`, the page's HTML holds the first page rendered at build time, as a
 * composed page does, and the page's `prepare` reads it; with `embedded: 'from-api'`, the first
 * page its server rendered for the request from the API's answer (`firstPageFromApi`).
 */
async function mountPage(
  search = '',
  options: { embedded?: boolean | 'from-api'; again?: boolean } = {},
) {
  // `again`: the page shown anew in the same page load (back to it), its module kept.
  if (!options.again) vi.resetModules();
  const { registerLocaleFiles } = await import('@fair/shared/runtime');
  registerLocaleFiles(import.meta.glob('../locales/*/*.json'));
  const { renderPage } = await import('@fair/shared/testing');
  const { CatalogPage } = await import('./CatalogPage');
  const { prepareCatalogue } = await import('../catalogue/useCatalogueSearch');
  if (options.embedded) {
    const { FIRST_PAGE_ATTRIBUTE, FIRST_PAGE_ELEMENT_ID, firstPageText, sampleFirstPage } =
      await import('../catalogue/firstPage');
    const data = document.createElement('div');
    data.id = FIRST_PAGE_ELEMENT_ID;
    data.setAttribute(
      FIRST_PAGE_ATTRIBUTE,
      firstPageText(
        options.embedded === 'from-api'
          ? await firstPageFromApi(search)
          : sampleFirstPage({ works: SAMPLE_WORKS }),
      ),
    );
    document.body.append(data);
  }
  const data = await prepareCatalogue({
    language: 'en',
    baseUrl: 'http://remote.test/',
    fetch,
    pathname: '/',
    search,
    rendering: 'browser',
  });
  document.getElementById('mf-catalog-first-page')?.remove();
  const navigate = vi.fn<RemoteProps['navigate']>();
  const notify = vi.fn<RemoteProps['notify']>();
  const view = await renderPage(CatalogPage, {
    namespaces: ['catalog'],
    data,
    props: { pathname: '/', search },
    observe: { navigate, notify },
  });
  const setSearch = (next: string) => view.rerenderWith({ search: next });
  return { navigate, notify, setSearch, user: userEvent.setup() };
}

/**
 * The first page the site's server embeds when it renders the page for a request: the API's own
 * answer for the address's query (its cursor included), said to be live. Its requests are not
 * counted among the page's.
 */
async function firstPageFromApi(search: string) {
  const { worksUrl } = await import('../catalogue/worksRequest');
  const { parseCatalogueQuery, serializeCatalogueQuery } = await import('@fair/shared/site');
  const query = parseCatalogueQuery(search);
  const asked = api.state.requests.length;
  const { holding } = api.state;
  api.state.holding = false;
  const answer = (url: string) => api.fetch(url).then((response) => response.json());
  const [page, { platforms }] = await Promise.all([
    answer(worksUrl(query) ?? ''),
    answer('/api/platforms'),
  ]);
  api.state.requests.splice(asked);
  api.state.holding = holding;
  const text = serializeCatalogueQuery(query);
  return { page, platforms, query: text, asked: text, live: true, failed: false };
}

/**
 * From here on the page's timers run on a fake clock that only the test moves, so a pause in
 * typing is a pause however busy the machine is (the keystrokes themselves take no time).
 */
function typingOnTheClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  // Testing Library lets a fake clock move for its own zero-length waits only when it finds Jest's
  // API; Vitest's does the same.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ delay: null });
}
/** Moves the fake clock and lets the answers it released arrive. */
const after = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const cards = () => screen.queryAllByRole('article');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);
const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
const count = () => screen.getByText(/^(\d+|No|about \d+) works?$/);
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionTexts = (name: string) => [...select(name).options].map((option) => option.text);
const titleOf = (id: string) => SAMPLE_WORKS.find((work) => work.id === id)?.title;
const all = SAMPLE_WORKS.length;
/** The works a page shows before "Show more". */
const onePage = Math.min(all, PAGE_SIZE);

/** Two-digit names, so that the titles sort as the numbers do. */
const name = (n: number) => String(n).padStart(2, '0');
/** `count` works like the first of the sample, "Work 00", "Work 01"…: several pages of them. */
function numberedWorks(count: number) {
  const [first] = SAMPLE_WORKS as [(typeof SAMPLE_WORKS)[number]];
  return Array.from({ length: count }, (_, n) => ({
    ...first,
    id: `w${name(n)}`,
    title: `Work ${name(n)}`,
  }));
}

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

  it('shows the works its HTML was rendered with at once, then the API’s answer', async () => {
    api.state.holding = true;
    await mountPage('', { embedded: true });
    // Before any answer: the embedded first page, with its count and facets.
    expect(cards()).toHaveLength(onePage);
    expect(count().textContent).toBe(`${all} works`);
    expect(optionTexts('Type')).toContain('Music (3)');
    // …and it asked the API for the same view and the platforms' fees, once.
    expect(api.state.requests.sort()).toEqual([
      '/api/platforms',
      `/api/works?sort=newest&limit=${PAGE_SIZE}`,
    ]);
    api.state.works = SAMPLE_WORKS.slice(0, 5);
    await act(async () => api.release());
    expect(await screen.findByText('5 works')).toBeTruthy();
    expect(cards()).toHaveLength(5);
  });

  it('says it is loading when it has nothing to show yet', async () => {
    api.state.holding = true;
    await mountPage();
    expect(screen.getByRole('status').textContent).toBe('Loading the catalogue…');
    await act(async () => api.release());
    expect(await screen.findByText(`${all} works`)).toBeTruthy();
  });

  it('searches through the API as the visitor types: the first key at once, a burst after its pause, the URL after a longer one', async () => {
    const { navigate } = await mountPage();
    await screen.findByText(`${all} works`);
    const user = typingOnTheClock();
    await user.type(searchBox(), 'joao');
    // The first key after a pause is asked at once; the quick ones after it wait for a pause.
    expect(api.searches().map((params) => params.get('q'))).toEqual([null, 'j']);
    const first = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('q=j&'));
    expect((first?.[1] as RequestInit).signal?.aborted).toBe(true);
    await after(SEARCH_DEBOUNCE_MS);
    expect(api.searches().map((params) => params.get('q'))).toEqual([null, 'j', 'joao']);
    expect(api.searches().at(-1)?.get('sort')).toBe('relevance');
    expect(titles()).toEqual([titleOf('calculo-i-araujo')]);
    expect(count().textContent).toBe('1 work');
    expect(navigate).not.toHaveBeenCalled();
    await after(SEARCH_URL_DELAY_MS);
    // One write for the whole word, not one per keystroke.
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/?q=joao', { replace: true });
    expect(searchBox().value).toBe('joao');
  });

  it('sends a key’s request from the key itself, before the page renders it, and once', async () => {
    await mountPage();
    await screen.findByText(`${all} works`);
    typingOnTheClock();
    const results = () => document.querySelector('.mf-catalog__results') as HTMLElement;
    // The browser's own input event, outside Testing Library's act(): the page renders the key
    // once the event's handlers are done, as it does in a browser.
    searchBox().value = 'k';
    searchBox().dispatchEvent(new Event('input', { bubbles: true }));
    expect(api.searches().map((params) => params.get('q'))).toEqual([null, 'k']);
    expect(results().hasAttribute('aria-busy')).toBe(false);
    await after(0);
    expect(results().dataset.query).toBe('k');
    expect(api.searches().map((params) => params.get('q'))).toEqual([null, 'k']);
    // After a pause, the next key's request leaves with it too, aborting the one on its way.
    api.state.holding = true;
    await after(SEARCH_DEBOUNCE_MS);
    searchBox().value = 'ke';
    searchBox().dispatchEvent(new Event('input', { bubbles: true }));
    await after(SEARCH_DEBOUNCE_MS);
    const held = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('q=ke&'));
    searchBox().value = 'kes';
    searchBox().dispatchEvent(new Event('input', { bubbles: true }));
    expect((held?.[1] as RequestInit).signal?.aborted).toBe(true);
    expect(api.searches().map((params) => params.get('q'))).toEqual([null, 'k', 'ke', 'kes']);
    await act(async () => api.release());
    await after(0);
    expect(api.searches().map((params) => params.get('q'))).toEqual([null, 'k', 'ke', 'kes']);
    expect(results().dataset.query).toBe('kes');
    expect(titles()).toEqual(['Kesäyön arvoitus']);
  });

  it('aborts the request for a text no longer in the box, so its answer never shows', async () => {
    await mountPage();
    await screen.findByText(`${all} works`);
    const user = typingOnTheClock();
    api.state.holding = true;
    await user.type(searchBox(), 'tejo');
    await after(SEARCH_DEBOUNCE_MS);
    const first = vi.mocked(fetch).mock.calls.at(-1);
    await user.type(searchBox(), '{Backspace}{Backspace}{Backspace}{Backspace}kesä');
    await after(SEARCH_DEBOUNCE_MS);
    expect((first?.[1] as RequestInit).signal?.aborted).toBe(true);
    await act(async () => api.release());
    await after(0);
    expect(titles()).toEqual(['Kesäyön arvoitus']);
    expect(screen.getByText('1 work').closest('[data-query]')?.getAttribute('data-query')).toBe(
      'kesä',
    );
  });

  it('says the list is waiting only once an answer is slow to come, and no longer once it is in', async () => {
    await mountPage();
    await screen.findByText(`${all} works`);
    const user = typingOnTheClock();
    api.state.holding = true;
    await user.type(searchBox(), 'tejo');
    const results = () => document.querySelector('.mf-catalog__results') as HTMLElement;
    expect(results().getAttribute('aria-busy')).toBe('true');
    await after(NOTICEABLE_WAIT_MS - 1);
    expect(results().hasAttribute('data-waiting')).toBe(false);
    await after(1);
    expect(results().hasAttribute('data-waiting')).toBe(true);
    await act(async () => api.release());
    await after(0);
    expect(results().dataset.query).toBe('tejo');
    expect(results().hasAttribute('aria-busy')).toBe(false);
    expect(results().hasAttribute('data-waiting')).toBe(false);
    // A quick answer is never said to be waited for.
    api.state.holding = false;
    await user.type(searchBox(), '{Backspace}');
    await after(NOTICEABLE_WAIT_MS);
    expect(results().dataset.query).toBe('tej');
    expect(results().hasAttribute('data-waiting')).toBe(false);
  });

  it('shows again at once what it was answered a moment ago, and asks again once that is old', async () => {
    await mountPage();
    await screen.findByText(`${all} works`);
    const user = typingOnTheClock();
    const asked = () => api.searches().map((params) => params.get('q'));
    await user.type(searchBox(), 'k');
    await after(SEARCH_DEBOUNCE_MS);
    const kCount = count().textContent;
    await user.type(searchBox(), 'es');
    await after(SEARCH_DEBOUNCE_MS);
    await user.type(searchBox(), 'ä');
    await after(SEARCH_DEBOUNCE_MS);
    expect(titles()).toEqual(['Kesäyön arvoitus']);
    expect(asked()).toEqual([null, 'k', 'ke', 'kes', 'kesä']);
    // Erasing back: the answers for "kes" and for "k" are shown again without a request, and the
    // API being down meanwhile does not matter. ("ke" between them, a key after a pause, is asked
    // at once and dropped when "k" comes.)
    api.state.down = true;
    const shownQuery = () => document.querySelector('[data-query]')?.getAttribute('data-query');
    await user.type(searchBox(), '{Backspace}');
    expect(shownQuery()).toBe('kes');
    expect(titles()).toEqual(['Kesäyön arvoitus']);
    await user.type(searchBox(), '{Backspace}{Backspace}');
    await after(SEARCH_DEBOUNCE_MS);
    expect(shownQuery()).toBe('k');
    expect(count().textContent).toBe(kCount);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked()).toEqual([null, 'k', 'ke', 'kes', 'kesä', 'ke']);
    // An answer as old as the page keeps them is asked for again.
    api.state.down = false;
    await after(RECENT_ANSWERS.maxAgeMs);
    await user.type(searchBox(), 'es');
    await after(SEARCH_DEBOUNCE_MS);
    expect(asked()).toEqual([null, 'k', 'ke', 'kes', 'kesä', 'ke', 'ke', 'kes']);
    expect(titles()).toEqual(['Kesäyön arvoitus']);
  });

  it('keeps what is typed while the URL catches up', async () => {
    const { navigate, setSearch } = await mountPage();
    await screen.findByText(`${all} works`);
    const user = typingOnTheClock();
    // The shell hands the new search back late, as a real router may.
    const echoes: string[] = [];
    navigate.mockImplementation((to) => echoes.push(new URL(to, 'http://localhost').search));
    await user.type(searchBox(), 'kes');
    await after(SEARCH_URL_DELAY_MS);
    expect(echoes).toEqual(['?q=kes']);
    await user.type(searchBox(), 'ä');
    act(() => setSearch(echoes.shift() ?? ''));
    expect(searchBox().value).toBe('kesä');
    await after(SEARCH_URL_DELAY_MS);
    expect(echoes).toEqual(['?q=kes%C3%A4']);
    act(() => setSearch(echoes.shift() ?? ''));
    expect(searchBox().value).toBe('kesä');
    expect(titles()).toEqual(['Kesäyön arvoitus']);
    // A later change from elsewhere (the back button) is followed.
    act(() => setSearch('?q=tejo'));
    expect(searchBox().value).toBe('tejo');
    await after(SEARCH_DEBOUNCE_MS);
    expect(titles()).toEqual(['Canções do Tejo']);
  });

  it('applies a filter at once, in the URL and in the request, with each option’s count', async () => {
    const { navigate, user } = await mountPage();
    await screen.findByText(`${all} works`);
    // The count, the works and every list's counts answer one query, drawn together.
    expect(optionTexts('Type').slice(0, 3)).toEqual([
      `All types (${all})`,
      'Books (3)',
      'Music (3)',
    ]);
    await user.selectOptions(select('Type'), 'music');
    expect(navigate).toHaveBeenLastCalledWith('/?type=music', { replace: true });
    await screen.findByText('3 works');
    // The languages count the works of the chosen type; the types, those of the chosen language.
    expect(optionTexts('Language')).toContain('Finnish (1)');
    expect(optionTexts('Language')).toContain('Dutch (0)');
    await user.selectOptions(select('Language'), 'fi');
    expect(navigate).toHaveBeenLastCalledWith('/?type=music&lang=fi', { replace: true });
    await screen.findByText('1 work');
    expect(titles()).toEqual(['Revontulten laulut']);
    expect(Object.fromEntries(api.searches().at(-1) ?? [])).toMatchObject({
      type: 'music',
      language: 'fi',
    });
    await user.selectOptions(select('Sort by'), 'price');
    expect(navigate).toHaveBeenLastCalledWith('/?type=music&lang=fi&sort=price', {
      replace: true,
    });
    expect(api.searches().at(-1)?.get('sort')).toBe('price-asc');
  });

  it('offers best match while searching, and keeps another order once chosen', async () => {
    const { navigate, user } = await mountPage('?q=a');
    await screen.findByText(/works$/);
    expect(select('Sort by').value).toBe('relevance');
    expect(optionTexts('Sort by')[0]).toBe('Best match');
    await user.selectOptions(select('Sort by'), 'newest');
    expect(navigate).toHaveBeenLastCalledWith('/?q=a&sort=newest', { replace: true });
    await user.clear(searchBox());
    expect(optionTexts('Sort by')).not.toContain('Best match');
    expect(select('Sort by').value).toBe('newest');
  });

  it('shows the view a shared URL describes, and follows the URL when it changes elsewhere', async () => {
    const { setSearch } = await mountPage('?type=music&sort=price');
    await screen.findByText('3 works');
    expect(titles()).toEqual(['Revontulten laulut', 'Sånger från skärgården', 'Canções do Tejo']);
    expect(select('Type').value).toBe('music');
    // Back or forward in the browser: the shell passes another search.
    act(() => setSearch('?q=S%C3%B5rmus'));
    expect(await screen.findByText('1 work')).toBeTruthy();
    expect(titles()).toEqual(['Kõrvemaa talv']);
    expect(searchBox().value).toBe('Sõrmus');
    expect(select('Type').value).toBe('');
  });

  it('offers what the visitor probably meant when nothing matches, and searches for it', async () => {
    api.state.suggestion = 'joao';
    const { navigate, user } = await mountPage('?q=jaoo&sort=title');
    expect(await screen.findByRole('heading', { name: 'No works match your search' })).toBeTruthy();
    const meant = screen.getByText('Did you mean', { exact: false });
    expect(meant.textContent).toBe('Did you mean joao?');
    await user.click(within(meant).getByRole('link', { name: 'joao' }));
    expect(await screen.findByText('1 work')).toBeTruthy();
    expect(searchBox().value).toBe('joao');
    expect(document.activeElement).toBe(searchBox());
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenLastCalledWith('/?q=joao&sort=title', { replace: true }),
    );
  });

  it('shows an empty state whose button clears the filters and returns to the search box', async () => {
    const { navigate, user } = await mountPage('?q=nothing+like+this&type=books&sort=title');
    expect(await screen.findByRole('heading', { name: 'No works match your search' })).toBeTruthy();
    expect(count().textContent).toBe('No works');
    expect(screen.queryByText('Did you mean', { exact: false })).toBeNull();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1) as HTMLElement);
    expect(navigate).toHaveBeenLastCalledWith('/?sort=title', { replace: true });
    expect(await screen.findByText(`${all} works`)).toBeTruthy();
    expect(document.activeElement).toBe(searchBox());
    expect(searchBox().value).toBe('');
    // The filters' own button stays in its place, unusable with nothing left to clear.
    expect(screen.getByRole('button', { name: 'Clear filters' })).toHaveProperty('disabled', true);
  });

  it('shows more from where the last page ended, and says when the total is an estimate', async () => {
    const total = 2 * PAGE_SIZE + 5;
    api.state.works = numberedWorks(total);
    api.state.estimate = true;
    const { user } = await mountPage('?sort=title');
    await screen.findByText(`about ${total} works`);
    expect(cards()).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`Showing ${PAGE_SIZE} of about ${total}`)).toBeTruthy();
    expect(optionTexts('Type')[0]).toBe(`All types (about ${total})`);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(2 * PAGE_SIZE));
    expect(api.searches().at(-1)?.get('cursor')).toBe(String(PAGE_SIZE));
    // The focus goes to the first new card.
    await vi.waitFor(() =>
      expect(document.activeElement?.textContent).toBe(`Work ${name(PAGE_SIZE)}`),
    );
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(total));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(titles()).toEqual(api.state.works.map((work) => work.title));
  });

  it('answers a "Show more" pressed before the page’s first answer with a page more', async () => {
    const total = 2 * PAGE_SIZE + 5;
    api.state.works = numberedWorks(total);
    api.state.holding = true;
    await mountPage('?sort=title', { embedded: 'from-api' });
    expect(cards()).toHaveLength(PAGE_SIZE);
    // The page asks again for what its HTML shows, and the button is pressed before the answer.
    await vi.waitFor(() => expect(api.searches()).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    // The same request asked again for a page more, not the next page of a list being replaced.
    await vi.waitFor(() => expect(api.searches()).toHaveLength(2));
    expect(api.searches().at(-1)?.get('limit')).toBe(String(2 * PAGE_SIZE));
    expect(api.searches().at(-1)?.get('cursor')).toBeNull();
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => api.release());
    await vi.waitFor(() => expect(cards()).toHaveLength(2 * PAGE_SIZE));
    expect(titles()).toEqual(api.state.works.slice(0, 2 * PAGE_SIZE).map((work) => work.title));
    expect(document.querySelector('.mf-catalog__results[aria-busy]')).toBeNull();
    await vi.waitFor(() =>
      expect(document.activeElement?.textContent).toBe(`Work ${name(PAGE_SIZE)}`),
    );
    // …and "Show more" goes on from there.
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(total));
    expect(api.searches().at(-1)?.get('cursor')).toBe(String(2 * PAGE_SIZE));
  });

  it('answers a "Show more" pressed while a search is on its way with a page more of that search', async () => {
    const total = 2 * PAGE_SIZE + 5;
    api.state.works = numberedWorks(total);
    const { user } = await mountPage('?sort=title');
    await screen.findByText(`${total} works`);
    api.state.holding = true;
    await user.type(searchBox(), 'work');
    await vi.waitFor(() => expect(api.searches().at(-1)?.get('q')).toBe('work'));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(api.searches().at(-1)?.get('limit')).toBe(String(2 * PAGE_SIZE)));
    expect(api.searches().at(-1)?.get('q')).toBe('work');
    expect(api.searches().at(-1)?.get('cursor')).toBeNull();
    await act(async () => api.release());
    await vi.waitFor(() => expect(cards()).toHaveLength(2 * PAGE_SIZE));
    expect(screen.getByText(`Showing ${2 * PAGE_SIZE} of ${total}`)).toBeTruthy();
    expect(document.querySelector('.mf-catalog__results[aria-busy]')).toBeNull();
  });

  it('comes back with the works "Show more" added, and asks the API for as many', async () => {
    const total = 2 * PAGE_SIZE + 5;
    api.state.works = numberedWorks(total);
    const { user } = await mountPage('?sort=title');
    await screen.findByText(`${total} works`);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(2 * PAGE_SIZE));

    // To a work's page and back: the page is drawn anew, in the same page load.
    cleanup();
    const asked = api.searches().length;
    const again = await mountPage('?sort=title', { again: true });
    expect(cards()).toHaveLength(2 * PAGE_SIZE);
    await vi.waitFor(() => expect(api.searches()).toHaveLength(asked + 1));
    expect(api.searches().at(-1)?.get('limit')).toBe(String(2 * PAGE_SIZE));
    expect(api.searches().at(-1)?.get('cursor')).toBeNull();
    await screen.findByText(`Showing ${2 * PAGE_SIZE} of ${total}`);
    expect(cards()).toHaveLength(2 * PAGE_SIZE);
    // "Show more" goes on from there, a page at a time.
    await again.user.click(screen.getByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(total));
    expect(api.searches().at(-1)?.get('cursor')).toBe(String(2 * PAGE_SIZE));
    expect(api.searches().at(-1)?.get('limit')).toBe(String(PAGE_SIZE));
  });

  it('keeps the works shown when the API is down, says search is unavailable, and Retry recovers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.state.down = true;
    const { user } = await mountPage('', { embedded: true });
    // The works its HTML was rendered with stay, said to be perhaps out of date.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Search is unavailable right nowThe works below may not be up to date. Try again in a moment.',
    );
    expect(cards()).toHaveLength(onePage);
    await user.selectOptions(select('Type'), 'music');
    const alert = await screen.findByText('not the results of your search', { exact: false });
    // Nothing half-written: the list, its count and its facets are still those of one answer.
    expect(cards()).toHaveLength(onePage);
    expect(count().textContent).toBe(`${all} works`);
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Search is unavailable');
    api.state.down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 works')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });

  it('says the catalogue could not be loaded when there is nothing to show, and Retry recovers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.state.down = true;
    const { user } = await mountPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The catalogue could not be loaded');
    // The hero and the filters are still there: nothing blank.
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(searchBox()).toBeTruthy();
    api.state.down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`${all} works`)).toBeTruthy();
    warn.mockRestore();
  });

  it('says a failed "Show more" could not load more, and Retry asks for the same page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [first] = SAMPLE_WORKS;
    const total = PAGE_SIZE + 6;
    api.state.works = Array.from({ length: total }, (_, n) => ({
      ...(first as (typeof SAMPLE_WORKS)[number]),
      id: `w${n}`,
    }));
    const { user } = await mountPage();
    await screen.findByText(`${total} works`);
    api.state.down = true;
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'More works could not be loaded',
    );
    expect(cards()).toHaveLength(PAGE_SIZE);
    api.state.down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(total));
    expect(api.searches().at(-1)?.get('cursor')).toBe(String(PAGE_SIZE));
    warn.mockRestore();
  });

  it('brings the works into view when Search is pressed, the focus on their count', async () => {
    // jsdom neither lays out nor scrolls: the scroll asked for is recorded.
    const scrolled: { element: Element; options: unknown }[] = [];
    Element.prototype.scrollIntoView = function (this: Element, options) {
      scrolled.push({ element: this, options });
    };
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const { navigate, user } = await mountPage();
    await screen.findByText(`${all} works`);
    await user.type(searchBox(), 'joao{Enter}');
    // At once, not after the pause that typing waits for.
    expect(navigate).toHaveBeenCalledWith('/?q=joao', { replace: true });
    await screen.findByText('1 work');
    expect(document.activeElement).toBe(count());
    expect(scrolled).toHaveLength(1);
    // The place the form's address names: the same without a script.
    const form = screen.getByRole('search');
    const place = new URL(form.getAttribute('action') ?? '', 'http://site.test/').hash.slice(1);
    expect(place).not.toBe('');
    expect(scrolled[0]?.element).toBe(document.getElementById(place));
    expect(scrolled[0]?.element.contains(count())).toBe(true);
    expect(scrolled[0]?.options).toEqual({ block: 'start', behavior: 'smooth' });
    // The focus goes on from the count to the first work.
    await user.tab();
    expect(document.activeElement?.textContent).toBe(titleOf('calculo-i-araujo'));
  });

  it('never sends a text the API refuses: it says why beside the field and keeps it', async () => {
    await mountPage();
    await screen.findByText(`${all} works`);
    const user = typingOnTheClock();
    const text = 'ação '.repeat(SEARCH_TEXT_MAX_LENGTH / 5) + 'x';
    await user.click(searchBox());
    await user.paste(text);
    await after(SEARCH_DEBOUNCE_MS + SEARCH_URL_DELAY_MS);
    expect(api.searches().every((params) => (params.get('q') ?? '').length <= 200)).toBe(true);
    expect(searchBox().value).toBe(text);
    expect(searchBox().getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(searchBox().getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(
      `A search can have at most ${SEARCH_TEXT_MAX_LENGTH} characters; this one has ${SEARCH_TEXT_MAX_LENGTH + 1}.`,
    );
    // The works shown stay; one character less and it searches.
    expect(cards()).toHaveLength(onePage);
    // Search pressed leaves the focus in the field, beside its error.
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(searchBox());
    await user.type(searchBox(), '{Backspace}');
    await after(SEARCH_DEBOUNCE_MS);
    expect(searchBox().getAttribute('aria-invalid')).toBeNull();
    expect(api.searches().at(-1)?.get('q')).toBe(text.slice(0, -1));
  });

  it("says so when the purchase dialog's code cannot be downloaded, and buys at the next tap", async () => {
    vi.doMock('../components/PurchaseDialog', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { notify, user } = await mountPage('?q=kesayon');
    await screen.findByText('1 work');
    const buy = screen.getByRole('button', { name: 'Buy now Kesäyön arvoitus' });
    await user.click(buy);
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: 'error',
        message: expect.stringContaining('The purchase did not open'),
      }),
    );
    expect(buy.getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    vi.doUnmock('../components/PurchaseDialog');
    await user.click(buy);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Buy a licence' })).toBeTruthy();
  });

  it('sells a licence from a card through the marketplace, and shows its key', async () => {
    const { createFakeMarketplace, fakeMarketplaceFetch } = await import('@fair/shared/testing');
    const marketplace = createFakeMarketplace();
    // The catalogue's search stays the page's stand-in API; the purchase is the marketplace's.
    const buying = fakeMarketplaceFetch(marketplace, (url, init) => api.fetch(url, init));
    vi.mocked(fetch).mockImplementation((input, init) =>
      new URL(String(input), 'http://site.test').pathname === '/api/works'
        ? api.fetch(String(input), init)
        : buying(input, init),
    );
    const { user } = await mountPage('?q=kesayon');
    await screen.findByText('1 work');
    const buy = screen.getByRole('button', { name: 'Buy now Kesäyön arvoitus' });
    await user.click(buy);
    // The dialog's code is downloaded when the visitor heads for the button, not with the page.
    const dialog = await screen.findByRole('dialog');
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
    // Done, under the key, closes it as the dialog's corner Close does; each says what it is.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(buy);
  });

  it('prices every card from the API’s work and the fee its platform sets now', async () => {
    api.state.platforms = api.state.platforms.map((platform) =>
      platform.id === 'ebook' ? { ...platform, fee: 150 } : platform,
    );
    api.state.works = [
      ...SAMPLE_WORKS,
      {
        ...(SAMPLE_WORKS[0] as (typeof SAMPLE_WORKS)[number]),
        id: 'atlas-north',
        title: 'Atlas of the North',
        platforms: ['bookshop-north'],
      },
    ];
    api.state.platforms.push({
      id: 'bookshop-north',
      name: 'Bookshop North',
      fee: 80,
      seeded: false,
    });
    const { user } = await mountPage('?q=calculo');
    const [card] = await screen.findAllByRole('article');
    const amount = (scope: HTMLElement | undefined, name: string) =>
      scope?.querySelector(`[data-amount="${name}"]`)?.textContent ?? '';
    expect(['content', 'distribution', 'commission', 'total'].map((n) => amount(card, n))).toEqual([
      '€20.00',
      '€1.50',
      '€1.51',
      '€23.01',
    ]);
    expect(within(card as HTMLElement).getByText(/^Distribution fee: E-book/)).toBeTruthy();
    const work = SAMPLE_WORKS.find((w) => w.id === 'calculo-i-araujo');
    expect(
      within(card as HTMLElement)
        .getByText(work?.description ?? '')
        .getAttribute('lang'),
    ).toBe('pt-BR');
    // A platform a distributor added: named as written, priced by its fee.
    await user.clear(searchBox());
    await user.type(searchBox(), 'atlas');
    const atlas = await screen.findByRole('article', { name: 'Atlas of the North' });
    expect(within(atlas).getByText(/^Distribution fee: Bookshop North/)).toBeTruthy();
    expect(amount(atlas, 'distribution')).toBe('€0.80');
  });
});
