import { createPageLifecycles } from '@fair/shared';
import { UsersPage } from '../pages/UsersPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(
  UsersPage,
  import.meta.glob('../locales/*/users.json'),
);
