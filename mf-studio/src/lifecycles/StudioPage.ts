import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { pageTexts } from '../lib/pageTexts';
import { StudioPage } from '../pages/StudioPage';

export const page = definePage({
  Component: StudioPage,
  texts: pageTexts(import.meta.glob('../locales/*/studio.json')),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
