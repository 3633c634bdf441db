import { createPageLifecycles } from '@fair/shared';
import { MyLicensesPage } from '../pages/MyLicensesPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(
  MyLicensesPage,
  import.meta.glob('../locales/*/licenses.json'),
);
