import { createPageLifecycles } from '@fair/shared';
import { LegalBasisPage } from '../pages/LegalBasisPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(
  LegalBasisPage,
  import.meta.glob('../locales/*/legal.json'),
);
