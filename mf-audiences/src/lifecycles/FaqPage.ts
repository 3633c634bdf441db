import { createPageLifecycles } from '@fair/shared';
import { FaqPage } from '../pages/FaqPage';

export const { bootstrap, mount, unmount, update } = createPageLifecycles(
  FaqPage,
  import.meta.glob('../locales/*/faq.json'),
);
