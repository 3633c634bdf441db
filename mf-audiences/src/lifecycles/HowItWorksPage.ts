import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { HowItWorksPage } from '../pages/HowItWorksPage';

export const page = definePage({
  Component: HowItWorksPage,
  texts: import.meta.glob('../locales/*/how-it-works.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
