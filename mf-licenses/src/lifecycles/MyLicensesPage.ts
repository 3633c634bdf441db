import { createPageLifecycles, definePage } from '@fair/shared';
import { MyLicensesPage } from '../pages/MyLicensesPage';

export const page = definePage({
  Component: MyLicensesPage,
  texts: import.meta.glob('../locales/*/licenses.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
