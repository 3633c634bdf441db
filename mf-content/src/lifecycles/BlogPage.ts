import { createPageLifecycles } from '@fair/shared';
import '../i18n';
import { BlogPage } from '../pages/BlogPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(BlogPage, ['blog']);
