import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { UsersPage } from '../pages/UsersPage';

export const page = definePage({
  Component: UsersPage,
  texts: import.meta.glob('../locales/*/users.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
