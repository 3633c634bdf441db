import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { VerifyPage } from '../pages/VerifyPage';

export const page = definePage({
  Component: VerifyPage,
  texts: import.meta.glob('../locales/*/verify.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
