import { createPageLifecycles } from '@fair/shared';
import '../i18n';
import { PhilosophicalBasisPage } from '../pages/PhilosophicalBasisPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(PhilosophicalBasisPage, [
  'philosophy',
]);
