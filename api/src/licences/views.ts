import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { licenseStatus } from '@fair/shared/rules';
import type { LedgerEvent } from './ledger';
import type { LicenceRecord } from './licences';
import { formatCode } from './secrets';
import { signBytes, type SigningKey } from '../signing/signingKeys';

/** The version of the certificate's signed fields, in the payload as `format`. */
export const CERTIFICATE_FORMAT = 'fair-licence-certificate/1';

export function statusOf(record: LicenceRecord, now: Date) {
  const status = licenseStatus({ expiryDate: record.state.expiresAt }, now);
  return status.kind === 'other' ? 'active' : status.kind;
}

/**
 * What a certificate vouches for: the licence's identifiers, work, holder, coverage, dates and
 * amounts. The server signs the RFC 8785 canonical JSON of these fields with Ed25519 (the key
 * is in `/api/keys` under `kid`), so anyone can check a printed certificate against them.
 */
export function certificateOf(record: LicenceRecord, key: SigningKey) {
  const { state } = record;
  const payload = {
    format: CERTIFICATE_FORMAT,
    id: record.id,
    code: formatCode(record.code),
    work: { id: record.work.id, title: record.work.title, author: record.work.author },
    licensee: record.licensee,
    platforms: state.distributionFees.map((line) => line.platform),
    duration: state.duration,
    purchasedAt: state.purchasedAt,
    expiresAt: state.expiresAt,
    currency: 'EUR',
    listedContentFee: state.listedContentFee,
    contentFee: state.contentFee,
    distributionFees: state.distributionFees,
    commission: state.commission,
    total: state.total,
    events: record.events.length,
    imported: record.imported,
  };
  const canonical = canonicalize(payload);
  if (canonical === undefined) throw new Error('the certificate cannot be canonicalised');
  return {
    payload,
    canonical,
    fingerprint: createHash('sha256').update(canonical, 'utf8').digest('hex'),
    signature: signBytes(key, canonical),
    kid: key.kid,
    alg: 'EdDSA' as const,
  };
}

export function eventView(event: LedgerEvent) {
  return {
    kind: event.kind,
    occurredAt: event.occurredAt,
    fromDuration: event.fromDuration,
    toDuration: event.toDuration,
    expiresAt: event.expiresAt,
    addedPlatforms: event.addedPlatforms,
    contentFee: event.contentFee,
    distributionFee: event.distributionFee,
    commission: event.commission,
    total: event.total,
  };
}

/** The buyer's view of a licence: everything it covers and cost, its history and certificate. */
export function licenceView(record: LicenceRecord, key: SigningKey, now: Date) {
  const { state, work } = record;
  return {
    id: record.id,
    code: formatCode(record.code),
    work: {
      id: work.id,
      title: work.title,
      author: work.author,
      type: work.type,
      language: work.language,
    },
    licensee: record.licensee,
    purchasedAt: state.purchasedAt,
    duration: state.duration,
    expiresAt: state.expiresAt,
    status: statusOf(record, now),
    listedContentFee: state.listedContentFee,
    contentFee: state.contentFee,
    distributionFees: state.distributionFees,
    commission: state.commission,
    total: state.total,
    imported: record.imported,
    history: record.events.map(eventView),
    certificate: certificateOf(record, key),
  };
}

/**
 * What anyone may learn from a code: whether the licence is valid (for a platform, if one is
 * named), its status, work, coverage and dates. No personal data: no licensee, no amounts.
 */
export function verificationView(record: LicenceRecord, now: Date, platform?: string) {
  const status = statusOf(record, now);
  const platforms = record.state.distributionFees.map((line) => line.platform);
  const inForce = status === 'active' || status === 'expiring';
  return {
    valid: inForce && (platform === undefined || platforms.includes(platform)),
    status,
    work: { id: record.work.id, title: record.work.title, author: record.work.author },
    platforms,
    duration: record.state.duration,
    purchasedAt: record.state.purchasedAt,
    expiresAt: record.state.expiresAt,
    imported: record.imported,
  };
}
