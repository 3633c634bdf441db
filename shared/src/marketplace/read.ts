import { isContentType } from '../catalogue/work';
import { isLanguage } from '../languages';
import { isCents, type Cents } from '../money/cents';
import { isDuration } from '../pricing/durations';
import type { PlatformFee } from '../pricing/platforms';
import type {
  IssuedLicense,
  LicenseCertificate,
  LicenseEvent,
  LicenseQuote,
  MarketplacePlatform,
  MarketplaceWork,
  ServerExpansionQuote,
  ServerLicense,
  ServerStatus,
  Verification,
} from './types';

/**
 * Readers for what the API answers and for the copies the browser keeps of it: each checks the
 * fields the site uses (types, amounts within limits, lengths) and copies only those, so a newer
 * server's extra fields are ignored and a hand-edited or hostile copy is refused (null), never
 * computed with.
 */

type Json = Record<string, unknown>;

const MAX_AMOUNT = 1_000_000_000;
const MAX_TEXT = 1000;
const MAX_LIST = 50;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const STATUSES: readonly ServerStatus[] = ['active', 'expiring', 'expired'];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = MAX_TEXT): value is string =>
  typeof value === 'string' && value.length <= max;
const isSlug = (value: unknown): value is string => isText(value, 100) && SLUG.test(value);
const isAmount = (value: unknown): value is Cents =>
  isCents(value) && value >= 0 && value <= MAX_AMOUNT;
const isDate = (value: unknown): value is string =>
  isText(value, 40) && !Number.isNaN(Date.parse(value));
const isDateOrNull = (value: unknown): value is string | null => value === null || isDate(value);

function readFees(value: unknown): PlatformFee<string>[] | null {
  if (!Array.isArray(value) || value.length > MAX_LIST) return null;
  const fees: PlatformFee<string>[] = [];
  for (const line of value) {
    if (!isObject(line) || !isSlug(line.platform) || !isAmount(line.fee)) return null;
    fees.push({ platform: line.platform, fee: line.fee });
  }
  return fees;
}

function readEvent(value: unknown): LicenseEvent | null {
  if (!isObject(value)) return null;
  const addedPlatforms = readFees(value.addedPlatforms);
  if (
    (value.kind !== 'purchase' && value.kind !== 'expansion') ||
    !isDate(value.occurredAt) ||
    !(value.fromDuration === null || isDuration(value.fromDuration)) ||
    !isDuration(value.toDuration) ||
    !isDateOrNull(value.expiresAt) ||
    !addedPlatforms ||
    !isAmount(value.contentFee) ||
    !isAmount(value.distributionFee) ||
    !isAmount(value.commission) ||
    !isAmount(value.total)
  ) {
    return null;
  }
  return {
    kind: value.kind,
    occurredAt: value.occurredAt,
    fromDuration: value.fromDuration,
    toDuration: value.toDuration,
    expiresAt: value.expiresAt,
    addedPlatforms,
    contentFee: value.contentFee,
    distributionFee: value.distributionFee,
    commission: value.commission,
    total: value.total,
  };
}

function readCertificate(value: unknown): LicenseCertificate | null {
  if (
    !isObject(value) ||
    !isObject(value.payload) ||
    !isText(value.canonical, 16_000) ||
    !isText(value.fingerprint, 64) ||
    !/^[0-9a-f]{64}$/.test(value.fingerprint) ||
    !isText(value.signature, 200) ||
    !/^[A-Za-z0-9_-]+$/.test(value.signature) ||
    !isText(value.kid, 200) ||
    value.alg !== 'EdDSA'
  ) {
    return null;
  }
  // The payload is kept as the canonical text says it is: it never holds more than that.
  let payload: unknown;
  try {
    payload = JSON.parse(value.canonical);
  } catch {
    return null;
  }
  if (!isObject(payload)) return null;
  return {
    payload,
    canonical: value.canonical,
    fingerprint: value.fingerprint,
    signature: value.signature,
    kid: value.kid,
    alg: 'EdDSA',
  };
}

/** A licence as the server describes it, checked and copied; null when it is not one. */
export function readServerLicense(value: unknown): ServerLicense | null {
  if (!isObject(value) || !isObject(value.work)) return null;
  const { work } = value;
  const distributionFees = readFees(value.distributionFees);
  const history =
    Array.isArray(value.history) && value.history.length <= MAX_LIST + 1
      ? value.history.map(readEvent)
      : null;
  const certificate = readCertificate(value.certificate);
  if (
    !isText(value.id, 100) ||
    value.id === '' ||
    !isText(value.code, 20) ||
    !isSlug(work.id) ||
    !isText(work.title) ||
    !isText(work.author) ||
    !isContentType(work.type) ||
    !isLanguage(work.language) ||
    !(value.licensee === null || isText(value.licensee, 300)) ||
    !isDate(value.purchasedAt) ||
    !isDuration(value.duration) ||
    !isDateOrNull(value.expiresAt) ||
    !STATUSES.includes(value.status as ServerStatus) ||
    !isAmount(value.listedContentFee) ||
    !isAmount(value.contentFee) ||
    !distributionFees ||
    distributionFees.length === 0 ||
    !isAmount(value.commission) ||
    !isAmount(value.total) ||
    typeof value.imported !== 'boolean' ||
    !history ||
    history.some((event) => event === null) ||
    !certificate
  ) {
    return null;
  }
  return {
    id: value.id,
    code: value.code,
    work: {
      id: work.id,
      title: work.title,
      author: work.author,
      type: work.type,
      language: work.language,
    },
    licensee: value.licensee,
    purchasedAt: value.purchasedAt,
    duration: value.duration,
    expiresAt: value.expiresAt,
    status: value.status as ServerStatus,
    listedContentFee: value.listedContentFee,
    contentFee: value.contentFee,
    distributionFees,
    commission: value.commission,
    total: value.total,
    imported: value.imported,
    history: history as LicenseEvent[],
    certificate,
  };
}

