import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { PhilosophicalBasisPage } from '../pages/PhilosophicalBasisPage';

export const page = definePage({
  Component: PhilosophicalBasisPage,
  texts: import.meta.glob('../locales/*/philosophy.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
