import { describe, expect, it, vi } from 'vitest';
import {
  fetchPlatforms,
  fetchWorksPage,
  parseWorksPage,
  SearchTimeout,
  SearchUnavailable,
  type WorksPage,
} from './worksApi';

const work = {
  id: 'calculo-i-araujo',
  title: 'Cálculo I',
  author: 'João Araújo Nogueira',
  type: 'books',
  language: 'pt-BR',
  description: 'Curso completo.',
  contentFee: 2000,
  platforms: ['ebook', 'bookshop-north'],
  addedOn: '2026-09-08T00:00:00.000Z',
};
const page: WorksPage = {
  works: [work as WorksPage['works'][number]],
  total: 1,
  totalIsEstimate: false,
  facets: { type: { books: 1 }, language: { 'pt-BR': 1 } },
  facetsAreEstimates: false,
  nextCursor: null,
  suggestion: null,
};
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof SearchUnavailable ? error.reason : error),
  );

describe('an answer of GET /api/works', () => {
  it('is read when it is a page of works, any platform included', () => {
    expect(parseWorksPage(page)).toEqual(page);
  });

  it('is refused whole when any part is not what the contract says', () => {
    for (const broken of [
      null,
      [],
      { ...page, works: 'none' },
      { ...page, works: [{ ...work, contentFee: 1.5 }] },
      { ...page, works: [{ ...work, contentFee: -1 }] },
      { ...page, works: [{ ...work, type: 'poems' }] },
      { ...page, works: [{ ...work, platforms: [] }] },
      { ...page, total: '1' },
      { ...page, facets: { type: { books: -1 }, language: {} } },
      { ...page, nextCursor: 3 },
      { ...page, suggestion: undefined },
    ]) {
      expect(() => parseWorksPage(broken), JSON.stringify(broken)).toThrow(SearchUnavailable);
    }
  });
});

describe('the requests', () => {
  it('ask for JSON with the signal given', async () => {
    const fetcher = vi.fn(() => answer(page));
    const signal = new AbortController().signal;
    expect(await fetchWorksPage('/api/works?sort=newest', { fetcher, signal })).toEqual(page);
    expect(fetcher).toHaveBeenCalledWith('/api/works?sort=newest', {
      signal,
      headers: { Accept: 'application/json' },
    });
    const platforms = [{ id: 'ebook', name: 'ebook', fee: 100, seeded: true }];
    expect(await fetchPlatforms({ fetcher: () => answer({ platforms }) })).toEqual(platforms);
  });

  it('say why the API could not answer', async () => {
    const url = '/api/works';
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await reason(fetchWorksPage(url, { fetcher: offline }))).toBe('network');
    expect(await reason(fetchWorksPage(url, { fetcher: () => answer('', 503) }))).toBe('status');
    expect(await reason(fetchWorksPage(url, { fetcher: () => answer('{ "works": [') }))).toBe(
      'format',
    );
    expect(await reason(fetchWorksPage(url, { fetcher: () => answer({ works: 1 }) }))).toBe(
      'format',
    );
    expect(await reason(fetchPlatforms({ fetcher: () => answer({ platforms: [{}] }) }))).toBe(
      'format',
    );
  });

  it('reject with the abort’s reason once aborted (a newer search, or too slow)', async () => {
    const controller = new AbortController();
    const timeout = new SearchTimeout('slow');
    const fetcher = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_answer, fail) =>
        init?.signal?.addEventListener('abort', () => fail(new DOMException('aborted'))),
      );
    const pending = fetchWorksPage('/api/works', { fetcher, signal: controller.signal });
    controller.abort(timeout);
    await expect(pending).rejects.toBe(timeout);
  });
});
