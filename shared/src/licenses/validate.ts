import { isContentType } from '../catalogue/work';
import { isCents } from '../money/cents';
import { isDuration } from '../pricing/durations';
import { isPlatformId, type PlatformFee } from '../pricing/platforms';
import type { License, LicenseExpansion } from './license';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isAmount = (value: unknown): value is number => isCents(value) && value >= 0;

function isPlatformFees(value: unknown): value is PlatformFee[] {
  return (
    Array.isArray(value) &&
    value.every((line) => isObject(line) && isPlatformId(line.platform) && isAmount(line.fee))
  );
}

function isExpansion(value: unknown): value is LicenseExpansion {
  return (
    isObject(value) &&
    isDate(value.date) &&
    isPlatformFees(value.addedPlatforms) &&
    isDuration(value.fromDuration) &&
    isDuration(value.toDuration) &&
    (value.previousExpiry === null || isDate(value.previousExpiry)) &&
    (value.newExpiry === null || isDate(value.newExpiry)) &&
    isAmount(value.contentFeeDifference) &&
    isAmount(value.commission) &&
    isAmount(value.total)
  );
}

/** Checks a stored record field by field; anything unexpected makes it unreadable. */
export function isLicense(value: unknown): value is License {
  return (
    isObject(value) &&
    isText(value.id) &&
    isText(value.workId) &&
    isText(value.workTitle) &&
    isText(value.author) &&
    isContentType(value.type) &&
    isText(value.licensee) &&
    isDate(value.purchaseDate) &&
    isDuration(value.duration) &&
    (value.expiryDate === null || isDate(value.expiryDate)) &&
    isAmount(value.listedContentFee) &&
    isAmount(value.contentFee) &&
    isPlatformFees(value.distributionFees) &&
    value.distributionFees.length > 0 &&
    isAmount(value.commission) &&
    Array.isArray(value.history) &&
    value.history.every(isExpansion) &&
    (value.storedStatus === undefined || typeof value.storedStatus === 'string')
  );
}
