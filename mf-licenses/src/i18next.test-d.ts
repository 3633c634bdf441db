// Type-level test of the typed translation keys, checked by `tsc` (npm run typecheck), never run:
// each `@ts-expect-error` makes the type check fail if the wrong key below ever compiles.
import { type LicenseStatus } from '@fair/shared';
import { i18n } from '@fair/shared/runtime';
import type { Translate } from './lib/translate';

declare const t: Translate;
declare const status: Exclude<LicenseStatus['kind'], 'other'>;

export const checks = [
  t('history.paid', { amount: '€1', parts: '' }),
  t('common:statuses.active'),
  t(`common:statuses.${status}`),
  i18n.t('licenses:filters.sortNewest'),
  // @ts-expect-error -- a misspelt key
  t('history.payed'),
  // @ts-expect-error -- a common key without its namespace (this page's own keys come first)
  t('statuses.active'),
  // @ts-expect-error -- a misspelt key of the common vocabulary
  t('common:status.active'),
  // @ts-expect-error -- another app's namespace is not this app's to use
  i18n.t('catalog:hero.title'),
  // @ts-expect-error -- namespaces of shared's own tests are not visible here: one augmentation
  i18n.t('probe:greeting'),
];
