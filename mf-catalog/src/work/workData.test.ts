import type { PageContext } from '@fair/shared';
import { describe, expect, it } from 'vitest';
import { PLATFORMS_PATH } from '../catalogue/worksRequest';
import { fakeApi, SAMPLE_WORKS } from '../test/fakeApi';
import { prepareWork } from './workData';
import { workPagePath } from './workPath';

const [work] = SAMPLE_WORKS;
if (!work) throw new Error('the sample catalogue has no work');

/** A render of the work's page for a request, through the server's own fetch of the API. */
const request = (fetch: PageContext['fetch'], id = work.id): PageContext => ({
  language: 'pt-BR',
  baseUrl: 'http://localhost/',
  fetch,
  pathname: workPagePath(id),
  search: '',
  rendering: 'request',
});
const platformsAsked = (api: ReturnType<typeof fakeApi>) =>
  api.state.requests.filter((url) => url === PLATFORMS_PATH).length;

describe('prepareWork for a request', () => {
  it('reads the work each time and the platforms once while another render’s are recent', async () => {
    const api = fakeApi();
    for (let render = 0; render < 3; render++) {
      const data = await prepareWork(request(api.fetch));
      expect(data.view).toMatchObject({ kind: 'work', work: { id: work.id } });
    }
    expect(platformsAsked(api)).toBe(1);
  });

  it('asks for the platforms anew when the work names one the kept ones lack', async () => {
    const api = fakeApi();
    await prepareWork(request(api.fetch));
    // A distributor's platform added since, and a work that allows it.
    api.state.platforms = [
      ...api.state.platforms,
      { id: 'north-shelf', name: 'North Shelf', fee: 150, seeded: false },
    ];
    api.state.works = [...api.state.works, { ...work, id: 'new-work', platforms: ['north-shelf'] }];
    const data = await prepareWork(request(api.fetch, 'new-work'));
    expect(data.view).toMatchObject({
      kind: 'work',
      platforms: expect.arrayContaining([expect.objectContaining({ id: 'north-shelf' })]),
    });
    expect(platformsAsked(api)).toBe(2);
    // …and the next render has them at once.
    await prepareWork(request(api.fetch, 'new-work'));
    expect(platformsAsked(api)).toBe(2);
  });
});
