import type { CommonResources } from './i18n/resources';

/**
 * Namespaces that only shared's own tests register (a lazily loaded probe, a probe page); they
 * are no app's texts, and no app's compilation sees them.
 */
interface TestNamespaces {
  probe: { greeting: string };
  'probe-page': { title: string };
}

// The i18next types of @fair/shared's own compilation (`tsc -p shared`). Nothing imports this
// file: an app compiles shared's source under its own augmentation (its `src/i18next.ts`, which
// includes CommonResources), and two augmentations declaring `resources` would conflict.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: CommonResources & TestNamespaces;
  }
}
