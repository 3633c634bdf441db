// Type-level test of the typed translation keys, checked by `tsc` (npm run typecheck), never run:
// each `@ts-expect-error` makes the type check fail if the wrong key below ever compiles.
import type { TFunction } from 'i18next';
import type { Duration } from './pricing/durations';
import type { PlatformId } from './pricing/platforms';
import { i18n } from './runtime/i18nInstance';

declare const t: TFunction<'common'>;
declare const platform: PlatformId;
declare const duration: Duration;
declare const anything: string;
declare const status: 'active' | 'cancelled';

export const checks = [
  t('nav.faq'),
  i18n.t('common:nav.faq'),
  // @ts-expect-error -- a misspelt key
  t('nav.fqa'),
  // @ts-expect-error -- a misspelt key, with its namespace
  i18n.t('common:fees.comission'),
  // @ts-expect-error -- a key of another namespace than the one asked for
  t('title'),
  // @ts-expect-error -- a namespace shared does not have (an app's, seen only by that app)
  i18n.t('catalog:hero.title'),

  // A key built from typed data is a union of keys, each checked…
  t(`platforms.${platform}`),
  t(`durationHints.${duration}`),
  // @ts-expect-error -- …and one built from any string is refused.
  t(`platforms.${anything}`),
  // @ts-expect-error -- …as is a union with one key the texts lack.
  t(`statuses.${status}`),

  // A key that holds an object gives the object only with `returnObjects`, typed by the file.
  t('statuses', { returnObjects: true }).expiring satisfies string,
  // @ts-expect-error -- without it, such a key is refused (it would render "key returned an object")
  t('statuses'),
  // @ts-expect-error -- the object has no such text
  t('statuses', { returnObjects: true }).cancelled,
];
