import { createPageLifecycles } from '@fair/shared';
import { HowItWorksPage } from '../pages/HowItWorksPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(
  HowItWorksPage,
  import.meta.glob('../locales/*/how-it-works.json'),
);
