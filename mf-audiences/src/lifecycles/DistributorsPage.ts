import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { DistributorsPage } from '../pages/DistributorsPage';

export const page = definePage({
  Component: DistributorsPage,
  texts: import.meta.glob('../locales/*/distributors.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
