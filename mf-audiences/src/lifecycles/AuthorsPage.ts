import { createPageLifecycles, definePage } from '@fair/shared';
import { AuthorsPage } from '../pages/AuthorsPage';

export const page = definePage({
  Component: AuthorsPage,
  texts: import.meta.glob('../locales/*/authors.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
