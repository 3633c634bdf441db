import { registerLocaleFiles } from '@fair/shared/runtime';
import { setUpComponentTests } from '@fair/shared/testing';

// Every text of this remote, as each page's lifecycles register its own, and jsdom's stand-ins.
registerLocaleFiles(import.meta.glob('../locales/*/*.json'));
setUpComponentTests();
