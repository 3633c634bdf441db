import { createPageLifecycles } from '@fair/shared';
import '../i18n';
import { AuthorsPage } from '../pages/AuthorsPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(AuthorsPage, ['authors']);
