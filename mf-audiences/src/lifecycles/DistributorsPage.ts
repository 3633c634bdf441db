import { createPageLifecycles } from '@fair/shared';
import '../i18n';
import { DistributorsPage } from '../pages/DistributorsPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(DistributorsPage, [
  'distributors',
]);
