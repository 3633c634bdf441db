import { createPageLifecycles } from '@fair/shared';
import '../i18n';
import { CatalogPage } from '../pages/CatalogPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(CatalogPage, ['catalog']);
