import type { TFunction } from 'i18next';

/**
 * The licenses page's translation function, as `useTranslation(['licenses', 'common'])` gives it:
 * its own keys, and the shared vocabulary's as `common:` keys; both checked against the texts.
 */
export type Translate = TFunction<readonly ['licenses', 'common']>;
