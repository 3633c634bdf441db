import { formatDate, formatMoney, type Language } from '@fair/shared';
import type { LicenceEntry } from '../lib/entries';
import { safeFileNamePart } from '../lib/download';
import { describeExpansion, expansionCost } from '../lib/expansionText';
import type { CertificateTranslate } from '../lib/translate';

export interface CertificateRow {
  label: string;
  value: string;
}

export interface CertificateAmount extends CertificateRow {
  total?: boolean;
}

export interface CertificateHistoryEntry {
  date: string;
  lines: string[];
  cost: string;
}

/** Where anyone checks the licence: its verification address, drawn as a QR code too. */
export interface CertificateVerification {
  label: string;
  url: string;
  caption: string;
}

/** The marketplace's signature over the licence record, with what anyone needs to check it. */
export interface CertificateSignature {
  heading: string;
  how: string;
  signatureLabel: string;
  signature: string;
  recordLabel: string;
  /** The signed record: exactly the text the signature covers. */
  record: string;
}

/** Everything a certificate says, already in the visitor's language: the PDF only lays it out. */
export interface CertificateContent {
  language: Language;
  fileName: string;
  documentTitle: string;
  siteName: string;
  heading: string;
  /** Said under the heading, set apart: "Sample, not verifiable" for a sample. */
  mark: string | null;
  issued: string;
  /** The box under the heading: the public code, or the record's id when it has no code. */
  idLabel: string;
  id: string;
  details: CertificateRow[];
  amountsTitle: string;
  amounts: CertificateAmount[];
  historyTitle: string;
  history: CertificateHistoryEntry[];
  verification: CertificateVerification | null;
  fingerprintLabel: string;
  fingerprint: string;
  fingerprintHow: string;
  signature: CertificateSignature | null;
  /** What the document is and is not (who vouches for it, that no money moved). */
  disclaimer: string;
  replacedNote: string;
  pageLabel: (page: number, pages: number) => string;
}

export interface CertificateOptions {
  t: CertificateTranslate;
  language: Language;
  now: Date;
  /** SHA-256 of the record the certificate stands for (the signed record, for the marketplace). */
  fingerprint: string;
  platformName: (id: string) => string;
  /** The verification page's address for the licence's code (a licence on the marketplace). */
  verifyUrl: string | null;
  /** Where the keys that check the marketplace's signatures are published (`/api/keys`). */
  keysUrl: string;
}

/**
 * A certificate's texts for a licence (product rules §3): id, public code, work, author,
 * licensee, platforms, duration, dates, amounts, history and SHA-256 fingerprint; for a licence
 * on the marketplace also the QR code of its verification address and the server's Ed25519
 * signature over the canonical record; a sample says it is a sample and not verifiable.
 */
export function certificateContent(
  entry: LicenceEntry,
  options: CertificateOptions,
): CertificateContent {
  const { t, language, now, fingerprint, platformName } = options;
  const { facts } = entry;
  const money = (amount: number) => formatMoney(amount, language);
  const platforms = facts.distributionFees.map((line) => platformName(line.platform));
  const amounts: CertificateAmount[] = [
    { label: t('certificate:contentFee'), value: money(facts.contentFee) },
    ...facts.distributionFees.map((line) => ({
      label: t('certificate:distributionFee', { platform: platformName(line.platform) }),
      value: money(line.fee),
    })),
  ];
  if (facts.commission > 0) {
    amounts.push({ label: t('common:fees.commission'), value: money(facts.commission) });
  }
  amounts.push({ label: t('certificate:total'), value: money(facts.total), total: true });

  const marketplace = entry.kind === 'marketplace' ? entry : null;
  const details: CertificateRow[] = [
    ...(marketplace ? [{ label: t('certificate:licenseId'), value: facts.id }] : []),
    { label: t('certificate:work'), value: facts.workTitle },
    { label: t('certificate:author'), value: facts.author },
    { label: t('certificate:type'), value: t(`common:contentType.${facts.type}`) },
    {
      label: t('certificate:licensee'),
      value: facts.licensee ?? t('certificate:licenseeErased'),
    },
    { label: t('certificate:platforms'), value: platforms.join(', ') },
    { label: t('certificate:duration'), value: t(`common:durations.${facts.duration}`) },
    { label: t('certificate:purchaseDate'), value: formatDate(facts.purchaseDate, language) },
    {
      label: t('certificate:expiryDate'),
      value:
        facts.expiryDate === null
          ? t('certificate:noExpiry')
          : formatDate(facts.expiryDate, language),
    },
    ...(marketplace?.copy.imported
      ? [{ label: t('certificate:importedLabel'), value: t('certificate:imported') }]
      : []),
  ];

  const disclaimer =
    entry.kind === 'marketplace'
      ? t('certificate:disclaimerMarketplace')
      : entry.kind === 'sample'
        ? t('certificate:disclaimerSample')
        : t('certificate:disclaimer');

  return {
    language,
    fileName: t('certificate:fileName', {
      id: safeFileNamePart(marketplace ? marketplace.copy.code : facts.id),
    }),
    documentTitle: t('certificate:documentTitle', {
      id: marketplace ? marketplace.copy.code : facts.id,
    }),
    siteName: t('common:site.name'),
    heading: t('certificate:heading'),
    mark: entry.kind === 'sample' ? t('certificate:sampleMark') : null,
    issued: t('certificate:issuedOn', { date: formatDate(now, language) }),
    idLabel: marketplace ? t('certificate:code') : t('certificate:licenseId'),
    id: marketplace ? marketplace.copy.code : facts.id,
    details,
    amountsTitle: t('certificate:amounts'),
    amounts,
    historyTitle: t('certificate:history'),
    history: facts.history.map((expansion) => ({
      date: formatDate(expansion.date, language),
      lines: describeExpansion(expansion, t, language, platformName),
      cost: expansionCost(expansion, t, language),
    })),
    verification:
      marketplace && options.verifyUrl
        ? {
            label: t('certificate:verifyAt'),
            url: options.verifyUrl,
            caption: t('certificate:qrCaption'),
          }
        : null,
    fingerprintLabel: t('certificate:fingerprint'),
    fingerprint,
    fingerprintHow: marketplace
      ? t('certificate:fingerprintSigned')
      : t('certificate:fingerprintHow'),
    signature: marketplace
      ? {
          heading: t('certificate:signature'),
          how: t('certificate:signatureHow', {
            kid: marketplace.copy.certificate.kid,
            keys: options.keysUrl,
          }),
          signatureLabel: t('certificate:signatureValue'),
          signature: marketplace.copy.certificate.signature,
          recordLabel: t('certificate:signedRecord'),
          record: marketplace.copy.certificate.canonical,
        }
      : null,
    disclaimer,
    replacedNote: t('certificate:replaced'),
    pageLabel: (page, pages) => t('certificate:page', { page, pages }),
  };
}
