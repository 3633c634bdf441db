import { createPageLifecycles } from '@fair/shared';
import { AuthorsPage } from '../pages/AuthorsPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(
  AuthorsPage,
  import.meta.glob('../locales/*/authors.json'),
);
