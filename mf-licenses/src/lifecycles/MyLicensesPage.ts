import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { MyLicensesPage } from '../pages/MyLicensesPage';

export const page = definePage({
  Component: MyLicensesPage,
  texts: import.meta.glob('../locales/*/licenses.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