export function readIssuedLicense(value: unknown): IssuedLicense | null {
  if (!isObject(value) || !isText(value.key, 100)) return null;
  const licence = readServerLicense(value.licence);
  return licence ? { licence, key: value.key } : null;
}

export function readLicenseQuote(value: unknown): LicenseQuote | null {
  if (!isObject(value)) return null;
  const distributionFees = readFees(value.distributionFees);
  if (
    !isSlug(value.workId) ||
    !isDuration(value.duration) ||
    !isAmount(value.listedContentFee) ||
    !isAmount(value.contentFee) ||
    !distributionFees ||
    !isAmount(value.subtotal) ||
    !isAmount(value.commission) ||
    !isAmount(value.total)
  ) {
    return null;
  }
  return {
    workId: value.workId,
    duration: value.duration,
    listedContentFee: value.listedContentFee,
    contentFee: value.contentFee,
    distributionFees,
    subtotal: value.subtotal,
    commission: value.commission,
    total: value.total,
  };
}

export function readExpansionQuote(value: unknown): ServerExpansionQuote | null {
  if (!isObject(value)) return null;
  const distributionFees = readFees(value.distributionFees);
  if (
    !isDuration(value.newDuration) ||
    !isDateOrNull(value.newExpiry) ||
    !isAmount(value.contentFee) ||
    !distributionFees ||
    !isAmount(value.subtotal) ||
    !isAmount(value.commission) ||
    !isAmount(value.total)
  ) {
    return null;
  }
  return {
    newDuration: value.newDuration,
    newExpiry: value.newExpiry,
    contentFee: value.contentFee,
    distributionFees,
    subtotal: value.subtotal,
    commission: value.commission,
    total: value.total,
  };
}

export function readVerification(value: unknown): Verification | null {
  if (!isObject(value) || typeof value.valid !== 'boolean') return null;
  if (value.status === 'unknown') return value.valid ? null : { valid: false, status: 'unknown' };
  const { work } = value;
  if (
    !STATUSES.includes(value.status as ServerStatus) ||
    !isObject(work) ||
    !isSlug(work.id) ||
    !isText(work.title) ||
    !isText(work.author) ||
    !Array.isArray(value.platforms) ||
    value.platforms.length > MAX_LIST ||
    !value.platforms.every(isSlug) ||
    !isDuration(value.duration) ||
    !isDate(value.purchasedAt) ||
    !isDateOrNull(value.expiresAt) ||
    typeof value.imported !== 'boolean'
  ) {
    return null;
  }
  return {
    valid: value.valid,
    status: value.status as ServerStatus,
    work: { id: work.id, title: work.title, author: work.author },
    platforms: [...(value.platforms as string[])],
    duration: value.duration,
    purchasedAt: value.purchasedAt,
    expiresAt: value.expiresAt,
    imported: value.imported,
  };
}

export function readPlatforms(value: unknown): MarketplacePlatform[] | null {
  if (!isObject(value) || !Array.isArray(value.platforms) || value.platforms.length > 1000) {
    return null;
  }
  const platforms: MarketplacePlatform[] = [];
  for (const item of value.platforms) {
    if (
      !isObject(item) ||
      !isSlug(item.id) ||
      !isText(item.name, 200) ||
      !isAmount(item.fee) ||
      typeof item.seeded !== 'boolean'
    ) {
      return null;
    }
    platforms.push({ id: item.id, name: item.name, fee: item.fee, seeded: item.seeded });
  }
  return platforms;
}

export function readWork(value: unknown): MarketplaceWork | null {
  if (
    !isObject(value) ||
    !isSlug(value.id) ||
    !isText(value.title) ||
    !isText(value.author) ||
    !isContentType(value.type) ||
    !isLanguage(value.language) ||
    !isText(value.description, 20_000) ||
    !isAmount(value.contentFee) ||
    !Array.isArray(value.platforms) ||
    value.platforms.length > MAX_LIST ||
    !value.platforms.every(isSlug) ||
    !isText(value.addedOn, 40)
  ) {
    return null;
  }
  return {
    id: value.id,
    title: value.title,
    author: value.author,
    type: value.type,
    language: value.language,
    description: value.description,
    contentFee: value.contentFee,
    platforms: [...(value.platforms as string[])],
    addedOn: value.addedOn,
  };
}
