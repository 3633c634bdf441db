import { createPageLifecycles } from '@fair/shared';
import '../i18n';
import { LegalBasisPage } from '../pages/LegalBasisPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(LegalBasisPage, [
  'legal',
]);
