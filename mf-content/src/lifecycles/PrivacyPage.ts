import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { PrivacyPage } from '../pages/PrivacyPage';

export const page = definePage({
  Component: PrivacyPage,
  texts: import.meta.glob('../locales/*/privacy.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
