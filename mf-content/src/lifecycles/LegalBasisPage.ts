import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { LegalBasisPage } from '../pages/LegalBasisPage';

export const page = definePage({
  Component: LegalBasisPage,
  texts: import.meta.glob('../locales/*/legal.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
