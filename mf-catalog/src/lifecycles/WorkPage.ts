import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { WorkPage } from '../pages/WorkPage';
import { describeWork, prepareWork } from '../work/workData';

/**
 * A work's page (`/obras/{id}`): its HTML is rendered for each request by this remote's server
 * from the API (status 404 or 410 when there is no such work), embeds the work and is hydrated from
 * it; rendered anew in the browser, it asks the API.
 */
export const page = definePage({
  Component: WorkPage,
  texts: import.meta.glob('../locales/*/catalog.json'),
  prepare: prepareWork,
  describe: describeWork,
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
