import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { FaqPage } from '../pages/FaqPage';

export const page = definePage({
  Component: FaqPage,
  texts: import.meta.glob('../locales/*/faq.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
