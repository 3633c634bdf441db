import { createPageLifecycles } from '@fair/shared';
import '../i18n';
import { HowItWorksPage } from '../pages/HowItWorksPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(HowItWorksPage, [
  'how-it-works',
]);
