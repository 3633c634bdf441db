import { createPageLifecycles, definePage } from '@fair/shared';
import { BlogPage } from '../pages/BlogPage';

export const page = definePage({
  Component: BlogPage,
  texts: import.meta.glob('../locales/*/blog.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
