import { createPageLifecycles } from '@fair/shared';
import { BlogPage } from '../pages/BlogPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(
  BlogPage,
  import.meta.glob('../locales/*/blog.json'),
);
