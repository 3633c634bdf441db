import type { TFunction } from 'i18next';

/**
 * The licenses page's translation function, as `useTranslation(['licenses', 'common'])` gives it:
 * its own keys, and the shared vocabulary's as `common:` keys; both checked against the texts.
 */
export type Translate = TFunction<readonly ['licenses', 'common']>;

/** The expand dialog's: the page's, and its own texts as `expansion:` keys (loaded with its code). */
export type ExpansionTranslate = TFunction<readonly ['licenses', 'common', 'expansion']>;

/** The certificate's: the page's, and its own texts as `certificate:` keys (loaded with its code). */
export type CertificateTranslate = TFunction<readonly ['licenses', 'common', 'certificate']>;
