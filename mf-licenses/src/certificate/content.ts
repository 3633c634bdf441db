import {
  formatDate,
  formatMoney,
  licensePlatforms,
  totalPaid,
  type Language,
  type License,
} from '@fair/shared';
import { safeFileNamePart } from '../lib/download';
import { describeExpansion, expansionCost } from '../lib/expansionText';
import type { Translate } from '../lib/translate';

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

/** Everything a certificate says, already in the visitor's language: the PDF only lays it out. */
export interface CertificateContent {
  language: Language;
  fileName: string;
  documentTitle: string;
  siteName: string;
  heading: string;
  issued: string;
  idLabel: string;
  id: string;
  details: CertificateRow[];
  amountsTitle: string;
  amounts: CertificateAmount[];
  historyTitle: string;
  history: CertificateHistoryEntry[];
  fingerprintLabel: string;
  fingerprint: string;
  fingerprintHow: string;
  disclaimer: string;
  replacedNote: string;
  pageLabel: (page: number, pages: number) => string;
}

export function certificateContent(
  license: License,
  options: { t: Translate; language: Language; now: Date; fingerprint: string },
): CertificateContent {
  const { t, language, now, fingerprint } = options;
  const money = (amount: number) => formatMoney(amount, language);
  const platforms = licensePlatforms(license).map((platform) => t(`common:platforms.${platform}`));
  const amounts: CertificateAmount[] = [
    { label: t('certificate.contentFee'), value: money(license.contentFee) },
    ...license.distributionFees.map((line) => ({
      label: t('certificate.distributionFee', { platform: t(`common:platforms.${line.platform}`) }),
      value: money(line.fee),
    })),
  ];
  if (license.commission > 0) {
    amounts.push({ label: t('common:fees.commission'), value: money(license.commission) });
  }
  amounts.push({ label: t('certificate.total'), value: money(totalPaid(license)), total: true });

  return {
    language,
    fileName: t('certificate.fileName', { id: safeFileNamePart(license.id) }),
    documentTitle: t('certificate.documentTitle', { id: license.id }),
    siteName: t('common:site.name'),
    heading: t('certificate.heading'),
    issued: t('certificate.issuedOn', { date: formatDate(now, language) }),
    idLabel: t('certificate.licenseId'),
    id: license.id,
    details: [
      { label: t('certificate.work'), value: license.workTitle },
      { label: t('certificate.author'), value: license.author },
      { label: t('certificate.type'), value: t(`common:contentType.${license.type}`) },
      { label: t('certificate.licensee'), value: license.licensee },
      { label: t('certificate.platforms'), value: platforms.join(', ') },
      { label: t('certificate.duration'), value: t(`common:durations.${license.duration}`) },
      { label: t('certificate.purchaseDate'), value: formatDate(license.purchaseDate, language) },
      {
        label: t('certificate.expiryDate'),
        value:
          license.expiryDate === null
            ? t('certificate.noExpiry')
            : formatDate(license.expiryDate, language),
      },
    ],
    amountsTitle: t('certificate.amounts'),
    amounts,
    historyTitle: t('certificate.history'),
    history: license.history.map((expansion) => ({
      date: formatDate(expansion.date, language),
      lines: describeExpansion(expansion, t, language),
      cost: expansionCost(expansion, t, language),
    })),
    fingerprintLabel: t('certificate.fingerprint'),
    fingerprint,
    fingerprintHow: t('certificate.fingerprintHow'),
    disclaimer: t('certificate.disclaimer'),
    replacedNote: t('certificate.replaced'),
    pageLabel: (page, pages) => t('certificate.page', { page, pages }),
  };
}
