import type { PageContext } from '@fair/shared';
import { describe, expect, it, vi } from 'vitest';
import { PLATFORMS_PATH, workUrl } from '../catalogue/worksRequest';
import { prepareWork } from './workData';
import { workPagePath } from './workPath';

const work = (platforms: string[]) => ({
  id: 'calculo-i-araujo',
  title: 'Cálculo I',
  author: 'João Araújo Nogueira',
  type: 'books',
  language: 'pt-BR',
  description: 'Curso completo.',
  contentFee: 2000,
  platforms,
  addedOn: '2026-09-08T00:00:00.000Z',
});
const platform = (id: string, fee: number) => ({ id, name: id, fee, seeded: false });
const json = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

/** A server's fetch of the API: the work as it stands, and the platforms as they stand. */
function api(state: { platforms: string[]; known: string[] }) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === PLATFORMS_PATH) {
      return json({ platforms: state.known.map((id, index) => platform(id, 100 + index)) });
    }
    if (url === workUrl('calculo-i-araujo')) return json(work(state.platforms));
    return new Response('not found', { status: 404 });
  });
}

const request = (fetch: PageContext['fetch']): PageContext => ({
  language: 'pt-BR',
  baseUrl: 'http://localhost/',
  fetch,
  pathname: workPagePath('calculo-i-araujo'),
  search: '',
  rendering: 'request',
});
const platformsAsked = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.filter(([input]) => String(input) === PLATFORMS_PATH).length;

describe('prepareWork for a request', () => {
  it('reads the work each time and the platforms once while another render’s are recent', async () => {
    const state = { platforms: ['ebook'], known: ['ebook'] };
    const fetch = api(state);
    for (let render = 0; render < 3; render++) {
      const data = await prepareWork(request(fetch));
      expect(data.view).toMatchObject({ kind: 'work', platforms: [{ id: 'ebook' }] });
    }
    expect(platformsAsked(fetch)).toBe(1);
  });

  it('asks for the platforms anew when the work names one the kept ones lack', async () => {
    const state = { platforms: ['ebook'], known: ['ebook'] };
    const fetch = api(state);
    await prepareWork(request(fetch));
    // A distributor's platform added since, and the author allows it.
    state.known = ['ebook', 'north-shelf'];
    state.platforms = ['ebook', 'north-shelf'];
    const data = await prepareWork(request(fetch));
    expect(data.view).toMatchObject({
      kind: 'work',
      platforms: [{ id: 'ebook' }, { id: 'north-shelf' }],
    });
    expect(platformsAsked(fetch)).toBe(2);
    // …and the next render has them at once.
    await prepareWork(request(fetch));
    expect(platformsAsked(fetch)).toBe(2);
  });
});
