import { createPageLifecycles, definePage } from '@fair/shared';
import { LegalBasisPage } from '../pages/LegalBasisPage';

export const page = definePage({
  Component: LegalBasisPage,
  texts: import.meta.glob('../locales/*/legal.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
