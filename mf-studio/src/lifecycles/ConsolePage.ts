import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { pageTexts } from '../lib/pageTexts';
import { ConsolePage } from '../pages/ConsolePage';

export const page = definePage({
  Component: ConsolePage,
  texts: pageTexts(import.meta.glob('../locales/*/console.json')),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
