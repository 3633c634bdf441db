import type { License } from './license';

export const LICENSE_STATUSES = ['active', 'expiring', 'expired'] as const;
export type KnownStatus = (typeof LICENSE_STATUSES)[number];

/** A known status, or a stored value outside the three, kept as its raw text. */
export type LicenseStatus = { kind: KnownStatus } | { kind: 'other'; raw: string };

/** A license is "expiring" within this many days of its expiry. */
export const EXPIRING_WITHIN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The status from the dates, as of `now` (the clock is injected so it can be tested). */
export function licenseStatus(
  license: Pick<License, 'expiryDate' | 'storedStatus'>,
  now: Date,
): LicenseStatus {
  const stored = license.storedStatus;
  if (stored !== undefined && !(LICENSE_STATUSES as readonly string[]).includes(stored)) {
    return { kind: 'other', raw: stored };
  }
  if (license.expiryDate === null) return { kind: 'active' };
  const remaining = Date.parse(license.expiryDate) - now.getTime();
  if (remaining <= 0) return { kind: 'expired' };
  if (remaining <= EXPIRING_WITHIN_DAYS * DAY_MS) return { kind: 'expiring' };
  return { kind: 'active' };
}

/** Active and expiring licenses are still in force. */
export function isInForce(status: LicenseStatus): boolean {
  return status.kind === 'active' || status.kind === 'expiring';
}
