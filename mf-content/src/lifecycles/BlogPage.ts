import { definePage } from '@fair/shared';
import { createPageLifecycles } from '@fair/shared/runtime';
import { BlogPage } from '../pages/BlogPage';

export const page = definePage({
  Component: BlogPage,
  texts: import.meta.glob('../locales/*/blog.json'),
});

export const { bootstrap, mount, unmount, update } = createPageLifecycles(page);
