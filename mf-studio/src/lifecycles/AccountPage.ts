import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { pageTexts } from '../lib/pageTexts';
import { AccountPage } from '../pages/AccountPage';

export const page = definePage({
  Component: AccountPage,
  texts: pageTexts(import.meta.glob('../locales/*/account.json')),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
