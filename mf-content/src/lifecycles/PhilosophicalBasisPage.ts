import { createPageLifecycles } from '@fair/shared';
import { PhilosophicalBasisPage } from '../pages/PhilosophicalBasisPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(
  PhilosophicalBasisPage,
  import.meta.glob('../locales/*/philosophy.json'),
);
