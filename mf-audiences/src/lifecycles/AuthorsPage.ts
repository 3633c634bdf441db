import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { AuthorsPage } from '../pages/AuthorsPage';

export const page = definePage({
  Component: AuthorsPage,
  texts: import.meta.glob('../locales/*/authors.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
