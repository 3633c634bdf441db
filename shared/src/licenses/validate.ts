import { isContentType } from '../catalogue/work';
import { isCents, type Cents } from '../money/cents';
import { isDuration } from '../pricing/durations';
import { isPlatformId, PLATFORMS, type PlatformFee } from '../pricing/platforms';
import type { License, LicenseExpansion } from './license';
import { LICENSEE_MAX_LENGTH } from './purchase';

/**
 * The limits a kept license must respect. Anything outside them is not a license this site made
 * (a hand-edited or hostile record): it is set aside like unreadable data, and no page ever
 * computes with it.
 */
export const LICENSE_LIMITS = {
  /** 10 000 000.00 EUR: more than any one amount of this marketplace (product rules §5). */
  maxAmount: 1_000_000_000 as Cents,
  maxTextLength: 300,
  maxLicenseeLength: LICENSEE_MAX_LENGTH,
  /** Each expansion adds a platform or a longer duration: a few at most. */
  maxHistory: 50,
  earliestYear: 1900,
  latestYear: 2999,
} as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Exactly these keys (the optional ones may be absent): no `__proto__`, no extras. */
function hasOnlyKeys(value: Json, required: readonly string[], optional: readonly string[] = []) {
  const keys = Object.keys(value);
  return (
    required.every((key) => Object.hasOwn(value, key)) &&
    keys.every((key) => required.includes(key) || optional.includes(key))
  );
}

const isText = (value: unknown, max: number = LICENSE_LIMITS.maxTextLength): value is string =>
  typeof value === 'string' && value.trim() !== '' && [...value].length <= max;

const isDate = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length > 40) return false;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= LICENSE_LIMITS.earliestYear && year <= LICENSE_LIMITS.latestYear;
};

export const isAmount = (value: unknown): value is Cents =>
  isCents(value) && value >= 0 && value <= LICENSE_LIMITS.maxAmount;

const FEE_KEYS = ['platform', 'fee'] as const;

function isPlatformFees(value: unknown, allowEmpty: boolean): value is PlatformFee[] {
  if (!Array.isArray(value) || value.length > PLATFORMS.length) return false;
  if (!allowEmpty && value.length === 0) return false;
  const platforms = new Set<string>();
  for (const line of value) {
    if (!isObject(line) || !hasOnlyKeys(line, FEE_KEYS)) return false;
    if (!isPlatformId(line.platform) || !isAmount(line.fee) || platforms.has(line.platform)) {
      return false;
    }
    platforms.add(line.platform);
  }
  return true;
}

const EXPANSION_KEYS = [
  'date',
  'addedPlatforms',
  'fromDuration',
  'toDuration',
  'previousExpiry',
  'newExpiry',
  'contentFeeDifference',
  'commission',
  'total',
] as const;

function isExpansion(value: unknown): value is LicenseExpansion {
  return (
    isObject(value) &&
    hasOnlyKeys(value, EXPANSION_KEYS) &&
    isDate(value.date) &&
    isPlatformFees(value.addedPlatforms, true) &&
    isDuration(value.fromDuration) &&
    isDuration(value.toDuration) &&
    (value.previousExpiry === null || isDate(value.previousExpiry)) &&
    (value.newExpiry === null || isDate(value.newExpiry)) &&
    isAmount(value.contentFeeDifference) &&
    isAmount(value.commission) &&
    isAmount(value.total)
  );
}

const LICENSE_KEYS = [
  'id',
  'workId',
  'workTitle',
  'author',
  'type',
  'licensee',
  'purchaseDate',
  'duration',
  'expiryDate',
  'listedContentFee',
  'contentFee',
  'distributionFees',
  'commission',
  'history',
] as const;

/**
 * Checks a kept or imported record field by field, within the limits above; anything unexpected
 * (a wrong type, a key it should not have, an amount out of range) makes it unreadable.
 */
export function isLicense(value: unknown): value is License {
  return (
    isObject(value) &&
    hasOnlyKeys(value, LICENSE_KEYS, ['storedStatus']) &&
    isText(value.id, 100) &&
    isText(value.workId, 100) &&
    isText(value.workTitle) &&
    isText(value.author) &&
    isContentType(value.type) &&
    isText(value.licensee, LICENSE_LIMITS.maxLicenseeLength) &&
    isDate(value.purchaseDate) &&
    isDuration(value.duration) &&
    (value.expiryDate === null || isDate(value.expiryDate)) &&
    isAmount(value.listedContentFee) &&
    isAmount(value.contentFee) &&
    isPlatformFees(value.distributionFees, false) &&
    isAmount(value.commission) &&
    Array.isArray(value.history) &&
    value.history.length <= LICENSE_LIMITS.maxHistory &&
    value.history.every(isExpansion) &&
    (value.storedStatus === undefined || isText(value.storedStatus, 50))
  );
}

/** A fresh copy of a checked record, with nothing but its own fields. */
export function copyLicense(license: License): License {
  const lines = (fees: readonly PlatformFee[]) =>
    fees.map(({ platform, fee }) => ({ platform, fee }));
  return {
    id: license.id,
    workId: license.workId,
    workTitle: license.workTitle,
    author: license.author,
    type: license.type,
    licensee: license.licensee,
    purchaseDate: license.purchaseDate,
    duration: license.duration,
    expiryDate: license.expiryDate,
    listedContentFee: license.listedContentFee,
    contentFee: license.contentFee,
    distributionFees: lines(license.distributionFees),
    commission: license.commission,
    history: license.history.map((expansion) => ({
      date: expansion.date,
      addedPlatforms: lines(expansion.addedPlatforms),
      fromDuration: expansion.fromDuration,
      toDuration: expansion.toDuration,
      previousExpiry: expansion.previousExpiry,
      newExpiry: expansion.newExpiry,
      contentFeeDifference: expansion.contentFeeDifference,
      commission: expansion.commission,
      total: expansion.total,
    })),
    ...(license.storedStatus !== undefined ? { storedStatus: license.storedStatus } : {}),
  };
}
