import { createPageLifecycles } from '@fair/shared';
import { DistributorsPage } from '../pages/DistributorsPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(
  DistributorsPage,
  import.meta.glob('../locales/*/distributors.json'),
);
