import { createPageLifecycles } from '@fair/shared';
import '../i18n';
import { UsersPage } from '../pages/UsersPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(UsersPage, ['users']);
