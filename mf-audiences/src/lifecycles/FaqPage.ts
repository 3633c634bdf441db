import { createPageLifecycles } from '@fair/shared';
import '../i18n';
import { FaqPage } from '../pages/FaqPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(FaqPage, ['faq']);
