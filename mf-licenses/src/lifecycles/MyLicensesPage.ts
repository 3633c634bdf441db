import { createPageLifecycles } from '@fair/shared';
import '../i18n';
import { MyLicensesPage } from '../pages/MyLicensesPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(MyLicensesPage, [
  'licenses',
]);
