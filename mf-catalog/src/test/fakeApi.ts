import {
  CONTENT_TYPES,
  LANGUAGES,
  type MarketplaceWork,
  type MarketplacePlatform,
} from '@fair/shared';
import sample from '@fair/shared/sample-catalogue.json';
import { SEED_PLATFORMS } from '../catalogue/platforms';
import type { WorksPage } from '../catalogue/worksApi';

/** Lower case without accents: the fake's own, plain idea of "ignoring case and accents". */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The sample catalogue as the API serves it. */
export const SAMPLE_WORKS: MarketplaceWork[] = (sample.works as MarketplaceWork[]).map((work) => ({
  ...work,
  addedOn: `${work.addedOn}T00:00:00.000Z`,
}));

const ORDERS: Record<string, (a: MarketplaceWork, b: MarketplaceWork) => number> = {
  newest: (a, b) => b.addedOn.localeCompare(a.addedOn) || b.id.localeCompare(a.id),
  relevance: (a, b) => b.addedOn.localeCompare(a.addedOn) || b.id.localeCompare(a.id),
  title: (a, b) => plain(a.title).localeCompare(plain(b.title)) || a.id.localeCompare(b.id),
};

/**
 * A stand-in for the API in component tests: `GET /api/works` over a list of works (every word in
 * the title or author, a cursor that is an offset), `GET /api/works/{id}` and `GET /api/platforms`. It records every
 * request, and can be made to fail or to keep a request waiting. The real search is the API's
 * and is tested there; this one only has to answer like it.
 */
export function fakeApi() {
  const state = {
    works: SAMPLE_WORKS,
    platforms: [...SEED_PLATFORMS] as MarketplacePlatform[],
    /** Every request's address, in order. */
    requests: [] as string[],
    /** While set, every request fails as if the API were unreachable. */
    down: false,
    /** The answer to a search that finds nothing. */
    suggestion: null as string | null,
    /** Pretends `total` was estimated. */
    estimate: false,
    /** Requests wait for `release()` while set. */
    holding: false,
  };
  const held: (() => void)[] = [];

  function works(url: URL): WorksPage {
    const q = url.searchParams.get('q') ?? '';
    const type = url.searchParams.get('type');
    const language = url.searchParams.get('language');
    const words = plain(q)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const matching = state.works.filter((work) =>
      words.every((word) => plain(`${work.title} ${work.author}`).includes(word)),
    );
    const count = (key: 'type' | 'language', values: readonly string[], other: string | null) =>
      Object.fromEntries(
        values.map((value) => [
          value,
          matching.filter(
            (work) =>
              work[key] === value &&
              (other === null || work[key === 'type' ? 'language' : 'type'] === other),
          ).length,
        ]),
      );
    const found = matching
      .filter(
        (work) =>
          (type === null || work.type === type) && (!language || work.language === language),
      )
      .sort(
        ORDERS[url.searchParams.get('sort') ?? 'newest'] ?? byPrice(url.searchParams.get('sort')),
      );
    const from = Number(url.searchParams.get('cursor') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    return {
      works: found.slice(from, from + limit),
      total: found.length,
      totalIsEstimate: state.estimate,
      facets: {
        type: count('type', CONTENT_TYPES, language),
        language: count('language', LANGUAGES, type),
      },
      facetsAreEstimates: state.estimate,
      nextCursor: from + limit < found.length ? String(from + limit) : null,
      suggestion: found.length === 0 ? state.suggestion : null,
    };
  }

  /** By the card's subtotal (the listed content fee and its default platform's fee). */
  function byPrice(sort: string | null) {
    const fee = (work: MarketplaceWork) =>
      state.platforms.find((platform) => platform.id === work.platforms[0])?.fee ?? 0;
    const subtotal = (work: MarketplaceWork) => work.contentFee + fee(work);
    return sort === 'price-desc'
      ? (a: MarketplaceWork, b: MarketplaceWork) =>
          subtotal(b) - subtotal(a) || b.id.localeCompare(a.id)
      : (a: MarketplaceWork, b: MarketplaceWork) =>
          subtotal(a) - subtotal(b) || a.id.localeCompare(b.id);
  }

  async function answer(input: string, init?: RequestInit): Promise<Response> {
    state.requests.push(input);
    if (state.holding) await new Promise<void>((release) => held.push(release));
    if (init?.signal?.aborted) throw init.signal.reason;
    if (state.down) throw new TypeError('Failed to fetch');
    const url = new URL(input, 'http://site.test');
    if (url.pathname === '/api/platforms') {
      return Response.json({ platforms: state.platforms });
    }
    if (url.pathname === '/api/works') return Response.json(works(url));
    if (url.pathname.startsWith('/api/works/')) {
      const id = decodeURIComponent(url.pathname.slice('/api/works/'.length));
      const work = state.works.find((candidate) => candidate.id === id);
      return work ? Response.json(work) : new Response('Not found', { status: 404 });
    }
    if (url.pathname.endsWith('/reference-rates.json')) {
      return Response.json({ date: '2026-11-20', base: 'EUR', rates: { USD: '1.1562' } });
    }
    return new Response('Not found', { status: 404 });
  }

  return {
    state,
    fetch: (input: string | URL | Request, init?: RequestInit) =>
      answer(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        init,
      ),
    /** The requests for works, as `q` values (or the whole address with `full`). */
    searches: () =>
      state.requests
        .filter((request) => request.startsWith('/api/works'))
        .map((request) => new URL(request, 'http://site.test').searchParams),
    release: () => {
      state.holding = false;
      for (const release of held.splice(0)) release();
    },
  };
}
